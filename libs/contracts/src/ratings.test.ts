import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import {
  MyRatingsSchema,
  RatingAnswerRequestSchema,
  RatingRequestCreateSchema,
  type MyRatings,
} from './index.js';

const answers = { pace: -2, focus: -1, assertiveness: 1, feedback: 2, plans: -2 };

describe('ratings contract', () => {
  it('takes an answer on every question, each a position on its line', () => {
    expect(Value.Check(RatingAnswerRequestSchema, { token: 't', answers })).toBe(true);
    expect(
      Value.Check(RatingAnswerRequestSchema, { token: 't', answers: { ...answers, pace: 0 } }),
    ).toBe(false);
    const { plans: _skipped, ...missing } = answers;
    expect(Value.Check(RatingAnswerRequestSchema, { token: 't', answers: missing })).toBe(false);
    expect(
      Value.Check(RatingAnswerRequestSchema, { token: 't', answers: { ...answers, kind: 2 } }),
    ).toBe(false);
  });

  it('asks a link for a name someone can read', () => {
    expect(Value.Check(RatingRequestCreateSchema, { name: 'Ana' })).toBe(true);
    expect(Value.Check(RatingRequestCreateSchema, { name: '   ' })).toBe(false);
    expect(Value.Check(RatingRequestCreateSchema, { name: 'x'.repeat(81) })).toBe(false);
  });

  it('has no place for one rater’s answers in what the rated person receives', () => {
    const mine: MyRatings = { requests: [], raters: 2, needed: 3, aggregate: null };
    expect(Value.Check(MyRatingsSchema, mine)).toBe(true);
    expect(
      Value.Check(MyRatingsSchema, { ...mine, aggregate: { raters: 2, axes: [], frameworks: [] } }),
    ).toBe(false);
    expect(Object.keys(MyRatingsSchema.properties)).toEqual([
      'requests',
      'raters',
      'needed',
      'aggregate',
    ]);
  });
});
