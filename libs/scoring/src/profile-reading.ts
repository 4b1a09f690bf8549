import {
  DISC_STYLES,
  STRENGTH_DOMAINS,
  discStyleNamed,
  discTieIn,
  PROFILE_BEHAVIOUR_LEVELS,
  THINKING_STYLES,
  strengthDomainNamed,
  strengthTieIn,
  type DiscResult,
  type DiscStyle,
  type Profile,
  type StrengthsResult,
  type ProfileBehaviourLevel,
  type StrengthDomain,
  type ThinkingStyle,
} from '@styleprint/contracts';
import { topByCount } from './ranking.js';

/*
 * Readers of a Profile as any server may send it. The request contract keeps Primary, TopDomain
 * and the behaviour levels as free strings (other servers, older clients, other readings), so
 * these name what the content and insights can rely on and return null for anything else. The
 * readings of names and ties live in libs/contracts beside the shape (`parseProfile` uses them).
 */

/** The highest-scoring thinking style (ties broken in the order Analytical, Structural, Social, Conceptual). */
export function dominantThinkingStyle(profile: Profile): ThinkingStyle {
  return topByCount(THINKING_STYLES, (style) => profile.emergenetics[style]);
}

/** The DiSC style of a Primary or Secondary letter, in either case (`i` or `I`), else null. */
export const discStyleOf = discStyleNamed;

/**
 * The strengths domain a TopDomain names, in any case and by its short or long name
 * ("Thinking", "Strategic Thinking"), else null ("Unknown" or anything unexpected).
 */
export const strengthDomainOf = strengthDomainNamed;

/** A behaviour level written in any case ("high", "High"), else null. */
export function behaviourLevelOf(level: string): ProfileBehaviourLevel | null {
  const wanted = level.trim().toLowerCase();
  return PROFILE_BEHAVIOUR_LEVELS.find((known) => known.toLowerCase() === wanted) ?? null;
}

/*
 * The two readers below list a tie in the vocabulary's order (D, I, S, C; Executing, Influencing,
 * Relationship, Thinking), not in tie-break order: they feed the texts, and one split should
 * always read the same ("Even split: I, S and C") whichever answer came first. The tie-break
 * winner is the result's Primary or TopDomain.
 */

/**
 * The tied DiSC styles of a result: its Tie (decision 0018), or a Primary written the older way
 * ("D/I/S"); null when one style leads (or the value is junk).
 */
export function discTieOf(disc: Pick<DiscResult, 'Primary' | 'Tie'>): DiscStyle[] | null {
  const tie = discTieIn(disc);
  return tie && DISC_STYLES.filter((style) => tie.includes(style));
}

/** The tied domains of a strengths result: its TopTie, or an older "Executing/Thinking"; else null. */
export function strengthTieOf(
  strengths: Pick<StrengthsResult, 'TopDomain' | 'TopTie'>,
): StrengthDomain[] | null {
  const tie = strengthTieIn(strengths);
  return tie && STRENGTH_DOMAINS.filter((domain) => tie.includes(domain));
}

/**
 * The thinking styles with the highest score: one is a clear lead, two or three an even split.
 * All four equal means no thinking style was measured (or the 5/5/5/5 default): an empty list.
 */
export function thinkingLeaders(profile: Profile): ThinkingStyle[] {
  const top = Math.max(...THINKING_STYLES.map((style) => profile.emergenetics[style]));
  const leaders = THINKING_STYLES.filter((style) => profile.emergenetics[style] === top);
  return leaders.length === THINKING_STYLES.length ? [] : leaders;
}
