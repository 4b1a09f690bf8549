import {
  ERROR_CODES,
  InviteAcceptedSchema,
  InviteAcceptSchema,
  InviteCreatedSchema,
  InviteCreateSchema,
  InviteListSchema,
  InvitePreviewSchema,
  InviteTokenBodySchema,
  normalisedTerms,
  SHARING_LIMITS,
  Text,
} from '@styleprint/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors.js';
import { fromFirebaseError } from '../../auth/auth-failures.js';
import { signedInUser } from '../../auth/signed-in-scope.js';
import { rateLimited } from '../../http/rate-limited.js';
import {
  NOT_YOUR_PERSON,
  NOT_YOUR_TEAM,
  type InviteRecord,
} from '../../store/sharing-repository.js';
import { personNotFound } from '../people/errors.js';
import { AccountErasedError } from '../../store/store-errors.js';
import { errorResponses, SIGNED_IN_ERRORS } from '../schemas.js';
import { inviteNotFound, inviteRefused, teamNotFound } from './errors.js';
import { inviteEmail } from './invite-email.js';
import { currentTraits, labelOf, toInvite } from './present.js';
import { newInviteToken, tokenHash } from './token.js';

const TAGS = ['sharing'];
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const IdParams = Type.Object({
  id: Text({ minLength: 1, maxLength: 64, description: 'The id of one of my invites.' }),
});

/**
 * Emails the link when a mail server is configured. A failure is logged (without the address or
 * the link) and answered as "not sent": the invite stands, and the person copies the link.
 */
async function sendInvite(
  app: FastifyInstance,
  request: FastifyRequest,
  to: string,
  invite: InviteRecord,
  token: string,
): Promise<boolean> {
  if (app.mailer === null) return false;
  try {
    await app.mailer.send(
      inviteEmail({
        to,
        from: invite.ownerLabel,
        teamName: invite.team?.name ?? null,
        link: `${app.inviteLinkBase}/invite/${token}`,
        expiresAt: invite.expiresAt,
      }),
    );
    return true;
  } catch (error) {
    request.log.warn(
      { err: error instanceof Error ? error.message : 'unknown' },
      'invite email not sent',
    );
    return false;
  }
}

/** The account was deleted while this request was under way (docs/decisions/0035). */
async function unlessErased<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AccountErasedError) {
      throw fromFirebaseError({ code: 'auth/user-not-found' }) ?? error;
    }
    throw error;
  }
}

/**
 * /sharing/invites: links that ask someone to share (decision 0104). The token travels in
 * request bodies only: URLs are written to the logs, bodies never are.
 */
const inviteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const perHour = app.createRateLimit({
    max: SHARING_LIMITS.invitesPerHour,
    timeWindow: HOUR_MS,
    keyGenerator: (request: FastifyRequest) => `invites:${request.user?.uid ?? request.ip}`,
  });

  app.post(
    '/',
    {
      schema: {
        tags: TAGS,
        summary: 'Create an invite link',
        description:
          'A person invite (`offer`: what I share back with whoever accepts; without it the ' +
          'invite only asks), used once; or a team invite (`teamId` of a team I own), which ' +
          `works for anyone it is sent to. Links work for ${SHARING_LIMITS.inviteDays} days. ` +
          'A person invite made for someone in my People list (`personId`, one of mine: 404 ' +
          'PERSON_NOT_FOUND otherwise) links them to that private entry when they accept. ' +
          'The answer carries the token this once: only its hash is stored. With `email` and a ' +
          'mail server configured, the link is also sent there (`emailed` says whether it went). ' +
          'At most ' +
          `${SHARING_LIMITS.invitesPerHour} invites an hour (429 RATE_LIMITED beyond).`,
        security: [{ bearerAuth: [] }],
        body: InviteCreateSchema,
        response: {
          201: InviteCreatedSchema,
          ...errorResponses(400, 404, 413, 415, ...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const limit = await perHour(request);
      if (!limit.isAllowed && limit.isExceeded) throw rateLimited(limit.ttlInSeconds);
      const user = signedInUser(request);
      const now = new Date();
      const token = newInviteToken();
      const body = request.body;
      if (body.personId !== undefined && body.teamId !== undefined) {
        throw new ApiError(
          400,
          ERROR_CODES.VALIDATION_ERROR,
          'Give either personId (someone in your People) or teamId (a team), not both.',
        );
      }
      const created = await unlessErased(() =>
        app.store.sharing.createInvite(user.uid, {
          tokenSha256: tokenHash(token),
          ownerLabel: labelOf(user),
          // A team invite shares through the team: what each member shares is their own choice.
          offer: body.teamId === undefined && body.offer ? normalisedTerms(body.offer) : null,
          teamId: body.teamId ?? null,
          personId: body.personId ?? null,
          expiresAt: new Date(now.getTime() + SHARING_LIMITS.inviteDays * DAY_MS),
        }),
      );
      if (created === NOT_YOUR_TEAM) throw teamNotFound();
      if (created === NOT_YOUR_PERSON) throw personNotFound();
      const emailed =
        body.email !== undefined && (await sendInvite(app, request, body.email, created, token));
      return reply.code(201).send({ invite: toInvite(created, now), token, emailed });
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: TAGS,
        summary: 'My open invites',
        description: 'Invites I made that still work (not used, revoked or expired), newest first.',
        security: [{ bearerAuth: [] }],
        response: { 200: InviteListSchema, ...errorResponses(...SIGNED_IN_ERRORS) },
      },
    },
    async (request) => {
      const now = new Date();
      const records = await app.store.sharing.openInvites(signedInUser(request).uid, now);
      return {
        items: records.map((record) => toInvite(record, now)),
        canEmail: app.mailer !== null,
      };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Revoke one of my invites',
        description:
          'The link does nothing from now on. Another user’s invite, or one already used or ' +
          'revoked, answers 404.',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: {
          204: Type.Null({ description: 'Revoked.' }),
          ...errorResponses(400, 404, ...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const revoked = await app.store.sharing.revokeInvite(
        signedInUser(request).uid,
        request.params.id,
      );
      if (!revoked) throw inviteNotFound();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/open',
    {
      schema: {
        tags: TAGS,
        summary: 'What an invite link asks',
        description:
          'For the consent screen: who invites, to what (a person or a named team), what they ' +
          'share back, and my own current results (null: take the assessment first). Changes ' +
          'nothing. 404 for an unknown link, 410 for an expired, revoked or used one, 409 for ' +
          'my own.',
        security: [{ bearerAuth: [] }],
        body: InviteTokenBodySchema,
        response: {
          200: InvitePreviewSchema,
          ...errorResponses(400, 404, 409, 410, 415, ...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const now = new Date();
      const invite = await app.store.sharing.inviteByToken(tokenHash(request.body.token));
      if (invite === null) throw inviteRefused('not_found');
      const status = toInvite(invite, now).status;
      if (status !== 'open') throw inviteRefused(status);
      if (invite.ownerId === user.uid) throw inviteRefused('own');
      return {
        from: invite.ownerLabel,
        kind: invite.team === null ? ('person' as const) : ('team' as const),
        teamName: invite.team?.name ?? null,
        offer: invite.offer,
        expiresAt: invite.expiresAt.toISOString(),
        you: await currentTraits(app, user.uid),
      };
    },
  );

  app.post(
    '/accept',
    {
      schema: {
        tags: TAGS,
        summary: 'Share: accept an invite',
        description:
          'Shares exactly `share` (which of my results, and whether suggestions for working ' +
          'with me are included) with the person who invited, who shares back what their ' +
          'invite offered; or joins their team with `share`. A person invite is used up. ' +
          'Refused like /open for a link that does not work.',
        security: [{ bearerAuth: [] }],
        body: InviteAcceptSchema,
        response: {
          201: InviteAcceptedSchema,
          ...errorResponses(400, 404, 409, 410, 413, 415, ...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      if ((await app.store.profiles.latest(user.uid)) === null) {
        throw new ApiError(
          409,
          ERROR_CODES.PROFILE_NOT_FOUND,
          'Take the assessment first: there is no result of yours to share yet.',
        );
      }
      const outcome = await unlessErased(() =>
        app.store.sharing.accept(
          tokenHash(request.body.token),
          { uid: user.uid, label: labelOf(user) },
          normalisedTerms(request.body.share),
          new Date(),
          SHARING_LIMITS.maxTeamMembers,
        ),
      );
      if ('refused' in outcome) throw inviteRefused(outcome.refused);
      return reply.code(201).send(outcome);
    },
  );

  app.post(
    '/decline',
    {
      schema: {
        tags: TAGS,
        summary: 'No thanks',
        description:
          'Nothing is shared. A person invite is closed, so its link does nothing more; a team ' +
          'invite stays open for the others it was sent to.',
        security: [{ bearerAuth: [] }],
        body: InviteTokenBodySchema,
        response: {
          204: Type.Null({ description: 'Declined.' }),
          ...errorResponses(400, 404, 409, 410, 415, ...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const refused = await app.store.sharing.decline(
        tokenHash(request.body.token),
        signedInUser(request).uid,
        new Date(),
      );
      if (refused !== null) throw inviteRefused(refused.refused);
      return reply.code(204).send(null);
    },
  );
};

export default inviteRoutes;
