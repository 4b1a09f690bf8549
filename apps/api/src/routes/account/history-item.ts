import { ERROR_CODES } from '@styleprint/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../../errors.js';
import { requireSignIn, signedInUser } from '../../auth/signed-in-scope.js';
import { errorResponses, SIGNED_IN_ERRORS } from '../schemas.js';

const UUID_PATTERN =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** DELETE /profile/history/:id: erase one past result. */
const historyItemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireSignIn(app);

  app.delete(
    '/history/:id',
    {
      schema: {
        tags: ['profile'],
        summary: 'Erase one past result',
        description:
          'Erases one of my results (the submission and its profile). Another user’s result ' +
          'answers 404, exactly like one that never existed.',
        security: [{ bearerAuth: [] }],
        params: Type.Object({
          id: Type.String({ pattern: UUID_PATTERN, description: 'The result’s `id`.' }),
        }),
        response: {
          204: Type.Null({ description: 'Erased.' }),
          ...errorResponses(400, 404, ...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const erased = await app.store.account.eraseResult(
        signedInUser(request).uid,
        request.params.id,
      );
      if (!erased) {
        throw new ApiError(404, ERROR_CODES.NOT_FOUND, 'No result of yours has this id');
      }
      return reply.code(204).send(null);
    },
  );
};

export default historyItemRoutes;
