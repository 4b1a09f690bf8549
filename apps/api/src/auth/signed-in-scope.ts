import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../plugins/app/firebase-auth.js';

/**
 * Makes every route of a route plugin require sign-in: the token is verified before the body
 * is read, the per-user limit is applied, and personal data is never cached on the way back.
 * Call it at the top of a route plugin; encapsulation keeps it to that plugin's routes.
 */
export function requireSignIn(scope: FastifyInstance): void {
  scope.addHook('onRequest', scope.authenticate);
  scope.addHook('preHandler', scope.limitPerUser);
  scope.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

/** The signed-in user of a request on a `requireSignIn` route. */
export function signedInUser(request: { user: AuthenticatedUser | null }): AuthenticatedUser {
  // Unreachable behind requireSignIn; failing loudly beats serving data with no owner.
  if (request.user === null) throw new Error('signedInUser() used on a route without sign-in');
  return request.user;
}
