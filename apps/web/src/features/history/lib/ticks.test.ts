import { describe, expect, it } from 'vitest';
import { spacedTicks } from './ticks';

describe('spacedTicks', () => {
  it('labels every date when they all fit', () => {
    expect(spacedTicks(3, 5)).toEqual([0, 1, 2]);
    expect(spacedTicks(4, 4)).toEqual([0, 1, 2, 3]);
  });

  it('thins the labels to the room there is, keeping the latest', () => {
    const ticks = spacedTicks(10, 4);
    expect(ticks.length).toBeLessThanOrEqual(4);
    expect(ticks.at(-1)).toBe(9);
    expect(ticks).toEqual([0, 3, 6, 9]);
  });

  it('spaces the labels evenly', () => {
    const ticks = spacedTicks(12, 3);
    const gaps = ticks.slice(1).map((tick, i) => tick - (ticks[i] ?? 0));
    expect(new Set(gaps).size).toBe(1);
    expect(ticks.at(-1)).toBe(11);
  });

  it('keeps one label, the latest, when there is room for one or less', () => {
    expect(spacedTicks(5, 1)).toEqual([4]);
    expect(spacedTicks(5, 0.4)).toEqual([4]);
  });

  it('has no labels for no dates', () => {
    expect(spacedTicks(0, 4)).toEqual([]);
  });
});
