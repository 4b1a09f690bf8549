import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './account/index.js';
import analysisRoutes from './analysis/index.js';
import chatRoutes from './chat/index.js';
import historyItemRoutes from './account/history-item.js';
import passwordChangedRoutes from './account/password-changed.js';
import healthRoutes from './health/index.js';
import peopleRoutes from './people/index.js';
import practiceRoutes from './practice/index.js';
import profileRoutes from './profile/index.js';
import quizRoutes from './quiz/index.js';
import ratingsRoutes from './ratings/index.js';
import selfReadRoutes from './self-read/index.js';
import sharingRoutes from './sharing/index.js';

/**
 * Every route plugin, one per resource, with the path prefix of docs/product.md#s7; app.ts
 * registers this one plugin after the plugins the routes depend on (store, auth, coach, limits).
 */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(quizRoutes, { prefix: '/quiz' });
  await app.register(profileRoutes, { prefix: '/profile' });
  // Deleting one past result sits beside GET /profile/history; it is part of managing my data.
  await app.register(historyItemRoutes, { prefix: '/profile' });
  await app.register(accountRoutes, { prefix: '/account' });
  // Outside the account routes' sign-in: a password change revokes the very token that tells us.
  await app.register(passwordChangedRoutes, { prefix: '/account' });
  // The coach's routes (docs/product.md#s7, and /chat/stream beyond it).
  await app.register(analysisRoutes, { prefix: '/analysis' });
  await app.register(chatRoutes, { prefix: '/chat' });
  await app.register(peopleRoutes, { prefix: '/people' });
  // Practice role-plays and "how you come across" (docs/decisions/0105-practice-persona-engine.md, 0106).
  await app.register(practiceRoutes, { prefix: '/practice' });
  await app.register(selfReadRoutes, { prefix: '/coach' });
  // How others see you (docs/decisions/0108-how-others-see-you.md).
  await app.register(ratingsRoutes, { prefix: '/ratings' });
  // Sharing with consent: invites, shared people, teams (docs/decisions/0104-sharing-with-consent.md).
  await app.register(sharingRoutes, { prefix: '/sharing' });
};

export default routes;
