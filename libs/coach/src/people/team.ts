import {
  DISC_STYLES,
  THINKING_STYLES,
  type DiscStyle,
  type TeamObservation,
  type ThinkingStyle,
  type TeamSummary,
  type TraitValues,
} from '@styleprint/contracts';
import { TEAM_TEXT } from './content/team.js';
import { fill } from './fill.js';

export interface TeamMemberInput {
  id: string | null;
  name: string;
  isYou: boolean;
  traits: TraitValues;
}

/** A value held by at least half of the members who have one (and by three or more). */
const CONCENTRATION_SHARE = 0.5;
const CONCENTRATION_MIN = 3;

function observe<V extends string>(
  framework: 'disc' | 'emergenetics',
  values: readonly V[],
  counts: Record<V | 'unknown', number>,
  text: {
    gap: Record<V, string>;
    concentration: Record<V, string>;
    balance: string;
    unknown: string;
  },
): TeamObservation[] {
  const known = values.reduce((sum, value) => sum + counts[value], 0);
  const out: TeamObservation[] = [];
  if (known > 0) {
    for (const value of values) {
      if (counts[value] === 0) out.push({ kind: 'gap', framework, text: text.gap[value] });
    }
    for (const value of values) {
      const count = counts[value];
      if (count >= CONCENTRATION_MIN && count / known >= CONCENTRATION_SHARE) {
        out.push({
          kind: 'concentration',
          framework,
          text: fill(text.concentration[value], { count: String(count), known: String(known) }),
        });
      }
    }
    if (out.length === 0) out.push({ kind: 'balance', framework, text: text.balance });
  }
  if (counts.unknown > 0) {
    const one = counts.unknown === 1;
    out.push({
      kind: 'unknown',
      framework,
      text: fill(text.unknown, {
        count: one ? 'One' : String(counts.unknown),
        people: one ? 'person' : 'people',
        have: one ? 'has' : 'have',
      }),
    });
  }
  return out;
}

function countOf<V extends string>(
  values: readonly V[],
  of: readonly (V | null)[],
): Record<V | 'unknown', number> {
  const counts = Object.fromEntries([...values, 'unknown'].map((v) => [v, 0])) as Record<
    V | 'unknown',
    number
  >;
  for (const value of of) counts[value ?? 'unknown'] += 1;
  return counts;
}

/**
 * The team map in numbers and words (docs/decisions/0102-pair-guide-and-team-summary.md): DiSC
 * styles and thinking preferences counted over the user and their people, then the gaps (a value
 * no one holds), concentrations (one value held by half or more, three people at least) and the
 * people not yet read, as sentences.
 */
export function teamSummary(members: readonly TeamMemberInput[]): TeamSummary {
  const disc = countOf<DiscStyle>(
    DISC_STYLES,
    members.map((m) => m.traits.disc),
  );
  const thinking = countOf<ThinkingStyle>(
    THINKING_STYLES,
    members.map((m) => m.traits.thinking),
  );
  return {
    members: members.map((m) => ({ id: m.id, name: m.name, isYou: m.isYou, traits: m.traits })),
    counts: { disc, thinking },
    observations: [
      ...observe('disc', DISC_STYLES, disc, TEAM_TEXT.disc),
      ...observe('emergenetics', THINKING_STYLES, thinking, TEAM_TEXT.thinking),
    ],
  };
}
