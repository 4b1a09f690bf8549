import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { StorageConfig } from '../../config.js';
import { openStore, type Store } from '../../store/open-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    store: Store;
  }
}

export interface StorePluginOptions {
  storage: StorageConfig;
  /** PGlite only: users whose latest profile is kept in memory; 0 turns it off. */
  profileCacheMax: number;
  /** An already open store to use instead (tests share one per file); the app will not close it. */
  store?: Store | undefined;
}

/** Opens the store (migrations applied) before any route runs, and closes it last on shutdown. */
const storePlugin: FastifyPluginAsync<StorePluginOptions> = async (app, options) => {
  const owned = options.store === undefined;
  const store =
    options.store ??
    (await openStore(options.storage, {
      profileCacheMax: options.profileCacheMax,
      onBackgroundError: (error) =>
        app.log.warn({ err: error }, 'an idle database connection failed; it will be replaced'),
    }));
  app.decorate('store', store);
  if (owned) {
    app.log.info(
      { engine: store.engine },
      store.engine === 'pglite' ? 'store ready (embedded PGlite)' : 'store ready (PostgreSQL)',
    );
    app.addHook('onClose', async () => {
      await store.close();
    });
  }
};

export default fp(storePlugin, { name: 'store' });
