import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './account/index.js';
import historyItemRoutes from './account/history-item.js';
import healthRoutes from './health/index.js';
import peopleRoutes from './people/index.js';
import profileRoutes from './profile/index.js';
import quizRoutes from './quiz/index.js';

/**
 * Every route plugin, one per resource, with the path prefix of docs/product.md#s7. The coach's
 * /analysis and /chat plugins register here too, beside their own folders.
 */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(quizRoutes, { prefix: '/quiz' });
  await app.register(profileRoutes, { prefix: '/profile' });
  // Deleting one past result sits beside GET /profile/history; it is part of managing my data.
  await app.register(historyItemRoutes, { prefix: '/profile' });
  await app.register(accountRoutes, { prefix: '/account' });
  await app.register(peopleRoutes, { prefix: '/people' });
};

export default routes;
