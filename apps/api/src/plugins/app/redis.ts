import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis when REDIS_URL is set (rate limits across instances), else undefined. */
    redis: Redis | undefined;
  }
}

export interface RedisPluginOptions {
  url: string | undefined;
}

/** How long the API waits for Redis at start and for each command afterwards. */
const REDIS_TIMEOUT_MS = 2000;

/**
 * Connects to Redis at start, so a wrong REDIS_URL stops the deployment instead of silently
 * running with per-process limits. Afterwards a Redis outage does not fail requests: commands
 * fail fast (no offline queue) and the rate limiter lets requests through while ioredis
 * reconnects (docs/decisions/0091).
 */
const redisPlugin: FastifyPluginAsync<RedisPluginOptions> = async (app, options) => {
  if (options.url === undefined) {
    app.decorate('redis', undefined);
    return;
  }
  const redis = new Redis(options.url, {
    lazyConnect: true,
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectionName: 'styleprint-api',
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    // ioredis reports each failed reconnect; one line per outage is enough.
    if (reported) return;
    reported = true;
    app.log.warn(
      { err: error },
      'Redis unreachable: rate limits are not enforced until it is back',
    );
  });
  redis.on('ready', () => {
    if (reported) app.log.info('Redis reachable again');
    reported = false;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(
      `REDIS_URL is set but Redis did not answer within ${REDIS_TIMEOUT_MS} ms ` +
        `(${error instanceof Error ? error.message : String(error)}). Start Redis or unset REDIS_URL.`,
      { cause: error },
    );
  }
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
};

export default fp(redisPlugin, { name: 'redis' });
