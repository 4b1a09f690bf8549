import {
  MBTI_PATTERN,
  THINKING_STYLES,
  type DiscStyle,
  type Profile,
  type StrengthDomain,
  type ThinkingStyle,
} from '@styleprint/contracts';
import { discStyleOf, rankByCount, strengthDomainOf } from '@styleprint/scoring';

/** The user's four frameworks as the coach reads them. */
export interface UserLens {
  disc: DiscStyle;
  discSecondary: DiscStyle | null;
  /** The four letters, upper case, or null when the type is not a valid four-letter type. */
  mbti: string | null;
  /** Thinking styles from strongest to weakest (ties in the order Analytical, Structural, Social, Conceptual). */
  thinking: ThinkingStyle[];
  thinkingScores: Record<ThinkingStyle, number>;
  expressiveness: string;
  assertiveness: string;
  flexibility: string;
  strength: StrengthDomain | null;
}

const MBTI_TYPE = new RegExp(MBTI_PATTERN);

/**
 * Reads a profile into the coach's terms. Thinking styles are ranked by libs/scoring's one
 * tie-break rule, so the coach's first style is always the profile's `dominantThinkingStyle`
 * (the coach needs the full order, not only the top one, hence `rankByCount`).
 */
export function readProfile(profile: Profile): UserLens {
  const e = profile.emergenetics;
  const thinkingScores: Record<ThinkingStyle, number> = {
    Analytical: e.Analytical,
    Structural: e.Structural,
    Social: e.Social,
    Conceptual: e.Conceptual,
  };
  const thinking = rankByCount(THINKING_STYLES, (style) => thinkingScores[style]);
  const type = profile.mbti.Type.trim().toUpperCase();
  return {
    disc: discStyleOf(profile.disc.Primary) ?? 'S',
    discSecondary: discStyleOf(profile.disc.Secondary),
    mbti: MBTI_TYPE.test(type) ? type : null,
    thinking,
    thinkingScores,
    expressiveness: e.Expressiveness,
    assertiveness: e.Assertiveness,
    flexibility: e.Flexibility,
    strength: strengthDomainOf(profile.cliftonStrengths.TopDomain),
  };
}

/** One letter of the type: axis 0 is E/I, 1 S/N, 2 T/F, 3 J/P. */
export function mbtiLetter(lens: UserLens, axis: 0 | 1 | 2 | 3): string | null {
  return lens.mbti?.charAt(axis) ?? null;
}
