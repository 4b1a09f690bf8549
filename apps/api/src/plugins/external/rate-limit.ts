import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { rateLimited } from '../../http/rate-limited.js';

export interface RateLimitOptions {
  perIpMax: number;
  windowMs: number;
  /** Counters shared by every instance using this Redis; per process when undefined. */
  redis?: Redis | undefined;
}

/** Health checks opt out with `config: { rateLimit: false }`: load balancers probe them often. */
const optedOut = (request: FastifyRequest): boolean =>
  request.routeOptions.config?.rateLimit === false;

/**
 * The per-IP limit, on every request including unknown routes. It is a root onRequest hook, so
 * it runs before any route's own hooks: a flood is turned away before a single token is
 * verified. Counters live in this process, or in Redis when REDIS_URL is set, so several
 * instances share one budget (docs/decisions/0024, 0091).
 */
const rateLimitPlugin: FastifyPluginAsync<RateLimitOptions> = async (app, options) => {
  // global: false, because the plugin's own per-route hooks run after a route's sign-in hook.
  await app.register(rateLimit, {
    global: false,
    ...(options.redis
      ? {
          redis: options.redis,
          nameSpace: 'styleprint-rate-limit:',
          // A Redis outage must not take the API down with it: limits pause until it is back.
          skipOnError: true,
        }
      : {}),
  });
  app.addHook(
    'onRequest',
    app.rateLimit({
      max: options.perIpMax,
      timeWindow: options.windowMs,
      allowList: optedOut,
      // Named, because in a shared Redis the plugin keys every limiter's counters alike
      // (`<prefix>undefinedundefined-<key>`): an unnamed address key would be shared with any
      // other limiter keyed by address.
      keyGenerator: (request: FastifyRequest) => `ip:${request.ip}`,
      errorResponseBuilder: (_request, context) => rateLimited(context.ttl / 1000),
    }),
  );
};

export default fp(rateLimitPlugin, { name: 'rate-limit' });
