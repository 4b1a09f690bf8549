import { describe, expect, it } from 'vitest';
import {
  answer,
  answersFrom,
  BEHAVIOUR_MODEL,
  PERSONALITY,
  STRENGTHS,
  THINKING,
} from '../test/answering.js';
import { answerQuestion, explainResult, questionsOf, resultCard, type Answers } from './index.js';

const certaintyOf = (framework: Parameters<typeof explainResult>[0], answers: Answers) =>
  explainResult(framework, answers)?.certainty;

const disc = (letters: readonly string[]) =>
  answersFrom(BEHAVIOUR_MODEL.map((id, i) => [id, letters[i] ?? ''] as const));

describe('how sure each result is', () => {
  it('calls a result clear only when no single answer given differently could change it', () => {
    expect(certaintyOf('disc', disc(['S', 'S', 'S']))).toEqual({
      level: 'clear',
      label: 'Clear',
      reason:
        'S (Steadiness) is 3 answers ahead of the next result, so one answer given differently would not change it.',
    });
  });

  it('calls a one-answer lead leaning, and says why', () => {
    expect(certaintyOf('disc', disc(['S', 'D', 'S']))).toEqual({
      level: 'leaning',
      label: 'Leaning',
      reason:
        'S (Steadiness) is 1 answer ahead of the next result, so one answer given differently could change it.',
    });
  });

  it('calls a tie an even split, which one more answer would decide', () => {
    expect(certaintyOf('disc', disc(['C', 'S', 'i']))?.level).toBe('even split');
    expect(certaintyOf('disc', disc(['C', 'S', 'i']))?.label).toBe('Even split');
  });

  it('counts only thinking styles: two of them and a behaviour lead by two, which is leaning', () => {
    const answers = answersFrom([
      [THINKING[0], 'Conceptual'],
      [THINKING[1], 'Assertiveness'],
      [THINKING[2], 'Conceptual'],
    ]);
    const certainty = certaintyOf('emergenetics', answers);
    expect(certainty?.level).toBe('leaning');
    expect(certainty?.reason).toMatch(/^Conceptual is 2 answers ahead/);
  });

  it('gives no certainty to a thinking style nobody chose', () => {
    const answers = answersFrom([
      [THINKING[0], 'Expressiveness'],
      [THINKING[1], 'Assertiveness'],
      [THINKING[2], 'Flexibility'],
    ]);
    expect(explainResult('emergenetics', answers)?.certainty).toBeNull();
  });

  it('reads strengths by domain', () => {
    const values = questionsOf('cliftonStrengths').map((q) => q.options[0]?.value ?? '');
    const answers = answersFrom(STRENGTHS.map((id, i) => [id, values[i] ?? ''] as const));
    expect(certaintyOf('cliftonStrengths', answers)?.label).toMatch(/^(Clear|Leaning|Even split)$/);
  });

  it('calls the personality type leaning: each letter rests on one answer', () => {
    const answers = answersFrom(PERSONALITY.map((id, i) => [id, ['E', 'S', 'T', 'J'][i] ?? '']));
    expect(certaintyOf('mbti', answers)).toEqual({
      level: 'leaning',
      label: 'Leaning',
      reason:
        'Each letter rests on 1 answer, so one answer given differently would change that letter.',
    });
  });

  it('matches its rule on every DiSC answer pattern: clear exactly when no changed answer moves the result', () => {
    const letters = ['D', 'i', 'S', 'C'];
    // The result a card shows: one style, or the even split's styles.
    const leaderOf = (answers: Answers) => resultCard('disc', answers)?.trait;
    for (const a of letters)
      for (const b of letters)
        for (const c of letters) {
          const answers = disc([a, b, c]);
          const shown = leaderOf(answers);
          const oneChangeMoves = BEHAVIOUR_MODEL.some((id) =>
            letters.some((other) => leaderOf(answerQuestion(answers, answer(id, other))) !== shown),
          );
          expect(certaintyOf('disc', answers)?.level === 'clear').toBe(!oneChangeMoves);
        }
  });
});
