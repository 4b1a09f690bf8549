import { THINKING_STYLES, type DiscStyle, type ThinkingStyle } from '@styleprint/contracts';

/** One dot on the team pictures: the user or one of their people. */
export interface TeamMember {
  id: string;
  name: string;
  isYou: boolean;
  /** A DiSC style (D, I, S, C) or null; anything else is left off the circle. */
  disc: string | null;
  /** A thinking preference or null. */
  thinking: string | null;
}

export interface PlacedDot {
  member: TeamMember;
  x: number;
  y: number;
}

/**
 * The DiSC circle's quadrants as DiSC draws them: D top left, I top right, S bottom right, C bottom
 * left; the angle (radians, 0 = right, clockwise as SVG's y grows downward) at each quadrant's middle.
 */
const DISC_QUADRANT_ANGLE: Record<DiscStyle, number> = {
  D: (-3 * Math.PI) / 4,
  I: -Math.PI / 4,
  S: Math.PI / 4,
  C: (3 * Math.PI) / 4,
};

/**
 * Places everyone with a DiSC style inside their quadrant of a circle of `radius` centred on 0,0:
 * a fan of angles across the quadrant and alternating rings, so dots of the same style do not sit
 * on one another. Deterministic: the same team always draws the same picture.
 */
export function placeOnDiscCircle(members: readonly TeamMember[], radius: number): PlacedDot[] {
  const placed: PlacedDot[] = [];
  for (const style of Object.keys(DISC_QUADRANT_ANGLE) as DiscStyle[]) {
    const inQuadrant = members.filter((member) => member.disc === style);
    const spread = Math.PI / 2 - 0.35;
    inQuadrant.forEach((member, index) => {
      const share = inQuadrant.length === 1 ? 0.5 : index / (inQuadrant.length - 1);
      const angle = DISC_QUADRANT_ANGLE[style] - spread / 2 + spread * share;
      const ring = radius * (index % 2 === 0 ? 0.62 : 0.4);
      placed.push({ member, x: Math.cos(angle) * ring, y: Math.sin(angle) * ring });
    });
  }
  return placed;
}

/** The thinking grid's cells, Emergenetics' usual arrangement: row by row. */
export const THINKING_GRID: readonly (readonly ThinkingStyle[])[] = [
  ['Analytical', 'Conceptual'],
  ['Structural', 'Social'],
];

/** Who sits in each thinking-preference cell, the user first. */
export function groupByThinking(
  members: readonly TeamMember[],
): Record<ThinkingStyle, TeamMember[]> {
  const cells: Record<ThinkingStyle, TeamMember[]> = {
    Analytical: [],
    Structural: [],
    Social: [],
    Conceptual: [],
  };
  for (const member of members) {
    const cell = THINKING_STYLES.find((style) => style === member.thinking);
    if (cell) cells[cell].push(member);
  }
  for (const cell of Object.values(cells)) cell.sort((a, b) => Number(b.isYou) - Number(a.isYou));
  return cells;
}
