import {
  MBTI_PATTERN,
  profileWithTies,
  THINKING_STYLES,
  type DiscStyle,
  type Profile,
  type StrengthDomain,
  type ThinkingStyle,
} from '@styleprint/contracts';
import {
  discStyleOf,
  discTieOf,
  listInWords,
  rankByCount,
  strengthDomainOf,
  strengthTieOf,
} from '@styleprint/scoring';

/** The user's four frameworks as the coach reads them. */
export interface UserLens {
  /**
   * The DiSC style advice is drawn from: the primary, or on an even split the tie-break winner
   * (the earliest answer). Never name it alone as the user's style when `discTie` is set.
   */
  disc: DiscStyle;
  discSecondary: DiscStyle | null;
  /** The tied styles, in D, I, S, C order, when the answers split evenly; else null. */
  discTie: DiscStyle[] | null;
  /** The four letters, upper case, or null when the type is not a valid four-letter type. */
  mbti: string | null;
  /** Thinking styles from strongest to weakest (ties in the order Analytical, Structural, Social, Conceptual). */
  thinking: ThinkingStyle[];
  thinkingScores: Record<ThinkingStyle, number>;
  /** The thinking styles level at the top (two or more, in `thinking` order), else null. */
  thinkingTie: ThinkingStyle[] | null;
  expressiveness: string;
  assertiveness: string;
  flexibility: string;
  /** The top domain (on a tie, the tie-break winner), or null when none is known. */
  strength: StrengthDomain | null;
  /** The tied top domains, in list order, when the strengths answers split evenly; else null. */
  strengthTie: StrengthDomain[] | null;
}

const MBTI_TYPE = new RegExp(MBTI_PATTERN);

/**
 * Reads a profile into the coach's terms. Thinking styles are ranked by libs/scoring's one
 * tie-break rule, so the coach's first style is always the profile's `dominantThinkingStyle`
 * (the coach needs the full order, not only the top one, hence `rankByCount`).
 */
export function readProfile(sent: Profile): UserLens {
  // Ties in Tie and TopTie (decision 0018), whichever form the client sent them in.
  const profile = profileWithTies(sent);
  const e = profile.emergenetics;
  const thinkingScores: Record<ThinkingStyle, number> = {
    Analytical: e.Analytical,
    Structural: e.Structural,
    Social: e.Social,
    Conceptual: e.Conceptual,
  };
  const thinking = rankByCount(THINKING_STYLES, (style) => thinkingScores[style]);
  const top = thinkingScores[thinking[0] ?? 'Analytical'];
  const levelAtTop = thinking.filter((style) => thinkingScores[style] === top);
  const type = profile.mbti.Type.trim().toUpperCase();
  return {
    disc: discStyleOf(profile.disc.Primary) ?? 'S',
    discSecondary: discStyleOf(profile.disc.Secondary),
    discTie: discTieOf(profile.disc),
    mbti: MBTI_TYPE.test(type) ? type : null,
    thinking,
    thinkingScores,
    thinkingTie: levelAtTop.length > 1 ? levelAtTop : null,
    expressiveness: e.Expressiveness,
    assertiveness: e.Assertiveness,
    flexibility: e.Flexibility,
    strength: strengthDomainOf(profile.cliftonStrengths.TopDomain),
    strengthTie: strengthTieOf(profile.cliftonStrengths),
  };
}

/** "DiSC C", or for an even split "an even DiSC split of I, S and C": never one style for a tie. */
export function discInWords(lens: UserLens): string {
  return lens.discTie ? `an even DiSC split of ${listInWords(lens.discTie)}` : `DiSC ${lens.disc}`;
}

/**
 * The start of a sentence about the user's DiSC style: "As DiSC C," or, for an even split,
 * "With your DiSC answers split evenly between I, S and C (no single style), on the C side,"
 * so advice drawn from one style is said to be one side of the split.
 */
export function asDiscStyle(lens: UserLens): string {
  return lens.discTie
    ? `With your DiSC answers split evenly between ${listInWords(lens.discTie)} (no single style), on the ${lens.disc} side,`
    : `As DiSC ${lens.disc},`;
}

/** "Strategic Thinking", or for a tie "an even split of Executing, Influencing and Strategic Thinking". */
export function strengthInWords(lens: UserLens, words: Record<string, string>): string | null {
  if (lens.strengthTie) {
    return `an even split of ${listInWords(lens.strengthTie.map((d) => words[d] ?? d))}`;
  }
  return lens.strength ? (words[lens.strength] ?? lens.strength) : null;
}

/** One letter of the type: axis 0 is E/I, 1 S/N, 2 T/F, 3 J/P. */
export function mbtiLetter(lens: UserLens, axis: 0 | 1 | 2 | 3): string | null {
  return lens.mbti?.charAt(axis) ?? null;
}
