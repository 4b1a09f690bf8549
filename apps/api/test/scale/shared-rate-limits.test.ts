import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { bearer, buildTestApp } from '../helpers/app.js';
import { analysisRequest } from '../helpers/coach.js';
import { adminAuth, createEmailAccount, type TestAccount } from '../helpers/emulator.js';
import { REDIS_KIND, startRedis, type TestRedis } from '../helpers/redis-server.js';
import { PGLITE_LEG, type OpenedStore } from '../helpers/stores.js';

/**
 * Two API instances with one REDIS_URL share their rate limits (docs/decisions/0091): a client
 * cannot get twice the budget by alternating between them.
 */
describe(`rate limits shared through Redis (${REDIS_KIND})`, () => {
  let redis: TestRedis;
  let opened: OpenedStore;
  let alice: TestAccount;
  const apps: App[] = [];

  const twoInstances = async (environment: Record<string, string>): Promise<[App, App]> => {
    const pair = await Promise.all([
      buildTestApp(opened.store, { REDIS_URL: redis.url, ...environment }),
      buildTestApp(opened.store, { REDIS_URL: redis.url, ...environment }),
    ]);
    apps.push(...pair);
    return pair;
  };

  beforeAll(async () => {
    [redis, opened, alice] = await Promise.all([
      startRedis(),
      PGLITE_LEG.open(),
      createEmailAccount('alice'),
    ]);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await opened?.dispose();
    await redis?.stop();
  });

  it('counts one address across both instances', async () => {
    // A window of its own per test: the counters live in the shared Redis.
    const [one, two] = await twoInstances({
      RATE_LIMIT_IP_MAX: '4',
      RATE_LIMIT_WINDOW_MS: '61000',
    });
    const statuses: number[] = [];
    for (const app of [one, two, one, two, one, two]) {
      const res = await app.inject({
        method: 'GET',
        url: '/profile/me',
        remoteAddress: '203.0.113.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    // Another address has its own budget.
    const other = await one.inject({
      method: 'GET',
      url: '/profile/me',
      remoteAddress: '203.0.113.8',
    });
    expect(other.statusCode).toBe(401);
  });

  it('counts one signed-in user across both instances', async () => {
    const [one, two] = await twoInstances({
      RATE_LIMIT_USER_MAX: '3',
      RATE_LIMIT_WINDOW_MS: '62000',
    });
    const statuses: number[] = [];
    for (const app of [one, two, one, two]) {
      const res = await app.inject({
        method: 'GET',
        url: '/profile/me',
        headers: bearer(alice.idToken),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
    const limited = await two.inject({
      method: 'GET',
      url: '/profile/me',
      headers: bearer(alice.idToken),
    });
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps the per-address count and the anonymous coach count apart', async () => {
    // Both limiters are keyed by the address: in one Redis they once shared a counter, so any
    // request from an address (even a 401) spent that address's anonymous coach allowance.
    const [one, two] = await twoInstances({
      RATE_LIMIT_IP_MAX: '100',
      COACH_ANON_RATE_LIMIT_PER_MINUTE: '3',
    });
    const from = { remoteAddress: '203.0.113.20' };
    for (const app of [one, two, one, two, one]) {
      expect((await app.inject({ method: 'GET', url: '/profile/me', ...from })).statusCode).toBe(
        401,
      );
    }
    const coach = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/analysis/analyze-conversation',
        payload: analysisRequest(),
        ...from,
      });
    const statuses: number[] = [];
    for (const app of [one, two, one, two]) statuses.push((await coach(app)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('forgets an account on every instance when one forgets it', async () => {
    const [one, two] = await twoInstances({});
    const carol = await createEmailAccount('carol');
    const me = (app: App) =>
      app.inject({ method: 'GET', url: '/profile/me', headers: bearer(carol.idToken) });
    expect((await me(one)).statusCode).toBe(404);
    expect((await me(two)).statusCode).toBe(404);
    const admin = adminAuth();
    try {
      await admin.auth.updateUser(carol.uid, { disabled: true });
      one.forgetAccount(carol.uid);
      // The message crosses Redis; the other instance applies it within moments.
      let status = 0;
      for (let attempt = 0; attempt < 40 && status !== 403; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await me(two)).statusCode;
      }
      expect(status).toBe(403);
    } finally {
      await admin.close();
    }
  });

  it('keeps serving while Redis is down: limits pause rather than fail requests', async () => {
    const [one] = await twoInstances({ RATE_LIMIT_IP_MAX: '2', RATE_LIMIT_WINDOW_MS: '63000' });
    await redis.stop();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await one.inject({
        method: 'GET',
        url: '/profile/me',
        remoteAddress: '203.0.113.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401]);
  });

  it('refuses to start when REDIS_URL names no reachable Redis, and says so', async () => {
    await expect(buildTestApp(opened.store, { REDIS_URL: 'redis://127.0.0.1:1' })).rejects.toThrow(
      /REDIS_URL is set but Redis did not answer/,
    );
  });
});
