import cors from '@fastify/cors';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

export interface CorsOptions {
  origins: string[];
}

/**
 * The web and the API are different origins (architecture guide), so the browser asks first.
 * Only the configured origins are let in; the token travels in a header, never a cookie, so
 * credentials mode stays off.
 */
const corsPlugin: FastifyPluginAsync<CorsOptions> = async (app, options) => {
  await app.register(cors, {
    origin: options.origins,
    // PATCH: a person is changed in place (docs/decisions/0100-people-contract-and-routes.md).
    // PUT: what I share with someone, and my note about them, are set whole (decision 0104).
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    credentials: false,
    maxAge: 600,
    // A strict preflight check answers a bare OPTIONS with a text/plain 400, outside our
    // `{detail, code}` shape; a lenient one answers 204 and grants nothing to an unlisted origin.
    strictPreflight: false,
  });
};

export default fp(corsPlugin, { name: 'cors' });
