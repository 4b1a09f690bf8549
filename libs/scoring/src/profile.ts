import {
  LIMITS,
  STRENGTH_DOMAINS,
  THINKING_STYLES,
  UNKNOWN_DOMAIN,
  type AssessmentPayload,
  type BehaviourLevel,
  type DiscStyle,
  type Profile,
  type ProfileBehaviourLevel,
  type StrengthDomain,
  type ThinkingStyle,
} from '@styleprint/contracts';
import { rankByCount } from './ranking.js';

/**
 * What the MBTI confidence says. The assessment asks one question per axis, so it cannot measure
 * how clear a preference is (that needs several items per axis); every type it reports is a
 * starting point to check against experience, and the wording says so.
 */
export const MBTI_CONFIDENCE = 'Indicative (1 answer per axis)';

/** Thinking score of every style when the counts show no preference (all equal, e.g. 5/5/5/5). */
export const NO_PREFERENCE_SCORE = LIMITS.thinkingAxisMax / 2;

const PROFILE_LEVEL: Record<BehaviourLevel, ProfileBehaviourLevel> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

const roundToTenth = (value: number): number => Math.round(value * 10) / 10;

/**
 * Thinking scores on 0–10: each style's share of the thinking answers, times 10, to one decimal.
 * Equal counts (all zero, or the 5/5/5/5 default) mean no preference: 5 each, the axis midpoint.
 */
export function thinkingScores(
  counts: Record<ThinkingStyle, number>,
): Record<ThinkingStyle, number> {
  const values = THINKING_STYLES.map((style) => counts[style]);
  const total = values.reduce((sum, count) => sum + count, 0);
  const noPreference = values.every((count) => count === values[0]);
  const score = (style: ThinkingStyle): number =>
    noPreference
      ? NO_PREFERENCE_SCORE
      : roundToTenth((LIMITS.thinkingAxisMax * counts[style]) / total);
  return {
    Analytical: score('Analytical'),
    Structural: score('Structural'),
    Social: score('Social'),
    Conceptual: score('Conceptual'),
  };
}

/** Profile DiSC styles are upper case; the payload writes influence as `i` by DiSC convention. */
const discStyle = (letter: string): DiscStyle => letter.toUpperCase() as DiscStyle;

/** The profile the server derives from a payload (rules in docs/decisions/0010-scoring-rules.md). */
export function deriveProfile(payload: AssessmentPayload): Profile {
  // A valid payload always has three letters; the default only satisfies the type checker.
  const [primary = 'D', secondary] = [...payload.disc];
  const e = payload.emergenetics;
  const thinking = thinkingScores({
    Analytical: e.analytical,
    Structural: e.structural,
    Social: e.social,
    Conceptual: e.conceptual,
  });

  const c = payload.cliftonStrengths;
  const domainCounts: Record<StrengthDomain, number> = {
    Executing: c.executing,
    Influencing: c.influencing,
    Relationship: c.relationship,
    Thinking: c.thinking,
  };
  // Rank on the raw counts: clamping to the axis must not turn a clear winner into a tie.
  const [top] = rankByCount(STRENGTH_DOMAINS, (domain) => domainCounts[domain]);
  const anyStrength = STRENGTH_DOMAINS.some((domain) => domainCounts[domain] > 0);
  const onAxis = (count: number): number => Math.min(Math.max(count, 0), LIMITS.domainAxisMax);

  return {
    mbti: { Type: payload.mbti, Confidence: MBTI_CONFIDENCE },
    disc: {
      Primary: discStyle(primary),
      Secondary: secondary === undefined ? null : discStyle(secondary),
    },
    emergenetics: {
      ...thinking,
      Expressiveness: PROFILE_LEVEL[e.expressiveness],
      Assertiveness: PROFILE_LEVEL[e.assertiveness],
      Flexibility: PROFILE_LEVEL[e.flexibility],
    },
    cliftonStrengths: {
      Executing: onAxis(c.executing),
      Influencing: onAxis(c.influencing),
      Relationship: onAxis(c.relationship),
      Thinking: onAxis(c.thinking),
      TopDomain: anyStrength && top !== undefined ? top : UNKNOWN_DOMAIN,
    },
  };
}
