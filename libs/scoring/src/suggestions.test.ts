import { describe, expect, it } from 'vitest';
import type { Profile } from '@styleprint/contracts';
import {
  discContent,
  mbtiContent,
  strengthsContent,
  suggestionsFor,
  themeOf,
  thinkingContent,
} from './index.js';

const profile = (overrides: { [K in keyof Profile]?: Partial<Profile[K]> } = {}): Profile => ({
  mbti: { Type: 'ISFJ', Confidence: 'Tentative: each letter rests on 1 answer', ...overrides.mbti },
  disc: { Primary: 'S', Secondary: 'C', ...overrides.disc },
  emergenetics: {
    Analytical: 0,
    Structural: 3.3,
    Social: 6.7,
    Conceptual: 0,
    Expressiveness: 'Low',
    Assertiveness: 'Medium',
    Flexibility: 'High',
    ...overrides.emergenetics,
  },
  cliftonStrengths: {
    Executing: 1,
    Influencing: 0,
    Relationship: 2,
    Thinking: 0,
    TopDomain: 'Relationship',
    ...overrides.cliftonStrengths,
  },
});

describe('suggestionsFor', () => {
  it('gives one card per framework in the order MBTI, DiSC, Emergenetics, CliftonStrengths', () => {
    const suggestions = suggestionsFor(profile());
    expect(suggestions.map((s) => s.category)).toEqual([
      'mbti',
      'disc',
      'emergenetics',
      'cliftonStrengths',
    ]);
    expect(suggestions[0]).toEqual({ category: 'mbti', ...mbtiContent('ISFJ') });
    expect(suggestions.map((s) => s.trait)).toEqual([
      'ISFJ',
      discContent('S').trait,
      'Social',
      strengthsContent('Relationship').trait,
    ]);
  });

  it('shows each tip theme once across the four cards, and leaves every list at least two tips', () => {
    const suggestions = suggestionsFor(profile());
    const themes = suggestions.flatMap((s) => [...s.strengths, ...s.growth].map(themeOf));
    expect(new Set(themes).size).toBe(themes.length);
    for (const s of suggestions) {
      expect(s.strengths.length).toBeGreaterThanOrEqual(2);
      expect(s.growth.length).toBeGreaterThanOrEqual(2);
    }
    // ISFJ's "say not now" comes first; Steadiness's "say not yet" is the same idea.
    expect(suggestions[1]?.growth).not.toContain('Say "not yet" when you are overloaded');
  });

  it('uses the highest-scoring thinking style, with a behavioural context for the levels', () => {
    const emergenetics = suggestionsFor(profile())[2];
    expect(emergenetics?.trait).toBe('Social');
    expect(emergenetics?.evaluation).toBe(thinkingContent('Social').evaluation);
    const advice = thinkingContent('Social').behaviouralContext;
    const context = emergenetics?.behaviouralContext;
    expect(context?.expressiveness.endsWith(advice.expressiveness)).toBe(true);
    expect(context?.expressiveness).not.toBe(advice.expressiveness);
  });

  it('tells a High level from a Low one in the behavioural context', () => {
    const high = suggestionsFor(profile({ emergenetics: { Expressiveness: 'High' } }))[2]
      ?.behaviouralContext;
    const low = suggestionsFor(profile({ emergenetics: { Expressiveness: 'low' } }))[2]
      ?.behaviouralContext;
    expect(high?.expressiveness).not.toBe(low?.expressiveness);
    expect(high?.assertiveness).toBe(low?.assertiveness);
  });

  it('gives the style advice alone for a behaviour level it does not recognise', () => {
    const context = suggestionsFor(profile({ emergenetics: { Flexibility: 'Sometimes' } }))[2]
      ?.behaviouralContext;
    expect(context?.flexibility).toBe(thinkingContent('Social').behaviouralContext.flexibility);
  });

  it('shows thinking ties as an even split, and four equal scores as no style measured', () => {
    const none = profile({
      emergenetics: { Analytical: 5, Structural: 5, Social: 5, Conceptual: 5 },
    });
    expect(suggestionsFor(none)[2]?.trait).toBe('Behaviour-Led');
    const lateTie = profile({
      emergenetics: { Analytical: 0, Structural: 0, Social: 5, Conceptual: 5 },
    });
    expect(suggestionsFor(lateTie)[2]?.trait).toBe('Social and Conceptual');
  });

  // Ties in Tie and TopTie (decision 0018), and the older form a server may still send.
  const tieForms: [string, Profile['disc'], Partial<Profile['cliftonStrengths']>][] = [
    [
      'Tie and TopTie',
      { Primary: 'I', Secondary: null, Tie: ['I', 'D'] },
      { TopDomain: 'Thinking', TopTie: ['Thinking', 'Executing'] },
    ],
    [
      'the older slash form',
      { Primary: 'D/I', Secondary: null },
      { TopDomain: 'Executing/Thinking' },
    ],
  ];
  it.each(tieForms)(
    'shows an even DiSC split and an even strengths split as splits (%s)',
    (_form, disc, top) => {
      const tied = suggestionsFor(profile({ disc, cliftonStrengths: top }));
      expect(tied[1]?.trait).toBe('Dominance (D) and Influence (I)');
      expect(tied[3]?.trait).toBe('Executing and Strategic Thinking');
    },
  );

  it('writes no level sentence for a behaviour that was not measured', () => {
    const context = suggestionsFor(profile({ emergenetics: { Assertiveness: 'Not measured' } }))[2]
      ?.behaviouralContext;
    expect(context?.assertiveness).toBe(thinkingContent('Social').behaviouralContext.assertiveness);
  });

  it('falls back to the generic texts for an unexpected type, style and domain', () => {
    const odd = suggestionsFor(
      profile({
        mbti: { Type: 'XXXX' },
        disc: { Primary: 'Q' },
        cliftonStrengths: { TopDomain: 'Unknown' },
      }),
    );
    expect(odd[0]).toEqual({ category: 'mbti', ...mbtiContent('XXXX') });
    expect(odd[1]?.trait).toBe('DiSC');
    expect(odd[3]?.trait).toBe('Strengths');
  });

  it('reads a lower-case i primary as Influence', () => {
    expect(suggestionsFor(profile({ disc: { Primary: 'i' } }))[1]?.trait).toBe('Influence');
  });

  it('carries a behavioural context on the Emergenetics card only', () => {
    const withContext = suggestionsFor(profile()).filter((s) => s.behaviouralContext !== undefined);
    expect(withContext.map((s) => s.category)).toEqual(['emergenetics']);
  });
});
