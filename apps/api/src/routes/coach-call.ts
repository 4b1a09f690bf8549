import type { CoachReply } from '@styleprint/contracts';
import {
  isCoachError,
  withAbout,
  type CoachCallOptions,
  type CoachEngine,
  type CoachHttpError,
} from '@styleprint/coach';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { CoachSettings } from '../config.js';
import { ApiError, RETRY_AFTER_UNAVAILABLE_SECONDS } from '../errors.js';
import type { AuthenticatedUser } from '../plugins/app/firebase-auth.js';
import { savedCounterpart } from './people/saved-counterpart.js';

// What every coach route shares: the access policy on its routes, cancellation, its errors, and
// one call shape (docs/decisions/0070-coach-routes-auth-and-limits.md).

/**
 * One coach call for one request, the same for every coach route: the saved person the request
 * names becomes the counterpart (an unknown one is the caller's 404, found before the coach
 * runs), the call is cancelled when the client goes, and a failure becomes the coach's HTTP error.
 * The reply names that person and says whose results it used (`about`).
 */
export async function callCoach(
  app: FastifyInstance,
  request: {
    user: AuthenticatedUser | null;
    body: { personId?: string | undefined; sharedPersonId?: string | undefined };
    log: FastifyInstance['log'];
  },
  reply: FastifyReply,
  call: (options: CoachCallOptions) => Promise<CoachReply>,
): Promise<CoachReply> {
  const counterpart = await savedCounterpart(app, request);
  try {
    const answer = await call({
      signal: abortOnDisconnect(reply),
      ...(counterpart ? { counterpart } : {}),
    });
    // The reply says whose results it used for the person chosen (decision 0104).
    return withAbout(answer, counterpart);
  } catch (error) {
    throw coachHttpError(toCoachFailure(error, request.log, app.coach));
  }
}

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
