import type { DiscStyle, FrameworkId, StrengthDomain } from '@styleprint/contracts';

/**
 * One name per thing, everywhere (decision 0015). Framework names are trademarks of their owners,
 * so where the product uses one as a label for its own questions it says "-style".
 */
export const FRAMEWORK_STYLE_LABELS: Record<FrameworkId, string> = {
  mbti: 'MBTI-style',
  disc: 'DiSC-style',
  emergenetics: 'Emergenetics-style',
  cliftonStrengths: 'CliftonStrengths-style',
};

/** The strengths domains by their full names, never the bare "Thinking" of the wire shape. */
export const STRENGTH_DOMAIN_LABELS: Record<StrengthDomain, string> = {
  Executing: 'Executing',
  Influencing: 'Influencing',
  Relationship: 'Relationship Building',
  Thinking: 'Strategic Thinking',
};

export const DISC_STYLE_NAMES: Record<DiscStyle, string> = {
  D: 'Dominance',
  I: 'Influence',
  S: 'Steadiness',
  C: 'Conscientiousness',
};

/** "A", "A and B", "A, B and C". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/**
 * The independence notice (decision 0016): shown on the quiz, profile, suggestions and coach
 * screens and in the signed-in footer. Defined once here.
 */
export const INDEPENDENCE_NOTICE =
  'Styleprint is an independent self-reflection tool. It is not the MBTI®, DiSC®, Emergenetics® or CliftonStrengths® instrument, and is not affiliated with or endorsed by their owners. Do not use its results for hiring, promotion or clinical decisions.';
