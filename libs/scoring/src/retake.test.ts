import { describe, expect, it } from 'vitest';
import {
  answersMismatch,
  answersToList,
  buildPayload,
  canRetakeOnly,
  deriveProfile,
  mergeRetake,
  QUESTIONS,
} from './index.js';
import { answersFrom, BEHAVIOUR_MODEL } from '../test/answering.js';

const everything = (pick: number) =>
  answersFrom(QUESTIONS.map((q) => [q.id, q.options[pick]?.value ?? ''] as const));

describe('single-framework retake', () => {
  it('replaces only the retaken framework, keeping every other answer', () => {
    const previous = everything(0);
    const fresh = answersFrom(BEHAVIOUR_MODEL.map((id) => [id, 'S'] as const));
    const merged = mergeRetake(previous, 'disc', fresh);
    expect(merged).not.toBeNull();
    const list = answersToList(merged ?? {});
    expect(list.filter((a) => a.framework === 'disc').map((a) => a.value)).toEqual(['S', 'S', 'S']);
    expect(list.filter((a) => a.framework !== 'disc')).toEqual(
      answersToList(previous).filter((a) => a.framework !== 'disc'),
    );
    expect(deriveProfile(buildPayload(merged ?? {})).disc).toEqual({
      Primary: 'S',
      Secondary: null,
    });
  });

  it('is not offered when the earlier answers are missing (a result saved without them)', () => {
    expect(canRetakeOnly({}, 'disc')).toBe(false);
    expect(
      mergeRetake({}, 'disc', answersFrom(BEHAVIOUR_MODEL.map((id) => [id, 'S'] as const))),
    ).toBeNull();
    expect(canRetakeOnly(everything(1), 'disc')).toBe(true);
  });

  it('needs the retaken framework complete', () => {
    expect(mergeRetake(everything(0), 'disc', answersFrom([[BEHAVIOUR_MODEL[0], 'S']]))).toBeNull();
  });
});

describe('answersMismatch', () => {
  it('accepts a payload built from its answers, and one without answers', () => {
    const payload = buildPayload(everything(2));
    expect(answersMismatch(payload)).toBeNull();
    const { answers: _ignored, ...withoutAnswers } = payload;
    expect(answersMismatch(withoutAnswers)).toBeNull();
  });

  it('refuses answers that did not produce the counts sent with them', () => {
    const payload = buildPayload(everything(2));
    expect(answersMismatch({ ...payload, disc: 'DiS' === payload.disc ? 'SDi' : 'DiS' })).toMatch(
      /do not produce the counts/,
    );
  });

  it('refuses an answer to an unknown question, or a question answered twice', () => {
    const payload = buildPayload(everything(0));
    const answers = payload.answers ?? [];
    expect(
      answersMismatch({
        ...payload,
        answers: [...answers.slice(1), { ...answers[1]!, value: 'x' }],
      }),
    ).toMatch(/once/);
    expect(
      answersMismatch({
        ...payload,
        answers: [{ questionId: 'nope', framework: 'disc', value: 'D' }, ...answers.slice(1)],
      }),
    ).toMatch(/must name a question/);
  });
});
