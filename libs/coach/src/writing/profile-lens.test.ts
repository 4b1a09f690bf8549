import type { Profile } from '@styleprint/contracts';
import { dominantThinkingStyle } from '@styleprint/scoring';
import { describe, expect, it } from 'vitest';
import { readProfile } from './profile-lens.js';

const withThinking = ([
  Analytical,
  Structural,
  Social,
  Conceptual,
]: readonly number[]): Profile => ({
  mbti: { Type: 'INTJ', Confidence: 'Clear' },
  disc: { Primary: 'D', Secondary: null },
  emergenetics: {
    Analytical: Analytical ?? 0,
    Structural: Structural ?? 0,
    Social: Social ?? 0,
    Conceptual: Conceptual ?? 0,
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

describe('readProfile: thinking styles', () => {
  it.each([
    [
      [9, 6, 2, 5],
      ['Analytical', 'Structural', 'Conceptual', 'Social'],
    ],
    [
      [0, 3.3, 6.7, 0],
      ['Social', 'Structural', 'Analytical', 'Conceptual'],
    ],
    [
      [5, 5, 5, 5],
      ['Analytical', 'Structural', 'Social', 'Conceptual'],
    ],
    [
      [0, 4, 4, 7],
      ['Conceptual', 'Structural', 'Social', 'Analytical'],
    ],
  ] as const)('ranks %j as %j, led by the dominant style of libs/scoring', (scores, order) => {
    const profile = withThinking(scores);
    const lens = readProfile(profile);
    expect(lens.thinking).toEqual(order);
    expect(lens.thinking[0]).toBe(dominantThinkingStyle(profile));
  });
});
