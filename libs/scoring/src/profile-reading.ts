import {
  DISC_STYLES,
  PROFILE_BEHAVIOUR_LEVELS,
  STRENGTH_DOMAINS,
  THINKING_STYLES,
  type DiscStyle,
  type Profile,
  type ProfileBehaviourLevel,
  type StrengthDomain,
  type ThinkingStyle,
} from '@styleprint/contracts';
import { topByCount } from './ranking.js';

/*
 * Readers of a Profile as any server may send it. The profile contract keeps Primary, TopDomain
 * and the behaviour levels as free strings (other servers, other readings), so these name what
 * the content and insights can rely on and return null for anything else.
 */

/** The highest-scoring thinking style (ties broken in the order Analytical, Structural, Social, Conceptual). */
export function dominantThinkingStyle(profile: Profile): ThinkingStyle {
  return topByCount(THINKING_STYLES, (style) => profile.emergenetics[style]);
}

/** The DiSC style of a Primary or Secondary letter, in either case (`i` or `I`), else null. */
export function discStyleOf(letter: string | null | undefined): DiscStyle | null {
  const upper = (letter ?? '').trim().toUpperCase();
  return DISC_STYLES.find((style) => style === upper) ?? null;
}

/** CliftonStrengths' own long names for two domains, which another server may send. */
const DOMAIN_LONG_NAMES: ReadonlyMap<string, StrengthDomain> = new Map([
  ['relationship building', 'Relationship'],
  ['strategic thinking', 'Thinking'],
]);

/**
 * The strengths domain a TopDomain names, in any case and by its short or long name
 * ("Thinking", "Strategic Thinking"), else null ("Unknown" or anything unexpected).
 */
export function strengthDomainOf(topDomain: string): StrengthDomain | null {
  const wanted = topDomain.trim().toLowerCase();
  return (
    STRENGTH_DOMAINS.find((domain) => domain.toLowerCase() === wanted) ??
    DOMAIN_LONG_NAMES.get(wanted) ??
    null
  );
}

/** A behaviour level written in any case ("high", "High"), else null. */
export function behaviourLevelOf(level: string): ProfileBehaviourLevel | null {
  const wanted = level.trim().toLowerCase();
  return PROFILE_BEHAVIOUR_LEVELS.find((known) => known.toLowerCase() === wanted) ?? null;
}

/** The parts of a tie written as "A/B/C" (decision 0014), or null for a single value. */
const tieParts = (value: string | null | undefined): string[] | null => {
  const parts = (value ?? '').split('/').map((part) => part.trim());
  return parts.length >= 2 ? parts : null;
};

/** The tied DiSC styles of a Primary such as "D/I/S", or null when it names one style (or junk). */
export function discTieOf(primary: string | null | undefined): DiscStyle[] | null {
  const parts = tieParts(primary)?.map(discStyleOf);
  return parts && parts.every((p): p is DiscStyle => p !== null) ? parts : null;
}

/** The tied domains of a TopDomain such as "Executing/Thinking", or null when it names one. */
export function strengthTieOf(topDomain: string): StrengthDomain[] | null {
  const parts = tieParts(topDomain)?.map(strengthDomainOf);
  return parts && parts.every((p): p is StrengthDomain => p !== null) ? parts : null;
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
