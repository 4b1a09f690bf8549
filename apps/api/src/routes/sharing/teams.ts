import {
  ERROR_CODES,
  normalisedTerms,
  SharedTeamCreateSchema,
  SharedTeamListSchema,
  SharedTeamSchema,
  sharedTraitValues,
  SHARING_LIMITS,
  Text,
  type SharedTeam,
} from '@styleprint/contracts';
import { teamSummary } from '@styleprint/coach';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../../errors.js';
import { signedInUser } from '../../auth/signed-in-scope.js';
import { TEAM_LIMIT, type TeamRecord } from '../../store/sharing-repository.js';
import { errorResponses, SIGNED_IN_ERRORS } from '../schemas.js';
import { teamNotFound } from './errors.js';
import { currentTraits, labelOf } from './present.js';

const TAGS = ['sharing'];
const TeamParams = Type.Object({
  id: Text({ minLength: 1, maxLength: 64, description: 'The id of a team I am in.' }),
});
const MemberParams = Type.Object({
  id: Text({ minLength: 1, maxLength: 64, description: 'The id of a team I am in.' }),
  memberId: Text({ minLength: 1, maxLength: 64, description: 'The id of one of its members.' }),
});
const NOT_YOURS =
  'Only teams I am in: another team’s id is answered exactly like an unknown one (404).';

/** A team as its members see it: each member's own results, only as far as they share them. */
async function presentTeam(
  app: FastifyInstance,
  uid: string,
  team: TeamRecord,
): Promise<SharedTeam> {
  const traits = await Promise.all(
    team.members.map(async (member) => {
      const all = await currentTraits(app, member.userId);
      return all === null ? null : sharedTraitValues(all, member.share);
    }),
  );
  const summary = teamSummary(
    team.members.flatMap((member, index) => {
      const known = traits[index];
      if (known === null || known === undefined) return [];
      const isYou = member.userId === uid;
      return [{ id: member.id, name: isYou ? 'You' : member.label, isYou, traits: known }];
    }),
  );
  return {
    id: team.id,
    name: team.name,
    isOwner: team.ownerId === uid,
    members: team.members.map((member) => ({
      id: member.id,
      name: member.label,
      isYou: member.userId === uid,
      isOwner: member.userId === team.ownerId,
      terms: member.share,
    })),
    summary,
  };
}

/** /sharing/teams: named teams whose members each consent (decision 0104). */
const sharedTeamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: TAGS,
        summary: 'Create a team',
        description:
          'A named team with me as its owner and first member, sharing `share` with it. ' +
          'Invite others with POST /sharing/invites and `teamId`. At most ' +
          `${SHARING_LIMITS.maxOwnedTeams} teams (409 TEAM_LIMIT_REACHED beyond).`,
        security: [{ bearerAuth: [] }],
        body: SharedTeamCreateSchema,
        response: {
          201: SharedTeamSchema,
          ...errorResponses(400, 409, 413, 415, ...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const created = await app.store.sharing.createTeam(
        { uid: user.uid, label: labelOf(user) },
        request.body.name.trim().replace(/\s+/g, ' '),
        normalisedTerms(request.body.share),
        SHARING_LIMITS.maxOwnedTeams,
      );
      if (created === TEAM_LIMIT) {
        throw new ApiError(
          409,
          ERROR_CODES.TEAM_LIMIT_REACHED,
          `You can own at most ${SHARING_LIMITS.maxOwnedTeams} teams. Delete one to make another.`,
        );
      }
      return reply.code(201).send(await presentTeam(app, user.uid, created));
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: TAGS,
        summary: 'My teams',
        description: 'The teams I own or joined, by name.',
        security: [{ bearerAuth: [] }],
        response: { 200: SharedTeamListSchema, ...errorResponses(...SIGNED_IN_ERRORS) },
      },
    },
    async (request) => {
      const uid = signedInUser(request).uid;
      const teams = await app.store.sharing.teams(uid);
      return {
        items: teams.map((team) => ({
          id: team.id,
          name: team.name,
          isOwner: team.ownerId === uid,
          memberCount: team.members,
        })),
      };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One of my teams',
        description:
          'Its members and the team map drawn from what each shares, read now. ' + NOT_YOURS,
        security: [{ bearerAuth: [] }],
        params: TeamParams,
        response: { 200: SharedTeamSchema, ...errorResponses(400, 404, ...SIGNED_IN_ERRORS) },
      },
    },
    async (request) => {
      const uid = signedInUser(request).uid;
      const team = await app.store.sharing.team(uid, request.params.id);
      if (team === null) throw teamNotFound();
      return presentTeam(app, uid, team);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete my team',
        description:
          'The owner only: the team, its members’ places in it and its invites go. ' + NOT_YOURS,
        security: [{ bearerAuth: [] }],
        params: TeamParams,
        response: {
          204: Type.Null({ description: 'Deleted.' }),
          ...errorResponses(400, 404, ...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const deleted = await app.store.sharing.deleteTeam(
        signedInUser(request).uid,
        request.params.id,
      );
      if (!deleted) throw teamNotFound();
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/:id/members/:memberId',
    {
      schema: {
        tags: TAGS,
        summary: 'Leave a team, or remove a member',
        description:
          'A member removes themselves (leaves: their results leave the team map at once); the ' +
          'owner removes anyone but themselves (they delete the team instead). ' +
          NOT_YOURS,
        security: [{ bearerAuth: [] }],
        params: MemberParams,
        response: {
          204: Type.Null({ description: 'Removed.' }),
          ...errorResponses(400, 404, ...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const removed = await app.store.sharing.removeMember(
        signedInUser(request).uid,
        request.params.id,
        request.params.memberId,
      );
      if (!removed) throw teamNotFound();
      return reply.code(204).send(null);
    },
  );
};

export default sharedTeamRoutes;
