import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** The Redis channel on which instances tell each other to forget an account. */
const FORGET_CHANNEL = 'styleprint:forget-account';

/**
 * With REDIS_URL, an account forgotten on one instance (erased or signed out everywhere through
 * our API) is forgotten on every instance within a Redis round trip, not only within
 * AUTH_ACCOUNT_CACHE_SECONDS (docs/decisions/0090). Best effort: if Redis is down the message is
 * lost and the cache time still bounds the delay.
 */
const forgetBroadcast: FastifyPluginAsync = async (app) => {
  const redis = app.redis;
  if (redis === undefined) return;
  const instance = randomUUID();
  // A subscribing connection only listens: no per-command timeout applies to it.
  const subscriber = redis.duplicate({ commandTimeout: undefined });
  // Failures are reported by the main connection (plugins/app/redis.ts); ioredis reconnects.
  subscriber.on('error', () => undefined);
  await subscriber.connect();
  await subscriber.subscribe(FORGET_CHANNEL);
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      const { uid, from } = JSON.parse(message) as { uid?: unknown; from?: unknown };
      if (typeof uid === 'string' && from !== instance) {
        app.verifiedTokens.forgetAccount(uid, { fromPeer: true });
      }
    } catch {
      // Not ours; ignore.
    }
  });
  app.verifiedTokens.onForget((uid) => {
    redis.publish(FORGET_CHANNEL, JSON.stringify({ uid, from: instance })).catch((error) => {
      app.log.warn({ err: error }, 'could not tell the other instances to forget an account');
    });
  });
  app.addHook('onClose', async () => {
    await subscriber.quit().catch(() => subscriber.disconnect());
  });
};

export default fp(forgetBroadcast, {
  name: 'forget-broadcast',
  dependencies: ['redis', 'firebase-auth'],
});
