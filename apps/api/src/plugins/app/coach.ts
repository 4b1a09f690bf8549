import {
  createCoachEngine,
  isCoachError,
  warmCoach,
  type CoachEngine,
  type CoachHttpError,
} from '@styleprint/coach';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import fp from 'fastify-plugin';
import type { CoachSettings } from '../../config.js';
import { ApiError, RETRY_AFTER_UNAVAILABLE_SECONDS } from '../../errors.js';
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

/**
 * Puts the coach's access policy on every route of a route plugin: identify the caller before
 * the body is read, limit after it validates (a rejected body costs the engine nothing), and keep
 * conversations out of every cache on the way back.
 */
export function useCoachAccess(scope: FastifyInstance): void {
  scope.addHook('onRequest', scope.coachAccess.identify);
  scope.addHook('preHandler', scope.coachAccess.limit);
  // Who may use an LLM, open streams, concurrent model calls, daily tokens (coach-limits.ts).
  scope.addHook('preHandler', scope.coachLimits.admit);
  scope.addHook('onSend', async (_request, response) => {
    if (!response.hasHeader('cache-control')) response.header('cache-control', 'no-store');
  });
}

/**
 * A signal that aborts when the client goes away before its response is complete, so an LLM
 * call nobody will read stops costing tokens. 'close' after a complete response does nothing.
 */
export function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('the client went away'));
  });
  return controller.signal;
}

/** OpenAPI: a bearer token is required, or optional (the empty requirement means "none"). */
export function coachSecurity(policy: CoachSettings['auth']): Record<string, string[]>[] {
  return policy === 'required' ? [{ bearerAuth: [] }] : [{}, { bearerAuth: [] }];
}

/** The `{detail, code}` error and status a failed coach call answers with. */
export function coachHttpError(failure: CoachHttpError): ApiError {
  return new ApiError(
    failure.status,
    failure.code,
    failure.detail,
    failure.status === 503 ? { 'retry-after': String(RETRY_AFTER_UNAVAILABLE_SECONDS) } : {},
  );
}

/**
 * Logs a failed coach call (its kind and our own message only: a provider's message or the
 * model's output may quote the conversation) and returns what the client gets. Anything that is
 * not a CoachError is a bug and is rethrown for the error handler's 500.
 */
export function toCoachFailure(
  error: unknown,
  log: FastifyBaseLogger,
  engine: CoachEngine,
): CoachHttpError {
  if (!isCoachError(error)) throw error;
  const details = { coach: engine.name, kind: error.kind, reason: error.message };
  // A caller that went away is not a fault of ours or of the provider.
  if (error.kind === 'aborted') log.info(details, 'coach call cancelled by the client');
  else log.warn(details, 'coach call failed');
  return error.toHttp();
}

export default fp(coachPlugin, {
  name: 'coach',
  dependencies: ['firebase-auth', 'user-rate-limit', '@fastify/rate-limit'],
});
