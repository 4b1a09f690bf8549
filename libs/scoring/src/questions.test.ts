import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import {
  BEHAVIOURS,
  DISC_LETTERS,
  FRAMEWORKS,
  LIMITS,
  MBTI_AXES,
  QuestionSchema,
  STRENGTH_VALUES,
  THINKING_MODEL_VALUES,
  THINKING_STYLES,
} from '@styleprint/contracts';
import { QUESTIONS, questionById, questionsOf } from './index.js';

const valuesOf = (framework: (typeof FRAMEWORKS)[number]) =>
  questionsOf(framework).map((q) => q.options.map((o) => o.value));

describe('question bank', () => {
  it('has the 13 questions of docs/product.md#s9, each valid against the Question contract', () => {
    expect(QUESTIONS).toHaveLength(LIMITS.questionCount);
    for (const q of QUESTIONS) expect(Value.Check(QuestionSchema, q)).toBe(true);
  });

  it('runs 3 thinking, 4 personality, 3 behaviour-model, 3 strengths questions in that order', () => {
    expect(QUESTIONS.map((q) => q.framework)).toEqual([
      ...Array<string>(3).fill('emergenetics'),
      ...Array<string>(4).fill('mbti'),
      ...Array<string>(3).fill('disc'),
      ...Array<string>(3).fill('cliftonStrengths'),
    ]);
  });

  it('gives every question a unique id and every option a unique value and label', () => {
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(QUESTIONS.length);
    for (const q of QUESTIONS) {
      expect(new Set(q.options.map((o) => o.value)).size).toBe(q.options.length);
      expect(new Set(q.options.map((o) => o.label)).size).toBe(q.options.length);
    }
  });

  it('offers the four thinking styles in every thinking question, plus each behaviour once', () => {
    const values = valuesOf('emergenetics');
    for (const options of values) {
      expect(options).toEqual(expect.arrayContaining([...THINKING_STYLES]));
      for (const value of options) expect(THINKING_MODEL_VALUES).toContain(value);
    }
    const behavioursOffered = values
      .flat()
      .filter((v) => !(THINKING_STYLES as readonly string[]).includes(v));
    expect([...behavioursOffered].sort()).toEqual([...BEHAVIOURS].sort());
  });

  it('asks one personality axis per question, in the order E/I, S/N, T/F, J/P', () => {
    expect(valuesOf('mbti')).toEqual(MBTI_AXES.map((axis) => [...axis]));
  });

  it('uses exactly D, i, S, C in behaviour-model questions and the four strengths values', () => {
    for (const options of valuesOf('disc'))
      expect([...options].sort()).toEqual([...DISC_LETTERS].sort());
    for (const options of valuesOf('cliftonStrengths')) {
      expect([...options].sort()).toEqual([...STRENGTH_VALUES].sort());
    }
  });

  it('finds questions by id and by framework, and nothing for an unknown id', () => {
    for (const q of QUESTIONS) expect(questionById(q.id)).toBe(q);
    expect(questionById('no-such-question')).toBeUndefined();
    expect(FRAMEWORKS.flatMap((f) => questionsOf(f)).length).toBe(QUESTIONS.length);
  });
});

describe('fair questions (docs/decisions/0014-ties-uncertainty-and-measured-facts.md)', () => {
  const labels = QUESTIONS.flatMap((q) => q.options.map((o) => o.label));

  it('asks about settings that fit work, study or volunteering alike', () => {
    const officeOnly = /\b(colleagues?|office|desk|boss|manager|nightlife|evening out|lunch)\b/i;
    for (const q of QUESTIONS) expect(q.text).not.toMatch(officeOnly);
    for (const label of labels) expect(label).not.toMatch(officeOnly);
  });

  it('puts one idea in each option: no "and"/"or" joining two choices before the cost', () => {
    for (const label of labels) {
      const choice = label.split(', even if')[0] ?? label;
      expect(choice, label).not.toMatch(/\b(and|or)\b/);
    }
  });

  it('names a cost for every personality and behaviour-model option, so none is the expected answer', () => {
    for (const q of [...questionsOf('mbti'), ...questionsOf('disc')]) {
      if (q.id === 'disc-2' || q.id === 'mbti-sn' || q.id === 'mbti-ei') continue;
      for (const o of q.options) expect(o.label, o.label).toMatch(/even if/);
    }
  });

  it("keeps strengths options in their own domain's language (no 'take charge' for Executing)", () => {
    for (const q of questionsOf('cliftonStrengths')) {
      const executing = q.options.find((o) => o.value === 'Executing');
      expect(executing?.label).not.toMatch(/take charge|lead|persuad|rally/i);
    }
  });
});
