import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { createLocalSlots, type ConcurrencySlots } from './concurrency-slots.js';

export interface RedisSlotsOptions {
  /** Prefix of every key, so several deployments can share one Redis. */
  prefix?: string;
  /** How long a slot lives without renewal: a crashed instance's slots return after this. */
  leaseMs?: number;
  /** Called once per outage when Redis fails and this process counts on its own meanwhile. */
  onFallback?: (error: unknown) => void;
}

const DEFAULT_LEASE_MS = 30_000;

/**
 * Each key is a sorted set of leases scored by their expiry (Redis's clock, so instances with
 * skewed clocks agree). Expired leases are dropped first, then one is added if fewer than `max`
 * remain; all in one script, so two instances never both take the last slot.
 */
const ACQUIRE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
return 1
`;

/** Pushes a held lease's expiry forward; 0 when it had already expired (and was dropped). */
const RENEW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local updated = redis.call('ZADD', KEYS[1], 'XX', 'CH', now + tonumber(ARGV[1]), ARGV[2])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1]))
return updated
`;

const COUNT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
return redis.call('ZCARD', KEYS[1])
`;

/**
 * Concurrency slots shared by every instance using one Redis (docs/decisions/0095): the global
 * cap on model calls holds for the whole deployment, not per instance. A slot is a lease that
 * this process renews while the work runs (every third of the lease), so the slots of an
 * instance that dies come back after at most one lease. While Redis is unreachable, this
 * process counts its own slots against the same maximum (a bounded fallback, never unlimited).
 */
export function createRedisSlots(redis: Redis, options: RedisSlotsOptions = {}): ConcurrencySlots {
  const prefix = options.prefix ?? 'styleprint-slots:';
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const local = createLocalSlots();
  let reportedOutage = false;
  const fallBack = (error: unknown): void => {
    if (reportedOutage) return;
    reportedOutage = true;
    options.onFallback?.(error);
  };

  return {
    tryAcquire: async (key, max) => {
      const redisKey = prefix + key;
      const lease = randomUUID();
      let taken: unknown;
      try {
        taken = await redis.eval(ACQUIRE, 1, redisKey, max, leaseMs, lease);
        reportedOutage = false;
      } catch (error) {
        fallBack(error);
        return local.tryAcquire(key, max);
      }
      if (taken !== 1) return null;
      const renewal = setInterval(
        () => {
          redis.eval(RENEW, 1, redisKey, leaseMs, lease).catch(() => {
            // Redis away for a moment: the lease may lapse, which frees the slot early, never late.
          });
        },
        Math.max(10, Math.floor(leaseMs / 3)),
      );
      renewal.unref();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        clearInterval(renewal);
        redis.zrem(redisKey, lease).catch(() => {
          // Unreachable Redis: the lease expires on its own.
        });
      };
    },
    inUse: async (key) => {
      try {
        return Number(await redis.eval(COUNT, 1, prefix + key));
      } catch {
        return local.inUse(key);
      }
    },
  };
}
