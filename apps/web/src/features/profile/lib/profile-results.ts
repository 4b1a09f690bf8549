import type { Answer, FrameworkId, Profile } from '@styleprint/contracts';
import {
  answersFromList,
  discTieOf,
  DISC_STYLE_NAMES,
  explainResult,
  listInWords,
  strengthDomainOf,
  strengthTieOf,
  STRENGTH_DOMAIN_LABELS,
  thinkingLeaders,
  thinkingOutcome,
  type ResultExplanation,
} from '@styleprint/scoring';
import { PROFILE_TEXT } from '../texts';

/** What a summary card shows for one framework: its value and the line under it. */
export interface SummaryValue {
  value: string;
  detail: string;
}

const text = PROFILE_TEXT.summary;

export function discSummary(profile: Profile): SummaryValue {
  const tie = discTieOf(profile.disc);
  if (tie) {
    return {
      value: text.evenSplit,
      detail: listInWords(tie.map((s) => `${s} (${DISC_STYLE_NAMES[s]})`)),
    };
  }
  const secondary = profile.disc.Secondary;
  return {
    value: profile.disc.Primary,
    detail: secondary ? `${text.secondary}: ${secondary}` : text.noSecondary,
  };
}

export function thinkingSummary(profile: Profile): SummaryValue {
  const leaders = thinkingLeaders(profile);
  if (leaders.length === 0) return { value: text.notMeasured, detail: text.noThinkingStyle };
  if (leaders.length > 1) return { value: text.evenSplit, detail: listInWords(leaders) };
  return { value: leaders[0] ?? '', detail: text.emergeneticsNote };
}

export function strengthsSummary(profile: Profile): SummaryValue {
  const topDomain = profile.cliftonStrengths.TopDomain;
  const tie = strengthTieOf(profile.cliftonStrengths);
  if (tie) {
    return {
      value: text.evenSplit,
      detail: listInWords(tie.map((d) => STRENGTH_DOMAIN_LABELS[d])),
    };
  }
  const domain = strengthDomainOf(topDomain);
  return domain
    ? { value: STRENGTH_DOMAIN_LABELS[domain], detail: text.strengthsNote }
    : { value: topDomain, detail: text.unknownDomain };
}

/** Each framework's explanation from the stored answers, or null without answers. */
export function explanationsOf(
  answers: readonly Answer[] | null,
): Record<FrameworkId, ResultExplanation | null> | null {
  if (answers === null) return null;
  const given = answersFromList(answers);
  return {
    emergenetics: explainResult('emergenetics', given),
    mbti: explainResult('mbti', given),
    disc: explainResult('disc', given),
    cliftonStrengths: explainResult('cliftonStrengths', given),
  };
}

/** Thinking answers per style, for the radar's brackets; null without answers. */
export function thinkingCounts(answers: readonly Answer[] | null) {
  return answers === null ? null : thinkingOutcome(answersFromList(answers)).counts;
}
