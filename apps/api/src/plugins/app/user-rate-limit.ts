import type { FastifyPluginAsync, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { rateLimited } from '../../http/rate-limited.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler hook after `authenticate`: at most N requests per user per window. */
    limitPerUser: preHandlerAsyncHookHandler;
  }
}

export interface UserRateLimitOptions {
  max: number;
  windowMs: number;
}

/**
 * The per-user limit. The per-IP limit runs before sign-in is known (it protects token
 * verification itself); this one runs after it, so one account cannot hog the service from
 * many addresses, and users sharing one address (an office, a school) do not share a budget.
 */
const userRateLimit: FastifyPluginAsync<UserRateLimitOptions> = async (app, options) => {
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowMs,
    keyGenerator: (request: FastifyRequest) => `user:${request.user?.uid ?? request.ip}`,
  });
  app.decorate('limitPerUser', async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
  });
};

export default fp(userRateLimit, {
  name: 'user-rate-limit',
  dependencies: ['firebase-auth', '@fastify/rate-limit'],
});
