import { describe, expect, it } from 'vitest';
import { endOfTurn } from './end-of-turn.js';

describe('endOfTurn', () => {
  it('resolves every caller of one turn together, after the work already queued in it', async () => {
    const order: string[] = [];
    const first = endOfTurn().then(() => order.push('first'));
    const second = endOfTurn().then(() => order.push('second'));
    // Work queued in the same turn (here a microtask) runs before the answers go out.
    await new Promise<void>((resolve) => {
      queueMicrotask(() => order.push('microtask'));
      void Promise.all([first, second]).then(() => resolve());
    });
    expect(order).toEqual(['microtask', 'first', 'second']);
    expect(endOfTurn()).toBe(endOfTurn());
  });

  it('starts afresh in the next turn', async () => {
    const one = endOfTurn();
    await one;
    expect(endOfTurn()).not.toBe(one);
  });
});
