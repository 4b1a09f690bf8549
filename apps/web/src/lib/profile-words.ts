import type { Profile } from '@styleprint/contracts';
import {
  NOT_MEASURED,
  STRENGTH_DOMAIN_LABELS,
  discTieOf,
  listInWords,
  strengthDomainOf,
  strengthTieOf,
  thinkingLeaders,
} from '@styleprint/scoring';

/*
 * One-line readings of a profile for the compact summaries (coach, dashboard). A tie reads as a
 * tie ("Even split: I, S and C"), never as its first style, and in words rather than "I/S/C", so
 * it reads aloud naturally and wraps at a narrow width.
 */
const evenSplit = (names: readonly string[]) => `Even split: ${listInWords(names)}`;

/** DiSC: "Even split: I, S and C" for a tie, else Primary, with "/Secondary" when there is one. */
export function discInWords(profile: Profile): string {
  const tie = discTieOf(profile.disc);
  if (tie) return evenSplit(tie);
  const { Primary, Secondary } = profile.disc;
  return Secondary ? `${Primary}/${Secondary}` : Primary;
}

/** Thinking: the leading style, "Even split: …" for two or three, "Not measured" for none. */
export function thinkingInWords(profile: Profile): string {
  const leaders = thinkingLeaders(profile);
  if (leaders.length === 0) return NOT_MEASURED;
  return leaders.length === 1 ? (leaders[0] ?? '') : evenSplit(leaders);
}

/** Strengths: the top domain's label, "Even split: …" for a tie, else the text as sent. */
export function strengthsInWords(profile: Profile): string {
  const topDomain = profile.cliftonStrengths.TopDomain;
  const tie = strengthTieOf(profile.cliftonStrengths);
  if (tie) return evenSplit(tie.map((domain) => STRENGTH_DOMAIN_LABELS[domain]));
  const domain = strengthDomainOf(topDomain);
  return domain ? STRENGTH_DOMAIN_LABELS[domain] : topDomain;
}
