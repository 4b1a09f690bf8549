import { AccountExportSchema, ERROR_CODES, type AccountExport } from '@styleprint/contracts';
import { aggregateRatings } from '@styleprint/scoring';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../../errors.js';
import { requireSignIn, signedInUser } from '../../auth/signed-in-scope.js';
import { errorResponses, SIGNED_IN_ERRORS } from '../schemas.js';
import { toPerson } from '../people/present.js';
import { toRequest } from '../ratings/present.js';
import { sharingExport } from '../sharing/present.js';

/** Deleting the account needs credentials entered this recently (docs/decisions/0035). */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

const recentSignInRequired = (): ApiError =>
  new ApiError(
    403,
    ERROR_CODES.RECENT_SIGN_IN_REQUIRED,
    'Please confirm your password again: deleting your account needs a sign-in from the last ' +
      `${RECENT_SIGN_IN_SECONDS / 60} minutes.`,
  );

const EXPORT_FILE_NAME = 'styleprint-my-data.json';

/** /account: what a signed-in person does with their own account and data. */
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireSignIn(app);

  app.get(
    '/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Download my data',
        description:
          'Everything stored about me, as one JSON document: what my sign-in token says about ' +
          'the account, every submission with the profile derived from it, oldest first, and ' +
          'the people I added, my practice sessions, my invites, shares given and received and ' +
          'teams, my rating links with their combined answers and the ratings I gave. ' +
          `Sent as an attachment named ${EXPORT_FILE_NAME}.`,
        security: [{ bearerAuth: [] }],
        response: { 200: AccountExportSchema, ...errorResponses(...SIGNED_IN_ERRORS) },
      },
    },
    async (request, reply): Promise<AccountExport> => {
      const user = signedInUser(request);
      // Read once: the export lists them, and names the ones my shared people are linked to.
      const myPeople = app.store.people.list(user.uid);
      const [assessments, people, practiceSessions, sharing, ratingLinks, received, given, latest] =
        await Promise.all([
          app.store.account.exportAll(user.uid),
          myPeople,
          app.store.practice.exportAll(user.uid),
          myPeople.then((list) => sharingExport(app.store.sharing, user.uid, new Date(), list)),
          app.store.ratings.listRequests(user.uid),
          app.store.ratings.receivedAnswers(user.uid),
          app.store.ratings.given(user.uid),
          app.store.profiles.latest(user.uid),
        ]);
      reply.header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`);
      return {
        exportedAt: new Date().toISOString(),
        account: {
          uid: user.uid,
          email: user.email,
          displayName: user.name,
          signInProvider: user.provider,
        },
        assessments,
        people: people.map(toPerson),
        practiceSessions,
        sharing,
        // As the person sees them on screen: the combined view only, never one rater's answers.
        ratings: {
          requests: ratingLinks.map(toRequest),
          raters: received.length,
          received: aggregateRatings(received, latest),
          given,
        },
      };
    },
  );

  app.post(
    '/sign-out-everywhere',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign out everywhere',
        description:
          'Revokes every refresh token of my account: each browser I signed in on (this one ' +
          'included) must sign in again, and ID tokens issued before now are refused with 401 ' +
          'TOKEN_REVOKED.',
        security: [{ bearerAuth: [] }],
        response: {
          204: Type.Null({ description: 'Every session ended.' }),
          ...errorResponses(...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request, reply) => {
      await app.identityAdmin.revokeSessions(signedInUser(request).uid);
      request.log.info('all sessions revoked');
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete my account',
        description:
          'Erases every assessment, profile and person stored for me, my invites, my shares (on ' +
          'both sides), my places in teams, my rating links with the answers on them and the ' +
          'ratings I gave, then deletes my sign-in account. ' +
          `Needs a sign-in from the last ${RECENT_SIGN_IN_SECONDS / 60} minutes (403 ` +
          'RECENT_SIGN_IN_REQUIRED otherwise). The store is compacted afterwards, so the erased ' +
          'rows are not left readable in its files (docs/decisions/0035).',
        security: [{ bearerAuth: [] }],
        response: {
          204: Type.Null({ description: 'Everything erased; the account no longer exists.' }),
          ...errorResponses(...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const nowSeconds = Math.floor(Date.now() / 1000);
      if (nowSeconds - user.authTime > RECENT_SIGN_IN_SECONDS) throw recentSignInRequired();

      // Rows first: if deleting the account then fails, the person can still sign in and retry.
      const erasedBefore = await app.store.profiles.eraseUser(user.uid);
      await app.identityAdmin.deleteAccount(user.uid);
      // A submission already past sign-in when the account went may have written since: this
      // sweep takes the user's lock and leaves a mark that refuses any later one, then compacts,
      // so nothing of the account is left in the store's files.
      const erasedAfter = await app.store.account.eraseDeletedAccount(user.uid);
      request.log.info({ erased: erasedBefore + erasedAfter }, 'account deleted');
      return reply.code(204).send(null);
    },
  );
};

export default accountRoutes;
