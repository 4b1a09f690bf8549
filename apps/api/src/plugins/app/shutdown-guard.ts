import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@styleprint/contracts';

/**
 * While the server drains for shutdown, a request that still arrives on a kept-alive
 * connection gets a 503 in our error shape, with "Connection: close" so the client (or the load
 * balancer) retries on a fresh connection to another instance. Fastify's built-in 503 would not
 * use `{detail, code}`, so it is turned off in app.ts.
 */
const shutdownGuard: FastifyPluginAsync = async (app) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback style: every request passes here, and no promise is needed to let it through.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) {
      done();
      return;
    }
    // Answered here: done() is not called, so nothing after this hook runs.
    void reply.code(503).headers({ connection: 'close', 'retry-after': '1' }).send({
      detail: 'The server is restarting. Please try again.',
      code: ERROR_CODES.SERVER_RESTARTING,
    });
  });
};

export default fp(shutdownGuard, { name: 'shutdown-guard' });
