import { ERROR_CODES } from '@styleprint/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import fp from 'fastify-plugin';
import { toErrorResponse } from '../../http/error-response.js';

export interface ErrorHandlerOptions {
  /** The app-wide body limit, named in 413s for routes that do not set their own. */
  bodyLimitBytes: number;
}

/**
 * One place turns every failure into `{detail, code}` with the status of docs/product.md#s8: thrown errors,
 * Fastify's own client errors (validation, 413, 415, bad JSON) and unknown routes. A 5xx never
 * carries a stack, a query or a message from inside the server; the log keeps those.
 */
const errorHandler: FastifyPluginAsync<ErrorHandlerOptions> = async (app, options) => {
  app.setErrorHandler((error, request, reply) => {
    const bodyLimitBytes = request.routeOptions.bodyLimit ?? options.bodyLimitBytes;
    const response = toErrorResponse(error, { bodyLimitBytes });
    if (response.unexpected) {
      request.log.error(loggable(error), 'request failed');
    } else if (response.status >= 500) {
      // A known outage (the store is down): worth a warning, not a stack per request.
      request.log.warn(
        { code: response.body.code, cause: causeOf(error) },
        'dependency unavailable',
      );
    } else {
      request.log.info({ code: response.body.code }, 'request rejected');
    }
    return reply.code(response.status).headers(response.headers).send(response.body);
  });

  app.setNotFoundHandler((request, reply) => {
    // The path only: a query string is the client's business and may carry anything.
    const path = request.url.split('?')[0] ?? '/';
    return reply
      .code(404)
      .send({ detail: `No route for ${request.method} ${path}`, code: ERROR_CODES.NOT_FOUND });
  });
};

/**
 * A failed query's wrapper quotes its parameters, which hold what the user submitted: log the
 * statement and the driver's error, never the values.
 */
function loggable(error: unknown): Record<string, unknown> {
  if (error instanceof DrizzleQueryError) return { query: error.query, err: error.cause };
  return { err: error };
}

/** The root cause's code and message, without the query or parameters a wrapper may quote. */
function causeOf(error: unknown): { code?: unknown; message: string } | undefined {
  let current: unknown = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  if (!(current instanceof Error)) return undefined;
  return { code: (current as { code?: unknown }).code, message: current.message };
}

export default fp(errorHandler, { name: 'error-handler' });
