import type { CoachCallOptions } from '@styleprint/coach';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { abortOnDisconnect, coachHttpError, toCoachFailure } from '../plugins/app/coach.js';
import type { AuthenticatedUser } from '../plugins/app/firebase-auth.js';
import { savedCounterpart } from './people/saved-counterpart.js';

/**
 * One coach call for one request, the same for every coach route: the saved person the request
 * names becomes the counterpart (an unknown one is the caller's 404, found before the coach
 * runs), the call is cancelled when the client goes, and a failure becomes the coach's HTTP error.
 */
export async function callCoach<T>(
  app: FastifyInstance,
  request: {
    user: AuthenticatedUser | null;
    body: { personId?: string | undefined };
    log: FastifyInstance['log'];
  },
  reply: FastifyReply,
  call: (options: CoachCallOptions) => Promise<T>,
): Promise<T> {
  const counterpart = await savedCounterpart(app, request);
  try {
    return await call({
      signal: abortOnDisconnect(reply),
      ...(counterpart ? { counterpart } : {}),
    });
  } catch (error) {
    throw coachHttpError(toCoachFailure(error, request.log, app.coach));
  }
}
