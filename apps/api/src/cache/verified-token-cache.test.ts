import { describe, expect, it } from 'vitest';
import { VerifiedTokenCache, type VerifiedToken } from './verified-token-cache.js';

const MINUTE = 60_000;

function setup(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = 1_000_000_000_000;
  const cache = new VerifiedTokenCache<string>({
    accountStatusTtlMs: options.ttlMs ?? MINUTE,
    maxEntries: options.maxEntries ?? 100,
    now: () => now,
  });
  let checks = 0;
  const valid =
    (uid: string, expiresInSeconds = 3600) =>
    async (): Promise<VerifiedToken<string>> => {
      checks += 1;
      return {
        user: `user ${uid}`,
        uid,
        expiresAtSeconds: Math.floor(now / 1000) + expiresInSeconds,
      };
    };
  return {
    cache,
    valid,
    checks: () => checks,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('VerifiedTokenCache', () => {
  it('checks a token once, then answers from memory', async () => {
    const { cache, valid, checks } = setup();
    expect(await cache.verify('token-a', valid('alice'))).toBe('user alice');
    expect(await cache.verify('token-a', valid('alice'))).toBe('user alice');
    expect(checks()).toBe(1);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1 });
  });

  it('checks the account again once the status time is up', async () => {
    const { cache, valid, checks, advance } = setup({ ttlMs: MINUTE });
    await cache.verify('token-a', valid('alice'));
    advance(MINUTE - 1);
    await cache.verify('token-a', valid('alice'));
    expect(checks()).toBe(1);
    advance(1);
    await cache.verify('token-a', valid('alice'));
    expect(checks()).toBe(2);
  });

  it('never answers for a token past its exp, whatever the status time', async () => {
    const { cache, valid, checks, advance } = setup({ ttlMs: 10 * MINUTE });
    await cache.verify('token-a', valid('alice', 30));
    advance(30_000);
    const expired = async (): Promise<VerifiedToken<string>> => {
      throw new Error('auth/id-token-expired');
    };
    await expect(cache.verify('token-a', expired)).rejects.toThrow('auth/id-token-expired');
    expect(checks()).toBe(1);
  });

  it('does not remember failures: the next request is checked again', async () => {
    const { cache, valid, checks } = setup();
    const disabled = async (): Promise<VerifiedToken<string>> => {
      throw new Error('auth/user-disabled');
    };
    await expect(cache.verify('token-a', disabled)).rejects.toThrow('auth/user-disabled');
    expect(await cache.verify('token-a', valid('alice'))).toBe('user alice');
    expect(checks()).toBe(1);
  });

  it('forgets every token of an account at once, and only that account', async () => {
    const { cache, valid, checks } = setup();
    await cache.verify('token-a1', valid('alice'));
    await cache.verify('token-a2', valid('alice'));
    await cache.verify('token-b', valid('bob'));
    cache.forgetAccount('alice');
    await cache.verify('token-a1', valid('alice'));
    await cache.verify('token-a2', valid('alice'));
    await cache.verify('token-b', valid('bob'));
    expect(checks()).toBe(5);
  });

  it('does not remember a check that was running when the account was forgotten', async () => {
    const { cache, valid, checks } = setup();
    let release: () => void = () => undefined;
    const slow = async (): Promise<VerifiedToken<string>> => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return valid('alice')();
    };
    const running = cache.verify('token-a', slow);
    cache.forgetAccount('alice');
    // A request after the forget does not join the earlier check.
    const after = cache.verify('token-a', valid('alice'));
    release();
    await Promise.all([running, after]);
    expect(checks()).toBe(2);
    await cache.verify('token-a', valid('alice'));
    expect(checks()).toBe(2);
  });

  it('lets concurrent requests with one new token share one check', async () => {
    const { cache, valid, checks } = setup();
    const users = await Promise.all(
      Array.from({ length: 20 }, () => cache.verify('token-a', valid('alice'))),
    );
    expect(new Set(users)).toEqual(new Set(['user alice']));
    expect(checks()).toBe(1);
  });

  it('keeps at most maxEntries tokens, dropping the least recently used', async () => {
    const { cache, valid, checks } = setup({ maxEntries: 2 });
    await cache.verify('token-a', valid('alice'));
    await cache.verify('token-b', valid('bob'));
    await cache.verify('token-a', valid('alice'));
    await cache.verify('token-c', valid('carol'));
    expect(cache.size).toBe(2);
    await cache.verify('token-a', valid('alice'));
    expect(checks()).toBe(3);
    await cache.verify('token-b', valid('bob'));
    expect(checks()).toBe(4);
  });

  it('checks every request when turned off (status time 0)', async () => {
    const { cache, valid, checks } = setup({ ttlMs: 0 });
    await cache.verify('token-a', valid('alice'));
    await cache.verify('token-a', valid('alice'));
    expect(checks()).toBe(2);
    expect(cache.size).toBe(0);
  });
});
