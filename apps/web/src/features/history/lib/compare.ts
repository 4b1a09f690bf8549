/**
 * What changed between two results, in words (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md: "Your DiSC moved from S to C"). Pure, so
 * every sentence is tested without a screen.
 */
import type { Answer, FrameworkId, Profile } from '@styleprint/contracts';
import { THINKING_STYLES } from '@styleprint/contracts';
import {
  answersFromList,
  differentAnswers,
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

/** A result as history compares it: the answers behind it when they were kept. */
export type ComparedResult = Profile & { answers?: readonly Answer[] | undefined };

/**
 * Said after a change that rests on one answer (decision 0019): three or four answers decide each
 * result, so one question answered differently can move it without anything real having changed.
 */
function oneAnswerNote(before: ComparedResult, after: ComparedResult, framework: FrameworkId) {
  if (!before.answers || !after.answers) return '';
  const numbers = differentAnswers(
    answersFromList(before.answers),
    answersFromList(after.answers),
    framework,
  );
  if (numbers?.length === 0)
    return ' Your answers to the 13 questions are the same: follow-up answers decided it.';
  if (numbers?.length !== 1) return '';
  return ` Only your answer to question ${numbers[0]} differs, so this is within what answering one question differently can cause.`;
}

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
export function describeChanges(before: ComparedResult, after: ComparedResult): string[] {
  const results: [FrameworkId, string, (result: ComparedResult) => string][] = [
    ['mbti', 'Your personality type', (result) => result.mbti.Type],
    ['disc', 'Your DiSC', discWords],
    ['emergenetics', 'Your dominant thinking style', (result) => dominantThinkingStyle(result)],
    ['cliftonStrengths', 'Your top strengths domain', topDomainWords],
  ];
  const lines = results.map(([framework, what, read]) => {
    const [from, to] = [read(before), read(after)];
    return moved(what, from, to) + (from === to ? '' : oneAnswerNote(before, after, framework));
  });
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
