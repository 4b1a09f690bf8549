import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's (or a proxy's) request id is kept when it is safe to log as is. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the incoming X-Request-Id when sane, else a fresh UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Every response names its request id, so a user's report can be matched to the logs. Each
 * request is logged once, when it is answered (Fastify's own request logging, a line on arrival
 * and another on completion, is off in app.ts): a CPU profile under load showed the API blocked
 * writing log lines to a slow stdout pipe for about a fifth of its time (docs/performance.md).
 * Callback-style hooks: no promise per request on the hot path.
 */
const requestContext: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        req: { method: request.method, url: request.url },
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
    done();
  });
};

export default fp(requestContext, { name: 'request-context' });
