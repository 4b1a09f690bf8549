import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { AssessmentPayloadSchema, DISC_LETTERS } from '@styleprint/contracts';
import { buildPayload, discLetters, PAYLOAD_DEFAULTS, QUESTIONS } from './index.js';
import {
  answersFrom,
  BEHAVIOUR_MODEL,
  PERSONALITY,
  STRENGTHS,
  THINKING,
} from '../test/answering.js';

const [T1, T2, T3] = THINKING;
const [D1, D2, D3] = BEHAVIOUR_MODEL;

describe('docs/product.md#s9 defaults', () => {
  it('names the defaults of docs/product.md#s9', () => {
    expect(PAYLOAD_DEFAULTS).toEqual({
      mbti: 'ESTJ',
      thinkingCount: 5,
      behaviourLevel: 'medium',
      chosenBehaviourLevel: 'high',
    });
  });

  it('sends every default for an assessment with no answers, and it validates', () => {
    const payload = buildPayload({});
    expect(payload).toEqual({
      mbti: 'ESTJ',
      disc: 'DiS',
      emergenetics: {
        analytical: 5,
        structural: 5,
        social: 5,
        conceptual: 5,
        expressiveness: 'medium',
        assertiveness: 'medium',
        flexibility: 'medium',
      },
      cliftonStrengths: { executing: 0, influencing: 0, relationship: 0, thinking: 0 },
      answers: [],
    });
    expect(Value.Check(AssessmentPayloadSchema, payload)).toBe(true);
  });

  it('sends ESTJ while the personality type is incomplete, the joined type once complete', () => {
    const [EI, SN, TF, JP] = PERSONALITY;
    expect(
      buildPayload(
        answersFrom([
          [EI, 'I'],
          [SN, 'N'],
          [TF, 'F'],
        ]),
      ).mbti,
    ).toBe('ESTJ');
    expect(
      buildPayload(
        answersFrom([
          [EI, 'I'],
          [SN, 'N'],
          [TF, 'F'],
          [JP, 'P'],
        ]),
      ).mbti,
    ).toBe('INFP');
  });

  it('keeps 5 each while only behaviours were chosen in the thinking questions', () => {
    const payload = buildPayload(
      answersFrom([
        [T1, 'Expressiveness'],
        [T2, 'Assertiveness'],
        [T3, 'Flexibility'],
      ]),
    );
    expect(payload.emergenetics).toEqual({
      analytical: 5,
      structural: 5,
      social: 5,
      conceptual: 5,
      expressiveness: 'high',
      assertiveness: 'high',
      flexibility: 'high',
    });
  });

  it('sends real counts, zeros included, as soon as one thinking style is chosen', () => {
    const payload = buildPayload(
      answersFrom([
        [T1, 'Conceptual'],
        [T2, 'Assertiveness'],
      ]),
    );
    expect(payload.emergenetics).toMatchObject({
      analytical: 0,
      structural: 0,
      social: 0,
      conceptual: 1,
      expressiveness: 'medium',
      assertiveness: 'high',
      flexibility: 'medium',
    });
  });

  it('maps the four strengths values onto the payload fields', () => {
    const [S1, S2, S3] = STRENGTHS;
    const payload = buildPayload(
      answersFrom([
        [S1, 'Strategic Thinking'],
        [S2, 'Relationship Building'],
        [S3, 'Strategic Thinking'],
      ]),
    );
    expect(payload.cliftonStrengths).toEqual({
      executing: 0,
      influencing: 0,
      relationship: 1,
      thinking: 2,
    });
  });
});

describe('DiSC letters', () => {
  it.each([
    ['no answers: padded in D, i, S, C order', [], 'DiS'],
    ['one letter: then padding skips it', ['C'], 'CDi'],
    ['one lower-case i answer', ['i'], 'iDS'],
    ['two of one, one of another', ['C', 'S', 'C'], 'CSD'],
    ['three of the same', ['S', 'S', 'S'], 'SDi'],
    ['a three-way tie follows the order of the answers', ['C', 'S', 'i'], 'CSi'],
    ['a tie with D: D does not win it for being first in a list', ['C', 'D', 'i'], 'CDi'],
    ['a tie behind a clear first', ['S', 'C', 'S'], 'SCD'],
  ])('%s', (_name, letters, expected) => {
    const answers = answersFrom(
      letters.map((letter, n) => [BEHAVIOUR_MODEL[n] ?? '', letter] as const),
    );
    expect(buildPayload(answers).disc).toBe(expected);
  });

  it('follows changed answers', () => {
    const answers = answersFrom([
      [D1, 'C'],
      [D2, 'C'],
      [D3, 'S'],
      [D1, 'S'],
      [D2, 'S'],
    ]);
    expect(buildPayload(answers).disc).toBe('SDi');
  });

  it('always gives three distinct letters of D, i, S, C', () => {
    const letters = discLetters({ D: 4, i: 4, S: 4, C: 4 });
    expect(letters).toBe('DiS');
    expect(new Set(letters).size).toBe(3);
    for (const letter of letters) expect(DISC_LETTERS).toContain(letter);
  });
});

describe('the answers behind the payload (decision 0013)', () => {
  it('carries every valid answer, in quiz order, whatever order they were given in', () => {
    const answers = answersFrom([
      [D3, 'S'],
      [T1, 'Social'],
      [D1, 'C'],
    ]);
    expect(buildPayload(answers).answers).toEqual([
      { questionId: T1, framework: 'emergenetics', value: 'Social' },
      { questionId: D1, framework: 'disc', value: 'C' },
      { questionId: D3, framework: 'disc', value: 'S' },
    ]);
  });

  it('gives each DiSC letter first place in the same number of answer patterns', () => {
    const firsts = new Map<string, number>();
    for (const a of DISC_LETTERS)
      for (const b of DISC_LETTERS)
        for (const c of DISC_LETTERS) {
          const disc = buildPayload(
            answersFrom([
              [D1, a],
              [D2, b],
              [D3, c],
            ]),
          ).disc;
          firsts.set(disc[0] ?? '', (firsts.get(disc[0] ?? '') ?? 0) + 1);
        }
    expect([...firsts.values()]).toEqual([16, 16, 16, 16]);
  });
});

describe('a full assessment', () => {
  it('sends the tallies of every answer, and validates', () => {
    const answers = answersFrom(QUESTIONS.map((q) => [q.id, q.options[0]?.value ?? ''] as const));
    const payload = buildPayload(answers);
    expect(Value.Check(AssessmentPayloadSchema, payload)).toBe(true);
    const firstOf = (id: string) => QUESTIONS.find((q) => q.id === id)?.options[0]?.value;
    expect(payload.mbti).toBe(PERSONALITY.map(firstOf).join(''));
  });
});
