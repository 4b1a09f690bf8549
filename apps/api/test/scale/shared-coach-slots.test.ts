import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { createRedisSlots } from '../../src/limits/redis-slots.js';
import { GLOBAL_SLOT } from '../../src/plugins/app/coach-limits.js';
import { buildTestApp } from '../helpers/app.js';
import { REDIS_KIND, startRedis, type TestRedis } from '../helpers/redis-server.js';
import { PGLITE_LEG, type OpenedStore } from '../helpers/stores.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The cap on concurrent model calls holds across instances sharing one REDIS_URL
 * (docs/decisions/0095), and the slots of an instance that dies come back after one lease.
 */
describe(`coach concurrency slots shared through Redis (${REDIS_KIND})`, () => {
  let redis: TestRedis;
  const clients: Redis[] = [];
  /** Connected before use, as the API's Redis plugin does at start. */
  const client = async () => {
    const created = new Redis(redis.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    clients.push(created);
    await created.connect();
    return created;
  };
  let keyNumber = 0;
  const newKey = () => `test-${process.pid}-${(keyNumber += 1)}`;

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const created of clients) created.disconnect();
    await redis?.stop();
  });

  it('lets two instances together take no more than the maximum', async () => {
    const [a, b] = [createRedisSlots(await client()), createRedisSlots(await client())];
    const key = newKey();
    const first = await a.tryAcquire(key, 3);
    const second = await b.tryAcquire(key, 3);
    const third = await a.tryAcquire(key, 3);
    expect([first, second, third].every((release) => release !== null)).toBe(true);
    expect(await b.tryAcquire(key, 3)).toBeNull();
    expect(await a.tryAcquire(key, 3)).toBeNull();
    expect(await b.inUse(key)).toBe(3);

    second?.();
    second?.(); // releasing twice gives back one slot, not two
    await sleep(50);
    expect(await a.inUse(key)).toBe(2);
    const again = await a.tryAcquire(key, 3);
    expect(again).not.toBeNull();
    expect(await b.tryAcquire(key, 3)).toBeNull();
    for (const release of [first, third, again]) release?.();
  });

  it('keeps a slot while its holder lives, however long the call', async () => {
    const [a, b] = [
      createRedisSlots(await client(), { leaseMs: 300 }),
      createRedisSlots(await client()),
    ];
    const key = newKey();
    const held = await a.tryAcquire(key, 1);
    expect(held).not.toBeNull();
    await sleep(1000); // three leases: renewed, not expired
    expect(await b.tryAcquire(key, 1)).toBeNull();
    held?.();
    await sleep(50);
    expect(await b.tryAcquire(key, 1)).not.toBeNull();
  });

  it("gives a crashed instance's slots back after one lease", async () => {
    const dying = await client();
    const a = createRedisSlots(dying, { leaseMs: 400 });
    const b = createRedisSlots(await client());
    const key = newKey();
    expect(await a.tryAcquire(key, 2)).not.toBeNull();
    expect(await a.tryAcquire(key, 2)).not.toBeNull();
    dying.disconnect(); // the instance is gone: nothing renews or releases its leases
    expect(await b.tryAcquire(key, 2)).toBeNull();
    await sleep(600);
    expect(await b.inUse(key)).toBe(0);
    expect(await b.tryAcquire(key, 2)).not.toBeNull();
  });

  it('counts in this process, against the same maximum, while Redis is unreachable', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    unreachable.on('error', () => {
      // expected: nothing listens on port 1
    });
    clients.push(unreachable);
    const outages: unknown[] = [];
    const slots = createRedisSlots(unreachable, { onFallback: (error) => outages.push(error) });
    const key = newKey();
    expect(await slots.tryAcquire(key, 1)).not.toBeNull();
    expect(await slots.tryAcquire(key, 1)).toBeNull();
    expect(outages).toHaveLength(1);
  });

  describe('through the API', () => {
    let opened: OpenedStore;
    const apps: App[] = [];
    beforeAll(async () => {
      opened = await PGLITE_LEG.open();
    });
    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
      await opened?.dispose();
    });

    it('two instances with one REDIS_URL count model calls together', async () => {
      const environment = { REDIS_URL: redis.url };
      const [one, two] = await Promise.all([
        buildTestApp(opened.store, environment),
        buildTestApp(opened.store, environment),
      ]);
      apps.push(one, two);
      const release = await one.coachLimits.slots.tryAcquire(GLOBAL_SLOT, 1);
      expect(release).not.toBeNull();
      expect(await two.coachLimits.slots.inUse(GLOBAL_SLOT)).toBe(1);
      expect(await two.coachLimits.slots.tryAcquire(GLOBAL_SLOT, 1)).toBeNull();
      release?.();
      await sleep(50);
      expect(await two.coachLimits.slots.inUse(GLOBAL_SLOT)).toBe(0);
    });
  });
});
