import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../schemas.js';

/**
 * POST /account/password-changed: the web sends it right after the person changed their password
 * through Firebase. Firebase then refuses every sign-in older than the change, but this API
 * remembers verified sign-ins for up to AUTH_ACCOUNT_CACHE_SECONDS (docs/decisions/0090), so
 * another browser's old token would keep working that long. This makes the API forget the
 * account's remembered sign-ins at once, on every instance
 * (docs/decisions/0027-hostile-text-late-writes-and-revocation.md).
 *
 * The change revokes this browser's token too (Firebase's revocation time is per account), so the
 * route takes any genuine, unexpired token of the account, revoked or not: all it can do is make
 * the next requests of that account be checked against Firebase again.
 */
const passwordChangedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/password-changed',
    {
      schema: {
        tags: ['account'],
        summary: 'My password was just changed',
        description:
          'Sent by the web right after a password change through Firebase, with this browser’s ' +
          'token (revoked by the change or not). Sign-ins older than the change are refused from ' +
          'now on, on every instance, instead of within AUTH_ACCOUNT_CACHE_SECONDS. Changes ' +
          'nothing else: sent without a change it only costs the next requests a fresh check.',
        security: [{ bearerAuth: [] }],
        response: {
          204: Type.Null({ description: 'Sign-ins older than the change are refused from now.' }),
          ...errorResponses(401, 429, 500, 503),
        },
      },
    },
    async (request, reply) => {
      await app.onAccountChanged(await app.tokenOwner(request));
      return reply.code(204).send(null);
    },
  );
};

export default passwordChangedRoutes;
