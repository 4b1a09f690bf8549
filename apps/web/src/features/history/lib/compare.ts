/**
 * What changed between two results, in words (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md: "Your DiSC moved from S to C"). Pure, so
 * every sentence is tested without a screen.
 */
import type { Profile } from '@styleprint/contracts';
import { THINKING_STYLES } from '@styleprint/contracts';
import { dominantThinkingStyle, discStyleOf, strengthDomainOf } from '@styleprint/scoring';

const BEHAVIOURS = ['Expressiveness', 'Assertiveness', 'Flexibility'] as const;

const moved = (what: string, before: string, after: string): string =>
  before === after ? `${what} stayed ${after}.` : `${what} moved from ${before} to ${after}.`;

const domainName = (topDomain: string): string => strengthDomainOf(topDomain) ?? topDomain;

/** Sentences, most telling first: type, DiSC, thinking style, strengths, then behaviours. */
export function describeChanges(before: Profile, after: Profile): string[] {
  const lines = [
    moved('Your personality type', before.mbti.Type, after.mbti.Type),
    moved(
      'Your DiSC',
      discStyleOf(before.disc.Primary) ?? before.disc.Primary,
      discStyleOf(after.disc.Primary) ?? after.disc.Primary,
    ),
    moved(
      'Your dominant thinking style',
      dominantThinkingStyle(before),
      dominantThinkingStyle(after),
    ),
    moved(
      'Your top strengths domain',
      domainName(before.cliftonStrengths.TopDomain),
      domainName(after.cliftonStrengths.TopDomain),
    ),
  ];
  for (const behaviour of BEHAVIOURS) {
    const from = before.emergenetics[behaviour];
    const to = after.emergenetics[behaviour];
    if (from !== to) lines.push(`Your ${behaviour.toLowerCase()} went from ${from} to ${to}.`);
  }
  const scoreChanges = THINKING_STYLES.filter(
    (style) => before.emergenetics[style] !== after.emergenetics[style],
  ).map((style) => `${style} ${before.emergenetics[style]} → ${after.emergenetics[style]}`);
  if (scoreChanges.length > 0) lines.push(`Thinking scores: ${scoreChanges.join(', ')}.`);
  return lines;
}
