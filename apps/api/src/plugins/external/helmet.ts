import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers. The API serves JSON, so its content policy allows nothing to load or frame
 * it; the docs UI sets its own, wider policy on its routes (swagger.ts).
 */
const helmetPlugin: FastifyPluginAsync = async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    // The web app on another origin reads our responses through CORS, which this does not affect.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
};

export default fp(helmetPlugin, { name: 'helmet' });
