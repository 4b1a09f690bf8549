import type { FastifyPluginAsync } from 'fastify';
import { requireSignIn } from '../../auth/signed-in-scope.js';
import inviteRoutes from './invites.js';
import sharedPeopleRoutes from './people.js';
import sharedTeamRoutes from './teams.js';

/**
 * /sharing: invites, the people I share with and teams by invitation
 * (docs/decisions/0104-sharing-with-consent.md). Every route needs sign-in, even opening a link:
 * the consent screen shows my own results, and who asks is told to nobody signed out.
 */
const sharingRoutes: FastifyPluginAsync = async (app) => {
  requireSignIn(app);
  await app.register(inviteRoutes, { prefix: '/invites' });
  await app.register(sharedPeopleRoutes, { prefix: '/people' });
  await app.register(sharedTeamRoutes, { prefix: '/teams' });
};

export default sharingRoutes;
