import {
  MBTI_PATTERN,
  profileWithTies,
  THINKING_STYLES,
  type Profile,
  type TraitValues,
} from '@styleprint/contracts';
import {
  discStyleOf,
  discTieOf,
  rankByCount,
  strengthDomainOf,
  strengthTieOf,
} from '@styleprint/scoring';

const MBTI_TYPE = new RegExp(MBTI_PATTERN);

/**
 * The user's side of a pair guide or team map, from their latest profile: each framework's value,
 * or null ("not sure") where the profile has none (no thinking score above zero, an unknown
 * strengths domain, an even DiSC or strengths split, an MBTI type with an unanswered axis). Thinking ties follow libs/scoring.
 */
export function traitsOfProfile(sent: Profile): TraitValues {
  // An even split is no one style or domain: "not sure", never the tie-break winner (decision 0018).
  const profile = profileWithTies(sent);
  const e = profile.emergenetics;
  const scores = {
    Analytical: e.Analytical,
    Structural: e.Structural,
    Social: e.Social,
    Conceptual: e.Conceptual,
  };
  const [top, second] = rankByCount(THINKING_STYLES, (style) => scores[style]);
  // Level at the top is a tie: "not sure", as for DiSC and strengths, not the list-order winner.
  const tied = top !== undefined && second !== undefined && scores[top] === scores[second];
  const type = profile.mbti.Type.trim().toUpperCase();
  return {
    disc: discTieOf(profile.disc) ? null : discStyleOf(profile.disc.Primary),
    mbti: MBTI_TYPE.test(type) ? type : null,
    thinking: top !== undefined && !tied && scores[top] > 0 ? top : null,
    strength: strengthTieOf(profile.cliftonStrengths)
      ? null
      : strengthDomainOf(profile.cliftonStrengths.TopDomain),
  };
}

/** The values a person's traits stand at (hand choice or read), for guides and maps. */
export function traitValues(traits: {
  [K in keyof TraitValues]: { value: TraitValues[K] };
}): TraitValues {
  return {
    disc: traits.disc.value,
    mbti: traits.mbti.value,
    thinking: traits.thinking.value,
    strength: traits.strength.value,
  };
}
