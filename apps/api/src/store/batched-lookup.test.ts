import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { BatchedLookup } from './batched-lookup.js';

/** A fetch that records each batch of keys and answers from a table the test can change. */
function recordingFetch(table: Map<string, string>) {
  const batches: string[][] = [];
  const fetch = async (keys: string[]) => {
    batches.push([...keys]);
    const snapshot = new Map([...table].filter(([key]) => keys.includes(key)));
    await nextTurn();
    return snapshot;
  };
  return { batches, fetch };
}

describe('BatchedLookup', () => {
  it('answers every read of one turn with one query, each with its own value', async () => {
    const { batches, fetch } = recordingFetch(
      new Map([
        ['ada', 'A'],
        ['bo', 'B'],
      ]),
    );
    const lookup = new BatchedLookup(fetch, 100);
    const answers = await Promise.all([lookup.read('ada'), lookup.read('bo'), lookup.read('cy')]);
    expect(answers).toEqual(['A', 'B', null]);
    expect(batches).toEqual([['ada', 'bo', 'cy']]);
  });

  it('asks once for a key read several times in one turn', async () => {
    const { batches, fetch } = recordingFetch(new Map([['ada', 'A']]));
    const lookup = new BatchedLookup(fetch, 100);
    const answers = await Promise.all([lookup.read('ada'), lookup.read('ada'), lookup.read('ada')]);
    expect(answers).toEqual(['A', 'A', 'A']);
    expect(batches).toEqual([['ada']]);
  });

  it('answers a read asked while a query is on its way with a later query that sees later writes', async () => {
    const table = new Map([['ada', 'old']]);
    const { batches, fetch } = recordingFetch(table);
    const lookup = new BatchedLookup(fetch, 100);
    const first = lookup.read('ada');
    await nextTurn(); // the first query is sent and has read 'old'
    table.set('ada', 'new'); // a write acknowledged before the second read is asked
    const second = lookup.read('ada');
    expect(await first).toBe('old');
    expect(await second).toBe('new');
    expect(batches).toEqual([['ada'], ['ada']]);
  });

  it('splits a turn with more keys than the most per query into several queries', async () => {
    const { batches, fetch } = recordingFetch(new Map([['k4', 'four']]));
    const lookup = new BatchedLookup(fetch, 2);
    const answers = await Promise.all(['k1', 'k2', 'k3', 'k4', 'k5'].map((k) => lookup.read(k)));
    expect(answers).toEqual([null, null, null, 'four', null]);
    expect(batches).toEqual([['k1', 'k2'], ['k3', 'k4'], ['k5']]);
  });

  it('fails every read a failed query carried, and the next turn queries afresh', async () => {
    let failing = true;
    const lookup = new BatchedLookup<string, string>(async (keys) => {
      if (failing) throw new Error('connection refused');
      return new Map(keys.map((key) => [key, key.toUpperCase()]));
    }, 100);
    const reads = [lookup.read('ada'), lookup.read('bo')];
    const settled = await Promise.allSettled(reads);
    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    failing = false;
    expect(await lookup.read('ada')).toBe('ADA');
  });
});
