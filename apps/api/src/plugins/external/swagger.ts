import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const DOCS_PREFIX = '/docs';

/**
 * OpenAPI 3.1, generated from the same TypeBox schemas that validate requests and serialise
 * responses, and the Swagger UI served from the package's own files (no CDN: works offline).
 */
const swaggerPlugin: FastifyPluginAsync = async (app) => {
  await app.register(swagger, {
    // Shared schemas keep their names (ErrorBody) in components instead of def-0, def-1, …
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) =>
        typeof json['$id'] === 'string' ? json['$id'] : `def-${index}`,
    },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Styleprint API',
        version: '1.0.0',
        description:
          'Assessment submission and communication profiles. Every error is `{detail, code}`. ' +
          'Signed-in routes take a Firebase ID token as `Authorization: Bearer <token>`.',
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'Firebase ID token (JWT)',
          },
        },
      },
      tags: [
        { name: 'quiz', description: 'Submitting the assessment' },
        { name: 'profile', description: "The signed-in user's profiles" },
        { name: 'account', description: 'My account and my data: export, sign-out, deletion' },
        {
          name: 'people',
          description: 'People I work with: my private list, pair guides, team map',
        },
        {
          name: 'ratings',
          description: 'How others see me: rating links, colleagues’ answers, the combined view',
        },
        { name: 'health', description: 'Liveness and readiness for load balancers' },
      ],
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The UI's scripts and styles are files on this server; nothing else may load or frame it.
    staticCSP:
      "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
      "img-src 'self' data:; connect-src 'self'; font-src 'self' data:; " +
      "frame-ancestors 'none'; base-uri 'self'; form-action 'none'",
    uiConfig: { deepLinking: true, tryItOutEnabled: false },
  });
};

export default fp(swaggerPlugin, { name: 'swagger' });
