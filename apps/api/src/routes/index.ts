import type { FastifyPluginAsync } from 'fastify';
import healthRoutes from './health/index.js';
import profileRoutes from './profile/index.js';
import quizRoutes from './quiz/index.js';

/**
 * Every route plugin, one per resource, with the path prefix of spec §7. The coach's
 * /analysis and /chat plugins register here too, beside their own folders.
 */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(quizRoutes, { prefix: '/quiz' });
  await app.register(profileRoutes, { prefix: '/profile' });
};

export default routes;
