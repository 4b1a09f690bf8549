import { ERROR_CODES, ProfileHistorySchema, StoredProfileSchema } from '@styleprint/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, profileNotFound } from '../../errors.js';
import { requireSignIn, signedInUser } from '../../auth/signed-in-scope.js';
import { UNKNOWN_CURSOR } from '../../store/profile-repository.js';
import { errorResponses, SIGNED_IN_ERRORS } from '../schemas.js';

export const HISTORY_DEFAULT_LIMIT = 20;
const HISTORY_MAX_LIMIT = 50;

const UUID_PATTERN =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

const HistoryQuerySchema = Type.Object({
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: HISTORY_MAX_LIMIT,
      description: `Items per page (default ${HISTORY_DEFAULT_LIMIT}).`,
    }),
  ),
  cursor: Type.Optional(
    Type.String({ pattern: UUID_PATTERN, description: 'The `nextCursor` of the previous page.' }),
  ),
});

/** /profile: the signed-in user's profiles. Every query is scoped to that user. */
const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireSignIn(app);

  app.get(
    '/me',
    {
      schema: {
        tags: ['profile'],
        summary: 'My latest profile',
        description:
          'The profile derived from my most recent submission, in the shape of docs/product.md#s3 ' +
          '(mbti, disc, emergenetics, cliftonStrengths) plus its id and time.',
        security: [{ bearerAuth: [] }],
        response: { 200: StoredProfileSchema, ...errorResponses(404, ...SIGNED_IN_ERRORS) },
      },
    },
    async (request) => {
      const latest = await app.store.profiles.latest(signedInUser(request).uid);
      if (latest === null) throw profileNotFound();
      return latest;
    },
  );

  app.get(
    '/history',
    {
      schema: {
        tags: ['profile'],
        summary: 'My past results',
        description: 'My profiles, newest first, one page at a time.',
        security: [{ bearerAuth: [] }],
        querystring: HistoryQuerySchema,
        response: { 200: ProfileHistorySchema, ...errorResponses(400, ...SIGNED_IN_ERRORS) },
      },
    },
    async (request) => {
      const page = await app.store.profiles.history(signedInUser(request).uid, {
        limit: request.query.limit ?? HISTORY_DEFAULT_LIMIT,
        cursor: request.query.cursor,
      });
      if (page === UNKNOWN_CURSOR) {
        throw new ApiError(
          400,
          ERROR_CODES.VALIDATION_ERROR,
          'Invalid query string: cursor: names none of your results (they may have been erased)',
        );
      }
      return page;
    },
  );

  app.delete(
    '/me',
    {
      schema: {
        tags: ['profile'],
        summary: 'Erase my data',
        description:
          'Erases every assessment and profile stored for me. Answers 204 whether or not ' +
          'anything was stored; the account itself lives in Firebase Auth.',
        security: [{ bearerAuth: [] }],
        response: {
          204: Type.Null({ description: 'Erased.' }),
          ...errorResponses(...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const erased = await app.store.profiles.eraseUser(user.uid);
      request.log.info({ erased }, 'user data erased');
      return reply.code(204).send(null);
    },
  );
};

export default profileRoutes;
