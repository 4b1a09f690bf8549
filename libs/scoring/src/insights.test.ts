import { describe, expect, it } from 'vitest';
import type { Profile } from '@styleprint/contracts';
import { keyInsights } from './index.js';

const profile = (type: string, primary: string, topDomain: string): Profile => ({
  mbti: { Type: type, Confidence: 'Indicative (1 answer per axis)' },
  disc: { Primary: primary, Secondary: null },
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
    TopDomain: topDomain,
  },
});

describe('keyInsights (docs/product.md#s2)', () => {
  it.each([
    ['ENFP', /energy and enthusiasm/],
    ['ESTJ', /energy and enthusiasm/],
    ['estp', /energy and enthusiasm/],
    ['INTJ', /thoughtful analysis/],
    ['ISFP', /thoughtful analysis/],
    ['XXXX', /thoughtful analysis/],
  ])('reads %s as %s', (type, expected) => {
    expect(keyInsights(profile(type, 'D', 'Executing')).strengths[0]).toMatch(expected);
  });

  it('depends on the DiSC primary: D, I, S, and otherwise C', () => {
    const line = (primary: string) =>
      keyInsights(profile('INTJ', primary, 'Executing')).strengths[1];
    const [d, i, s, c] = ['D', 'I', 'S', 'C'].map(line);
    expect(new Set([d, i, s, c]).size).toBe(4);
    expect(line('i')).toBe(i);
    for (const other of ['X', '', 'Dominance']) expect(line(other)).toBe(c);
    const growth = (primary: string) =>
      keyInsights(profile('INTJ', primary, 'Executing')).growthAreas[1];
    expect(new Set(['D', 'I', 'S', 'C'].map(growth)).size).toBe(4);
  });

  it('depends on the top domain, one line each for strengths and growth', () => {
    const forDomain = (domain: string) => keyInsights(profile('INTJ', 'D', domain));
    const lines = ['Executing', 'Influencing', 'Relationship', 'Thinking'].map(forDomain);
    for (const insights of lines) {
      expect(insights.strengths).toHaveLength(3);
      expect(insights.growthAreas).toHaveLength(3);
    }
    expect(new Set(lines.map((l) => l.strengths[2])).size).toBe(4);
    expect(new Set(lines.map((l) => l.growthAreas[2])).size).toBe(4);
  });

  it('says nothing about a domain when the top domain is Unknown', () => {
    const insights = keyInsights(profile('ENFP', 'S', 'Unknown'));
    expect(insights.strengths).toHaveLength(2);
    expect(insights.growthAreas).toHaveLength(2);
  });

  it('pairs every strength with a growth area that differs from it', () => {
    const insights = keyInsights(profile('ENTJ', 'C', 'Thinking'));
    insights.strengths.forEach((strength, n) => expect(insights.growthAreas[n]).not.toBe(strength));
  });
});
