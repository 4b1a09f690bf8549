import { describe, expect, it } from 'vitest';
import { rankByCount, topByCount } from './index.js';

const order = ['a', 'b', 'c', 'd'] as const;
const counts = (values: Record<(typeof order)[number], number>) => (key: (typeof order)[number]) =>
  values[key];

describe('rankByCount', () => {
  it.each([
    [{ a: 0, b: 0, c: 0, d: 0 }, ['a', 'b', 'c', 'd']],
    [{ a: 1, b: 3, c: 2, d: 0 }, ['b', 'c', 'a', 'd']],
    [{ a: 0, b: 1, c: 0, d: 1 }, ['b', 'd', 'a', 'c']],
    [{ a: 2, b: 2, c: 5, d: 2 }, ['c', 'a', 'b', 'd']],
  ])('ranks %j highest first, ties in the given order', (values, expected) => {
    expect(rankByCount(order, counts(values))).toEqual(expected);
    expect(topByCount(order, counts(values))).toBe(expected[0]);
  });

  it('refuses to pick a top from nothing', () => {
    expect(() => topByCount([], () => 0)).toThrow();
  });
});
