import { createCoachEngine, warmCoach, type CoachEngine } from '@styleprint/coach';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CoachSettings } from '../../config.js';
import { missingToken } from '../../auth/auth-failures.js';
import { rateLimited } from '../../http/rate-limited.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The coach engine the configuration asks for, created once per app. */
    coach: CoachEngine;
    /** Who may call the coach routes, and how often (docs/decisions/0070). */
    coachAccess: CoachAccess;
  }
}

export interface CoachAccess {
  policy: CoachSettings['auth'];
  /** onRequest: verifies a token when one is sent; without one, lets anonymous in if allowed. */
  identify: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** preHandler: the per-user limit for the signed-in, the per-address coach limit for the rest. */
  limit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/** The anonymous limit is per minute, whatever RATE_LIMIT_WINDOW_MS says (its name says so). */
const ANONYMOUS_WINDOW_MS = 60_000;

const sentAToken = (request: FastifyRequest): boolean =>
  (request.headers.authorization ?? '').trim() !== '';

const coachPlugin: FastifyPluginAsync<CoachSettings> = async (app, settings) => {
  const engine = createCoachEngine(settings.engine);
  if (settings.engine.provider === 'embedded') {
    // The NLP model and word lists load on first use; paying it now keeps it off the first
    // user's request (and out of that request's time budget).
    const { loadMs, warmMs } = warmCoach();
    app.log.info(
      { coach: engine.name, loadMs: Math.round(loadMs), warmMs: Math.round(warmMs) },
      'coach ready',
    );
  } else {
    app.log.info({ coach: engine.name, auth: settings.auth }, 'coach ready');
    if (settings.auth === 'optional') {
      app.log.warn(
        { coach: engine.name },
        'COACH_AUTH=optional with an LLM provider: anyone can spend the provider budget, ' +
          'bounded only by COACH_ANON_RATE_LIMIT_PER_MINUTE per address',
      );
    }
  }

  const anonymousCheck = app.createRateLimit({
    max: settings.anonymousPerMinute,
    timeWindow: ANONYMOUS_WINDOW_MS,
    // A name of its own: in a shared Redis every limiter's keys sit side by side, and the
    // per-address limit also counts by address.
    keyGenerator: (request) => `coach-anonymous:${request.ip}`,
  });

  const access: CoachAccess = {
    policy: settings.auth,
    identify: async (request, reply) => {
      if (sentAToken(request)) {
        // A token that is sent is checked, even where none is needed: a bad one is a 401,
        // never a silent downgrade to anonymous (the client would think it is signed in).
        await app.authenticate.call(app, request, reply);
        return;
      }
      if (settings.auth === 'required') throw missingToken();
    },
    limit: async (request, reply) => {
      if (request.user !== null) {
        await app.limitPerUser.call(app, request, reply);
        return;
      }
      const result = await anonymousCheck(request);
      if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
    },
  };

  app.decorate('coach', engine);
  app.decorate('coachAccess', access);
};

export default fp(coachPlugin, {
  name: 'coach',
  dependencies: ['firebase-auth', 'user-rate-limit', '@fastify/rate-limit'],
});
