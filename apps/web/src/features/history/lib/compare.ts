/**
 * What changed between two results, in words (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md: "Your DiSC moved from S to C"). Pure, so
 * every sentence is tested without a screen.
 */
import type { Profile } from '@styleprint/contracts';
import { THINKING_STYLES } from '@styleprint/contracts';
import {
  dominantThinkingStyle,
  discStyleOf,
  discTieOf,
  listInWords,
  strengthDomainOf,
  strengthTieOf,
} from '@styleprint/scoring';

const BEHAVIOURS = ['Expressiveness', 'Assertiveness', 'Flexibility'] as const;

const moved = (what: string, before: string, after: string): string =>
  before === after ? `${what} stayed ${after}.` : `${what} moved from ${before} to ${after}.`;

/**
 * A result's DiSC style in words: one style, or "an even split of I, S and C" for a tie
 * (decision 0018: the tie is in Tie, and Primary alone would name only its tie-break winner).
 */
export function discWords(profile: Pick<Profile, 'disc'>): string {
  const tie = discTieOf(profile.disc);
  if (tie) return `an even split of ${listInWords(tie)}`;
  return discStyleOf(profile.disc.Primary) ?? profile.disc.Primary;
}

/** A result's top strengths domain in words, a tie as "an even split of Executing and Thinking". */
export function topDomainWords(profile: Pick<Profile, 'cliftonStrengths'>): string {
  const tie = strengthTieOf(profile.cliftonStrengths);
  if (tie) return `an even split of ${listInWords(tie)}`;
  const { TopDomain } = profile.cliftonStrengths;
  return strengthDomainOf(TopDomain) ?? TopDomain;
}

/** Sentences, most telling first: type, DiSC, thinking style, strengths, then behaviours. */
export function describeChanges(before: Profile, after: Profile): string[] {
  const lines = [
    moved('Your personality type', before.mbti.Type, after.mbti.Type),
    moved('Your DiSC', discWords(before), discWords(after)),
    moved(
      'Your dominant thinking style',
      dominantThinkingStyle(before),
      dominantThinkingStyle(after),
    ),
    moved('Your top strengths domain', topDomainWords(before), topDomainWords(after)),
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
