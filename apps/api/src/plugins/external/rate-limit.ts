import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { rateLimited } from '../app/rate-limited.js';

export interface RateLimitOptions {
  perIpMax: number;
  windowMs: number;
}

/**
 * The per-IP limit on every route (health checks opt out with `config.rateLimit: false`), checked
 * first so a flood is turned away before any token is verified. Counters live in this process;
 * several instances each count on their own (docs/decisions/0024).
 */
const rateLimitPlugin: FastifyPluginAsync<RateLimitOptions> = async (app, options) => {
  await app.register(rateLimit, {
    global: true,
    hook: 'onRequest',
    max: options.perIpMax,
    timeWindow: options.windowMs,
    errorResponseBuilder: (_request, context) => rateLimited(context.ttl / 1000),
  });
};

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: [] });
