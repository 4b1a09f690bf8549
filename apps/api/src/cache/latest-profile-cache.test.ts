import type { StoredProfile } from '@styleprint/contracts';
import { describe, expect, it } from 'vitest';
import { LatestProfileCache } from './latest-profile-cache.js';

/** A stand-in profile: only identity matters to the cache. */
const profile = (id: string) => ({ id }) as unknown as StoredProfile;

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('LatestProfileCache', () => {
  it('reads through once, then answers from memory, including "no profile yet"', async () => {
    const cache = new LatestProfileCache(10);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return null;
    };
    expect(await cache.read('alice', load)).toBeNull();
    expect(await cache.read('alice', load)).toBeNull();
    expect(loads).toBe(1);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1 });
  });

  it('holds what a write committed, and nothing when the write fails', async () => {
    const cache = new LatestProfileCache(10);
    await cache.write(
      'alice',
      async () => profile('p1'),
      (stored) => stored,
    );
    expect(await cache.read('alice', async () => profile('stale'))).toEqual(profile('p1'));

    await expect(
      cache.write(
        'alice',
        async () => Promise.reject(new Error('down')),
        () => null,
      ),
    ).rejects.toThrow('down');
    expect(await cache.read('alice', async () => profile('from db'))).toEqual(profile('from db'));
  });

  it('does not keep a read that raced a write of the same user', async () => {
    const cache = new LatestProfileCache(10);
    const slowRead = deferred<StoredProfile | null>();
    const reading = cache.read('alice', () => slowRead.promise);
    await cache.write(
      'alice',
      async () => profile('p2'),
      (stored) => stored,
    );
    // The read fetched the row before the write committed.
    slowRead.resolve(profile('p1'));
    expect(await reading).toEqual(profile('p1'));
    expect(await cache.read('alice', async () => profile('db'))).toEqual(profile('p2'));
  });

  it('drops the entry when two writes of one user overlap (their order is unknown)', async () => {
    const cache = new LatestProfileCache(10);
    const first = deferred<StoredProfile>();
    const writing = cache.write(
      'alice',
      () => first.promise,
      (stored) => stored,
    );
    await cache.write(
      'alice',
      async () => profile('p2'),
      (stored) => stored,
    );
    first.resolve(profile('p1'));
    await writing;
    expect(await cache.read('alice', async () => profile('db'))).toEqual(profile('db'));
  });

  it('keeps other users cached while one user writes', async () => {
    const cache = new LatestProfileCache(10);
    await cache.read('bob', async () => profile('b1'));
    await cache.write(
      'alice',
      async () => 1,
      () => null,
    );
    let loads = 0;
    await cache.read('bob', async () => {
      loads += 1;
      return profile('b-db');
    });
    expect(loads).toBe(0);
  });

  // Memory stays bounded however many users sign in over a long run (docs/decisions/0097):
  // past the bound the least recently read user is read from the store again.
  it('holds at most maxEntries users, dropping the least recently used', async () => {
    const cache = new LatestProfileCache(3);
    const loads: string[] = [];
    const readAs = (user: string) =>
      cache.read(user, async () => {
        loads.push(user);
        return profile(user);
      });
    for (let user = 0; user < 1_000; user += 1) await readAs(`user-${user}`);
    loads.length = 0;
    for (const user of ['user-997', 'user-998', 'user-999', 'user-0']) await readAs(user);
    expect(loads).toEqual(['user-0']);
  });
});
