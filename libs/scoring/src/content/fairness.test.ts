import { describe, expect, it } from 'vitest';
import {
  DISC_LETTERS,
  STRENGTH_VALUES,
  THINKING_MODEL_VALUES,
  type Profile,
} from '@styleprint/contracts';
import {
  buildPayload,
  deriveProfile,
  discContent,
  discTieOf,
  strengthTieOf,
  keyInsights,
  MBTI_TYPES_WITH_CONTENT,
  mbtiContent,
  strengthsContent,
  suggestionsFor,
  frameworkContent,
  withoutRepeatedThemes,
  themeOf,
  thinkingContent,
  type TraitContent,
} from '../index.js';
import { answersFrom, BEHAVIOUR_MODEL, STRENGTHS, THINKING } from '../../test/answering.js';

/** Every result a framework's answer patterns can produce (ties and "none measured" included). */
function resultsOf(
  ids: readonly string[],
  values: readonly string[],
  pick: (p: Profile) => unknown,
) {
  const seen = new Map<string, Profile>();
  const walk = (n: number, chosen: [string, string][]) => {
    if (n === ids.length) {
      const profile = deriveProfile(buildPayload(answersFrom(chosen)));
      seen.set(JSON.stringify(pick(profile)), profile);
      return;
    }
    for (const value of values) walk(n + 1, [...chosen, [ids[n] ?? '', value]]);
  };
  walk(0, []);
  return [...seen.values()];
}

const discResults = resultsOf(
  BEHAVIOUR_MODEL,
  DISC_LETTERS,
  (p) => discTieOf(p.disc) ?? p.disc.Primary,
);
const thinkingResults = resultsOf(THINKING, THINKING_MODEL_VALUES, (p) => [
  p.emergenetics.Analytical,
  p.emergenetics.Structural,
  p.emergenetics.Social,
  p.emergenetics.Conceptual,
]);
const strengthResults = resultsOf(
  STRENGTHS,
  STRENGTH_VALUES,
  (p) => strengthTieOf(p.cliftonStrengths) ?? p.cliftonStrengths.TopDomain,
);

describe('texts that respect the reader (docs/decisions/0014-ties-uncertainty-and-measured-facts.md)', () => {
  it('never repeats a tip theme across the cards one profile shows, and never empties a list', () => {
    // The cards a profile can show, per framework; every combination is a profile someone can get.
    const mbti = MBTI_TYPES_WITH_CONTENT.map(mbtiContent);
    const disc = discResults.map((p) => frameworkContent('disc', p));
    const thinking = thinkingResults.map((p) => frameworkContent('emergenetics', p));
    const strengths = strengthResults.map((p) => frameworkContent('cliftonStrengths', p));
    let profiles = 0;
    for (const a of mbti)
      for (const b of disc)
        for (const c of thinking)
          for (const d of strengths) {
            const cards = withoutRepeatedThemes([a, b, c, d]);
            const themes = cards.flatMap((card) =>
              [...card.strengths, ...card.growth].map(themeOf),
            );
            if (new Set(themes).size !== themes.length)
              expect(themes).toEqual([...new Set(themes)]);
            for (const card of cards) {
              if (card.strengths.length < 2 || card.growth.length < 2) {
                expect([a.trait, b.trait, c.trait, d.trait, card]).toBe(
                  'at least two tips per list',
                );
              }
            }
            profiles += 1;
          }
    // 16 types × (4 styles + 4 three-way splits) × thinking results × (4 domains + 4 splits).
    expect(profiles).toBe(16 * 8 * thinkingResults.length * 8);
  });

  const allContent: TraitContent[] = [
    ...MBTI_TYPES_WITH_CONTENT.map(mbtiContent),
    mbtiContent('XXXX'),
    ...['D', 'I', 'S', 'C', 'X'].map(discContent),
    ...(['Analytical', 'Structural', 'Social', 'Conceptual'] as const).map(thinkingContent),
    ...['Executing', 'Influencing', 'Relationship', 'Thinking', 'Unknown'].map(strengthsContent),
    ...suggestionsFor(discResults[0] ?? deriveProfile(buildPayload({}))),
    ...[...discResults, ...thinkingResults, ...strengthResults].flatMap(suggestionsFor),
  ];

  it('hedges every superpower: a tendency, never an absolute', () => {
    const absolute = /\b(always|never|every|everyone|nobody|anyone|gets done|truly)\b/i;
    const hedge = /\b(often|usually|tend|can|may|likely)\b/i;
    for (const { superpower } of allContent) {
      expect(superpower).not.toMatch(absolute);
      expect(superpower, superpower).toMatch(hedge);
    }
  });

  it('writes no absolute claim in an evaluation', () => {
    for (const { evaluation } of allContent)
      expect(evaluation).not.toMatch(/\b(always|never|everyone|nobody|every time)\b/i);
  });

  it('keeps person agreement: strengths describe (third person, no "you"), growth tips address you', () => {
    for (const { strengths, growth } of allContent) {
      for (const item of strengths) {
        expect(item, item).not.toMatch(/\b(you|your|yourself)\b/i);
        // Number agreement: a third-person singular verb or "Can …" starts every strength.
        expect(item, item).toMatch(/^(\w+s|Can)\b/);
      }
      for (const item of growth) {
        // Imperatives: "Ask", "Address", "Focus" — never "Asks".
        const first = item.split(' ')[0] ?? '';
        expect(/s$/.test(first) && !/(ss|us)$/.test(first), item).toBe(false);
      }
    }
  });

  it('names the strengths domains in full and never calls a thinking style "Thinking"', () => {
    const texts = allContent.flatMap((c) => [c.trait, c.evaluation, c.superpower]);
    for (const text of texts) expect(text).not.toMatch(/\b(?<!Strategic )Thinking\b(?! style)/);
    for (const p of [...discResults, ...strengthResults]) {
      const lines = [...keyInsights(p).strengths, ...keyInsights(p).growthAreas];
      for (const line of lines) expect(line).not.toMatch(/\bThinking\b/);
    }
  });
});
