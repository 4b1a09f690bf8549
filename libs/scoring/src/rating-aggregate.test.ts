import {
  RATING_AXES,
  RATING_LIMITS,
  type Profile,
  type RatingAnswers,
} from '@styleprint/contracts';
import { describe, expect, it } from 'vitest';
import { aggregateRatings } from './rating-aggregate.js';
import { RATING_QUESTIONS, ratingQuestionText } from './rating-questions.js';

/** Self-rated S (Steadiness), ISFJ, assertiveness low. */
const PROFILE: Profile = {
  mbti: { Type: 'ISFJ', Confidence: 'Tentative: each letter rests on 1 answer' },
  disc: { Primary: 'S', Secondary: null },
  emergenetics: {
    Analytical: 4,
    Structural: 8,
    Social: 6,
    Conceptual: 2,
    Expressiveness: 'Not measured',
    Assertiveness: 'Low',
    Flexibility: 'Not measured',
  },
  cliftonStrengths: {
    Executing: 1,
    Influencing: 0,
    Relationship: 2,
    Thinking: 0,
    TopDomain: 'Relationship',
  },
};

const answer = (values: Partial<RatingAnswers> = {}): RatingAnswers => ({
  pace: -2,
  focus: -1,
  assertiveness: -2,
  feedback: -1,
  plans: -2,
  ...values,
});

describe('rating questions', () => {
  it('asks one question per axis, each with two ends that name a cost', () => {
    expect(RATING_QUESTIONS.map((question) => question.axis)).toEqual([...RATING_AXES]);
    for (const question of RATING_QUESTIONS) {
      expect(question.first).toMatch(/even /);
      expect(question.second).toMatch(/even /);
    }
  });

  it('puts the person’s name in the question', () => {
    expect(ratingQuestionText(RATING_QUESTIONS[0]!, 'Ana')).toBe(
      'When something needs deciding, Ana tends to…',
    );
  });
});

describe('aggregateRatings', () => {
  it('shows nothing while fewer than three people have answered', () => {
    expect(aggregateRatings([], PROFILE)).toBeNull();
    expect(aggregateRatings([answer(), answer()], PROFILE)).toBeNull();
    expect(RATING_LIMITS.minRaters).toBe(3);
  });

  it('averages each axis to one decimal and says when answers point both ways', () => {
    const result = aggregateRatings(
      [answer({ pace: -2 }), answer({ pace: -1 }), answer({ pace: 1 })],
      PROFILE,
    );
    const pace = result?.axes.find((axis) => axis.axis === 'pace');
    expect(pace).toMatchObject({ average: -0.7, split: true, first: 'Fast, decides quickly' });
    expect(result?.axes.find((axis) => axis.axis === 'plans')).toMatchObject({
      average: -2,
      split: false,
    });
    expect(result?.raters).toBe(3);
  });

  it('reads fast and task-first as D, beside a self-rated S, and says they differ', () => {
    const result = aggregateRatings([answer(), answer(), answer()], PROFILE);
    const disc = result?.frameworks.find((entry) => entry.framework === 'disc');
    expect(disc).toMatchObject({
      self: 'Steadiness (S)',
      seen: 'Dominance (D): fast, and the task first',
      agreement: 'differs',
    });
    expect(disc?.summary).toBe(
      'You rate yourself Steadiness (S), but colleagues see Dominance (D): fast, and the task first.',
    );
  });

  it('reads measured and people-first as S, matching the self-view', () => {
    const measured = answer({ pace: 2, focus: 1 });
    const disc = aggregateRatings([measured, measured, measured], PROFILE)?.frameworks[0];
    expect(disc).toMatchObject({ seen: 'Steadiness (S): measured, and people first' });
    expect(disc?.agreement).toBe('matches');
  });

  it('names no DiSC style when pace sits in the middle', () => {
    const disc = aggregateRatings(
      [answer({ pace: -1 }), answer({ pace: 1 }), answer({ pace: 1 })],
      PROFILE,
    )?.frameworks[0];
    expect(disc).toMatchObject({ seen: null, agreement: 'unknown' });
  });

  it('compares assertiveness and the T/F and J/P letters with the profile', () => {
    const gentle = answer({ assertiveness: 2, feedback: 2, plans: -1 });
    const result = aggregateRatings([gentle, gentle, gentle], PROFILE);
    expect(result?.frameworks[1]).toMatchObject({
      framework: 'emergenetics',
      self: 'Assertiveness low',
      seen: 'Assertiveness low',
      agreement: 'matches',
    });
    expect(result?.frameworks[2]).toMatchObject({
      framework: 'mbti',
      self: 'ISFJ',
      seen: 'F, J',
      agreement: 'matches',
    });
    const blunt = aggregateRatings([answer(), answer(), answer()], PROFILE);
    expect(blunt?.frameworks[1]?.agreement).toBe('differs');
    expect(blunt?.frameworks[2]).toMatchObject({ seen: 'T, J', agreement: 'differs' });
  });

  it('stands alone without a profile', () => {
    const result = aggregateRatings([answer(), answer(), answer()], null);
    expect(result?.frameworks.map((entry) => entry.agreement)).toEqual([
      'unknown',
      'unknown',
      'unknown',
    ]);
    expect(result?.frameworks[0]?.summary).toMatch(/Take the assessment/);
  });
});
