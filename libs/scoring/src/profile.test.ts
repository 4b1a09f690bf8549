import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { ProfileSchema, type AssessmentPayload } from '@styleprint/contracts';
import {
  buildPayload,
  deriveProfile,
  dominantThinkingStyle,
  MBTI_CONFIDENCE,
  NO_PREFERENCE_SCORE,
  thinkingScores,
} from './index.js';

const payload = (overrides: Partial<AssessmentPayload> = {}): AssessmentPayload => ({
  mbti: 'INTJ',
  disc: 'CSD',
  emergenetics: {
    analytical: 2,
    structural: 0,
    social: 1,
    conceptual: 0,
    expressiveness: 'high',
    assertiveness: 'medium',
    flexibility: 'low',
  },
  cliftonStrengths: { executing: 1, influencing: 0, relationship: 0, thinking: 2 },
  ...overrides,
});

const emergenetics = (
  counts: [number, number, number, number],
): AssessmentPayload['emergenetics'] => ({
  analytical: counts[0],
  structural: counts[1],
  social: counts[2],
  conceptual: counts[3],
  expressiveness: 'medium',
  assertiveness: 'medium',
  flexibility: 'medium',
});

const strengths = (
  counts: [number, number, number, number],
): AssessmentPayload['cliftonStrengths'] => ({
  executing: counts[0],
  influencing: counts[1],
  relationship: counts[2],
  thinking: counts[3],
});

describe('deriveProfile', () => {
  it('derives a profile that validates against the Profile contract', () => {
    const profile = deriveProfile(payload());
    expect(Value.Check(ProfileSchema, profile)).toBe(true);
  });

  it('keeps the MBTI type and states an honest, indicative confidence', () => {
    const { mbti } = deriveProfile(payload({ mbti: 'ENFP' }));
    expect(mbti).toEqual({ Type: 'ENFP', Confidence: MBTI_CONFIDENCE });
    expect(MBTI_CONFIDENCE).toBe('Indicative (1 answer per axis)');
  });

  it.each([
    ['CSD', 'C', 'S'],
    ['iDS', 'I', 'D'],
    ['DiS', 'D', 'I'],
    ['SCi', 'S', 'C'],
  ])('reads DiSC %s as primary %s, secondary %s (upper case)', (disc, primary, secondary) => {
    expect(deriveProfile(payload({ disc })).disc).toEqual({
      Primary: primary,
      Secondary: secondary,
    });
  });

  it('turns lower-case wire behaviour levels into the profile words', () => {
    const e = deriveProfile(payload()).emergenetics;
    expect([e.Expressiveness, e.Assertiveness, e.Flexibility]).toEqual(['High', 'Medium', 'Low']);
  });
});

describe('thinking scores on 0–10', () => {
  it.each([
    ['one style only', [3, 0, 0, 0], [10, 0, 0, 0]],
    ['two of one, one of another', [2, 0, 1, 0], [6.7, 0, 3.3, 0]],
    ['three different styles', [1, 1, 0, 1], [3.3, 3.3, 0, 3.3]],
    ['even split of two', [0, 1, 0, 1], [0, 5, 0, 5]],
    ['larger hand-made counts', [13, 0, 0, 13], [5, 0, 0, 5]],
    ['no preference: the 5/5/5/5 default', [5, 5, 5, 5], [5, 5, 5, 5]],
    ['no preference: all zero', [0, 0, 0, 0], [5, 5, 5, 5]],
    ['no preference: equal non-zero counts', [2, 2, 2, 2], [5, 5, 5, 5]],
  ] as const)('%s', (_name, counts, expected) => {
    const e = deriveProfile(payload({ emergenetics: emergenetics([...counts]) })).emergenetics;
    expect([e.Analytical, e.Structural, e.Social, e.Conceptual]).toEqual(expected);
  });

  it('puts no preference at the middle of the axis', () => {
    expect(NO_PREFERENCE_SCORE).toBe(5);
    expect(thinkingScores({ Analytical: 0, Structural: 0, Social: 0, Conceptual: 0 }).Social).toBe(
      5,
    );
  });
});

describe('strengths domains on 0–3', () => {
  it.each([
    ['counts within the axis', [1, 0, 0, 2], [1, 0, 0, 2], 'Thinking'],
    ['a clear winner', [3, 0, 0, 0], [3, 0, 0, 0], 'Executing'],
    [
      'ties follow Executing, Influencing, Relationship, Thinking',
      [0, 1, 1, 1],
      [0, 1, 1, 1],
      'Influencing',
    ],
    ['a tie of the last two', [0, 0, 1, 1], [0, 0, 1, 1], 'Relationship'],
    ['all zero is Unknown', [0, 0, 0, 0], [0, 0, 0, 0], 'Unknown'],
    ['clamped to 3, ranked on raw counts', [4, 5, 0, 0], [3, 3, 0, 0], 'Influencing'],
    ['the contract maximum', [13, 13, 13, 13], [3, 3, 3, 3], 'Executing'],
  ] as const)('%s', (_name, counts, expected, top) => {
    const c = deriveProfile(payload({ cliftonStrengths: strengths([...counts]) })).cliftonStrengths;
    expect([c.Executing, c.Influencing, c.Relationship, c.Thinking]).toEqual(expected);
    expect(c.TopDomain).toBe(top);
  });
});

describe('dominantThinkingStyle', () => {
  it.each([
    [[3, 0, 0, 0], 'Analytical'],
    [[0, 1, 0, 2], 'Conceptual'],
    [[0, 1, 1, 0], 'Structural'],
    [[0, 0, 1, 1], 'Social'],
    [[5, 5, 5, 5], 'Analytical'],
  ] as const)('picks the top of %j, ties in style order', (counts, expected) => {
    expect(
      dominantThinkingStyle(deriveProfile(payload({ emergenetics: emergenetics([...counts]) }))),
    ).toBe(expected);
  });
});

describe('the empty assessment end to end', () => {
  it('derives ESTJ, D with I, no thinking preference and an Unknown top domain', () => {
    const profile = deriveProfile(buildPayload({}));
    expect(profile).toEqual({
      mbti: { Type: 'ESTJ', Confidence: MBTI_CONFIDENCE },
      disc: { Primary: 'D', Secondary: 'I' },
      emergenetics: {
        Analytical: 5,
        Structural: 5,
        Social: 5,
        Conceptual: 5,
        Expressiveness: 'Medium',
        Assertiveness: 'Medium',
        Flexibility: 'Medium',
      },
      cliftonStrengths: {
        Executing: 0,
        Influencing: 0,
        Relationship: 0,
        Thinking: 0,
        TopDomain: 'Unknown',
      },
    });
  });
});
