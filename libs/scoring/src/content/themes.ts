import type { TraitContent } from './types.js';

/**
 * Themes that several cards' tips share. Each card's advice was written alone, so "share your
 * thinking before it is finished" appears under many types and styles; a person shown four cards
 * should read each idea once. A tip belongs to the first theme whose pattern it matches; a tip
 * with no theme is its own theme. Patterns are plain alternations (no nested quantifiers).
 */
export const TIP_THEMES: ReadonlyArray<{ id: string; pattern: RegExp }> = [
  {
    id: 'share-early',
    pattern:
      /before (?:it is|it's|your plan is) (?:finished|complete|perfect)|while they are still forming|share your plan early|as a draft|invite input before|even unfinished/i,
  },
  {
    id: 'conclusion-first',
    pattern:
      /lead with (?:your|a) (?:conclusion|recommendation)|start with the headline|offer one recommendation|headline first/i,
  },
  {
    id: 'next-steps',
    pattern:
      /next steps|next actions|who does what next|with owners|first (?:concrete|practical) step/i,
  },
  { id: 'written-follow-up', pattern: /in writing|written summary/i },
  {
    id: 'evidence-for-sceptics',
    pattern:
      /fact or two|with evidence for|with data when|backed by evidence|evidence before they agree/i,
  },
  {
    id: 'own-view',
    pattern:
      /state your own (?:view|position)|share your opinion|say what you think|voice (?:concerns|disagreement)|speak up while/i,
  },
  {
    id: 'say-no',
    pattern:
      /say "(?:no|not now|not yet)"|protect your time|carrying every problem|carry everyone/i,
  },
  {
    id: 'feelings-first',
    pattern: /acknowledge how people feel|ask how people feel|how people feel before/i,
  },
  {
    id: 'make-space',
    pattern: /quieter colleagues|give others space|leave space|let people finish/i,
  },
  { id: 'direct-feedback', pattern: /direct feedback|honest, direct feedback|instead of hinting/i },
  { id: 'explain-why', pattern: /explain (?:the|why|the reasoning)|reason behind/i },
  {
    id: 'bring-people-along',
    pattern: /bring people along|before charging ahead|involved before you start/i,
  },
  { id: 'decision-point', pattern: /decision point|more than more ideas|action more than/i },
  {
    id: 'recognise-others',
    pattern:
      /credit (?:others'|other people's)|recognise people's|acknowledge others' effort|say out loud what you appreciate/i,
  },
];

const known = new Map<string, string>();

/** The theme of a tip: a shared theme's id, or the tip itself when it has none. */
export function themeOf(tip: string): string {
  let theme = known.get(tip);
  if (theme === undefined) {
    theme = TIP_THEMES.find((t) => t.pattern.test(tip))?.id ?? tip.trim().toLowerCase();
    known.set(tip, theme);
  }
  return theme;
}

/**
 * Cards in display order with every theme shown once: a tip whose theme an earlier tip (on this
 * card or an earlier one) already showed is left out. `seen` carries themes shown elsewhere
 * (for example on result cards the quiz showed before this one).
 */
export function withoutRepeatedThemes<T extends TraitContent>(
  cards: readonly T[],
  seen: Set<string> = new Set(),
): T[] {
  const keep = (tips: readonly string[]): string[] =>
    tips.filter((tip) => {
      const theme = themeOf(tip);
      if (seen.has(theme)) return false;
      seen.add(theme);
      return true;
    });
  return cards.map((card) => ({
    ...card,
    strengths: keep(card.strengths),
    growth: keep(card.growth),
  }));
}
