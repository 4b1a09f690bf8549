import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { storeUnavailable } from '../../errors.js';
import { errorResponses } from '../schemas.js';

/** A readiness probe answers quickly or not at all; a hung store counts as not ready. */
const READINESS_TIMEOUT_MS = 3000;

/**
 * How long one store check answers every probe. /readyz is not rate limited (load balancers poll
 * it), so without this a flood of probes would queue SELECT 1 on PGlite's single connection
 * ahead of real requests. A failure is cached as long as a success: a store in trouble is not
 * hammered either.
 */
export const READINESS_CACHE_MS = 1500;

const StatusSchema = Type.Object({ status: Type.Literal('ok') });
const ReadySchema = Type.Object({
  status: Type.Literal('ready'),
  store: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
});

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('readiness check timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Liveness and readiness for load balancers and `npm start`; never rate limited. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  let lastCheck: { startedAt: number; result: Promise<void> } | undefined;
  /** The store check of the last READINESS_CACHE_MS, shared by every probe (in flight or done). */
  const checkStore = (): Promise<void> => {
    const now = Date.now();
    if (lastCheck === undefined || now - lastCheck.startedAt >= READINESS_CACHE_MS) {
      const result = withTimeout(app.store.ping(), READINESS_TIMEOUT_MS);
      // Handled here once; each probe awaits the same promise.
      result.catch(() => undefined);
      lastCheck = { startedAt: now, result };
    }
    return lastCheck.result;
  };

  app.get(
    '/healthz',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Alive',
        description: 'The process is up and serving HTTP. Touches no dependency.',
        response: { 200: StatusSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Ready',
        description:
          'The store answers a query: the API can serve requests. One check answers every ' +
          `probe for ${READINESS_CACHE_MS} ms.`,
        response: { 200: ReadySchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      try {
        await checkStore();
      } catch (error) {
        request.log.warn({ err: error }, 'store not ready');
        throw storeUnavailable();
      }
      return { status: 'ready' as const, store: app.store.engine };
    },
  );
};

export default healthRoutes;
