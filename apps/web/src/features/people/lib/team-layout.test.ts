import { describe, expect, it } from 'vitest';
import { groupByThinking, placeOnDiscCircle, type TeamMember } from './team-layout';

const m = (
  id: string,
  disc: string | null,
  thinking: string | null = null,
  isYou = false,
): TeamMember => ({
  id,
  name: id,
  isYou,
  disc,
  thinking,
});

describe('placeOnDiscCircle', () => {
  it.each([
    ['D', (x: number, y: number) => x < 0 && y < 0],
    ['I', (x: number, y: number) => x > 0 && y < 0],
    ['S', (x: number, y: number) => x > 0 && y > 0],
    ['C', (x: number, y: number) => x < 0 && y > 0],
  ])('puts a %s inside its quadrant', (style, inside) => {
    const [dot] = placeOnDiscCircle([m('a', style)], 100);
    expect(dot && inside(dot.x, dot.y)).toBe(true);
  });

  it('keeps dots of one style apart and inside the circle, and leaves unknown styles off', () => {
    const dots = placeOnDiscCircle(
      [m('a', 'D'), m('b', 'D'), m('c', 'D'), m('d', null), m('e', 'X')],
      100,
    );
    expect(dots.map((dot) => dot.member.id)).toEqual(['a', 'b', 'c']);
    for (const dot of dots) expect(Math.hypot(dot.x, dot.y)).toBeLessThan(100);
    for (let i = 0; i < dots.length; i += 1) {
      for (let j = i + 1; j < dots.length; j += 1) {
        expect(Math.hypot(dots[i]!.x - dots[j]!.x, dots[i]!.y - dots[j]!.y)).toBeGreaterThan(15);
      }
    }
  });
});

describe('groupByThinking', () => {
  it('puts everyone in their cell, the user first, and leaves unknowns out', () => {
    const cells = groupByThinking([
      m('a', null, 'Social'),
      m('me', null, 'Social', true),
      m('b', null, null),
    ]);
    expect(cells.Social.map((member) => member.id)).toEqual(['me', 'a']);
    expect(cells.Analytical).toEqual([]);
  });
});
