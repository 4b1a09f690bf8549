import { createHash, randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  MyRatingsSchema,
  RATING_LIMITS,
  RatingAnswerRequestSchema,
  RatingInvitationSchema,
  RatingRequestCreatedSchema,
  RatingRequestCreateSchema,
  RatingTokenSchema,
  Text,
  type MyRatings,
  type RatingInvitation,
} from '@styleprint/contracts';
import { aggregateRatings } from '@styleprint/scoring';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../errors.js';
import { fromFirebaseError } from '../../auth/auth-failures.js';
import { requireSignIn, signedInUser } from '../../auth/signed-in-scope.js';
import { rateLimited } from '../../http/rate-limited.js';
import { OPEN_REQUESTS_LIMIT, type RatingLink } from '../../store/ratings-repository.js';
import { AccountErasedError } from '../../store/store-errors.js';
import { errorResponses, SIGNED_IN_ERRORS } from '../schemas.js';
import { linkClosed, linkNotFound, ownLink, requestNotFound } from './errors.js';
import { toRequest } from './present.js';

const TAGS = ['ratings'];
const HOUR_MS = 60 * 60 * 1000;

/** Only the hash is stored: a leaked table opens no link. */
const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

const IdParams = Type.Object({
  id: Text({ minLength: 1, maxLength: 64, description: 'The id of one of your rating links.' }),
});

/** The account was deleted while this request was under way (docs/decisions/0035). */
const erasedMeanwhile = (error: unknown): never => {
  if (error instanceof AccountErasedError) {
    throw fromFirebaseError({ code: 'auth/user-not-found' }) ?? error;
  }
  throw error;
};

/**
 * /ratings: how others see you (docs/decisions/0108-how-others-see-you.md). A person makes a
 * link; signed-in colleagues answer on it; the person sees the answers combined, only once
 * RATING_LIMITS.minRaters different people answered, and never who said what.
 */
const ratingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireSignIn(app);

  const creationLimit = app.createRateLimit({
    max: RATING_LIMITS.requestsPerHour,
    timeWindow: HOUR_MS,
    keyGenerator: (request: FastifyRequest) => `rating-requests:${request.user?.uid ?? request.ip}`,
  });

  /** The link a token names, when the caller may answer on it; a clear error otherwise. */
  const openLinkFor = async (token: string, uid: string): Promise<RatingLink> => {
    const link = await app.store.ratings.findLink(tokenHash(token));
    if (link === null) throw linkNotFound();
    if (link.userId === uid) throw ownLink();
    if (link.state !== 'open') throw linkClosed();
    return link;
  };

  app.post(
    '/requests',
    {
      preHandler: async (request) => {
        const result = await creationLimit(request);
        if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
      },
      schema: {
        tags: TAGS,
        summary: 'Ask colleagues how I come across',
        description:
          `Makes a rating link, open for ${RATING_LIMITS.linkDays} days, that any number of ` +
          'signed-in colleagues can answer once each. The token is in this answer only; the ' +
          `server keeps its hash. At most ${RATING_LIMITS.requestsPerHour} links an hour (429) ` +
          `and ${RATING_LIMITS.maxOpenRequests} open at once (409 RATING_REQUESTS_LIMIT_REACHED).`,
        security: [{ bearerAuth: [] }],
        body: RatingRequestCreateSchema,
        response: {
          201: RatingRequestCreatedSchema,
          ...errorResponses(400, 409, 413, 415, ...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const uid = signedInUser(request).uid;
      const token = randomBytes(RATING_LIMITS.tokenBytes).toString('base64url');
      const created = await app.store.ratings
        .createRequest(uid, request.body.name.trim().replace(/\s+/g, ' '), tokenHash(token))
        .catch(erasedMeanwhile);
      if (created === OPEN_REQUESTS_LIMIT) {
        throw new ApiError(
          409,
          ERROR_CODES.RATING_REQUESTS_LIMIT_REACHED,
          `You have ${RATING_LIMITS.maxOpenRequests} open rating links. Close one to make another.`,
        );
      }
      return reply.code(201).send({ ...toRequest(created), token });
    },
  );

  app.get(
    '/mine',
    {
      schema: {
        tags: TAGS,
        summary: 'How others see me',
        description:
          'My rating links, how many different people have answered them, and, once at least ' +
          `${RATING_LIMITS.minRaters} have, their answers combined beside my latest assessment. ` +
          'Never who answered or what any one person said.',
        security: [{ bearerAuth: [] }],
        response: { 200: MyRatingsSchema, ...errorResponses(...SIGNED_IN_ERRORS) },
      },
    },
    async (request): Promise<MyRatings> => {
      const uid = signedInUser(request).uid;
      const [links, answers, latest] = await Promise.all([
        app.store.ratings.listRequests(uid),
        app.store.ratings.receivedAnswers(uid),
        app.store.profiles.latest(uid),
      ]);
      return {
        requests: links.map(toRequest),
        raters: answers.length,
        needed: RATING_LIMITS.minRaters,
        aggregate: aggregateRatings(answers, latest),
      };
    },
  );

  app.delete(
    '/requests/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Close one of my rating links',
        description:
          'The link takes no more answers from now on; answers already given still count. ' +
          'Another user’s link is answered exactly like an unknown one (404).',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: {
          204: Type.Null({ description: 'Closed.' }),
          ...errorResponses(400, 404, ...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const closed = await app.store.ratings.revoke(signedInUser(request).uid, request.params.id);
      if (!closed) throw requestNotFound();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/invitation',
    {
      schema: {
        tags: TAGS,
        summary: 'Open a rating link',
        description:
          'Whom the link asks about, until when, and my own earlier answers on it. The token ' +
          'travels in the body, so it stays out of URLs in logs. 404 RATING_LINK_NOT_FOUND, 410 ' +
          'RATING_LINK_CLOSED (expired or closed), 403 RATING_OWN_LINK (my own link).',
        security: [{ bearerAuth: [] }],
        body: RatingTokenSchema,
        response: {
          200: RatingInvitationSchema,
          ...errorResponses(400, 404, 410, 413, 415, ...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request): Promise<RatingInvitation> => {
      const uid = signedInUser(request).uid;
      const link = await openLinkFor(request.body.token, uid);
      return {
        name: link.name,
        expiresAt: link.expiresAt,
        answers: await app.store.ratings.ownAnswers(link.id, uid),
      };
    },
  );

  app.post(
    '/invitation/answer',
    {
      schema: {
        tags: TAGS,
        summary: 'Answer a rating link',
        description:
          'Saves my answers, or changes them while the link is open; one rating per person per ' +
          'link. The person sees them only combined with others. Errors as for /invitation; a ' +
          'closed or unknown link stores nothing.',
        security: [{ bearerAuth: [] }],
        body: RatingAnswerRequestSchema,
        response: {
          200: RatingInvitationSchema,
          ...errorResponses(400, 404, 410, 413, 415, ...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request): Promise<RatingInvitation> => {
      const uid = signedInUser(request).uid;
      const { token, answers } = request.body;
      const link = await openLinkFor(token, uid);
      const outcome = await app.store.ratings
        .saveAnswers(link.id, uid, answers)
        .catch(erasedMeanwhile);
      // Closed between the look-up and the save: nothing was stored.
      if (outcome === 'closed') throw linkClosed();
      return { name: link.name, expiresAt: link.expiresAt, answers };
    },
  );
};

export default ratingsRoutes;
