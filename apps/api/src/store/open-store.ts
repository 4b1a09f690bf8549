import type { StorageConfig } from '../config.js';
import type { Engine } from './engines/engine.js';
import { openPglite } from './engines/pglite.js';
import { openPostgres } from './engines/postgres.js';
import { migrate, readMigrations } from './migrate.js';
import { AccountRepository } from './account-repository.js';
import { ProfileRepository } from './profile-repository.js';
import type { SqlClient } from './sql-client.js';

/** The API's storage: repositories over one engine whose schema is up to date. */
export interface Store {
  readonly engine: Engine['kind'];
  readonly profiles: ProfileRepository;
  /** Export and erasure of a user's data. */
  readonly account: AccountRepository;
  /** Raw SQL, for health checks and tests. */
  readonly sql: SqlClient;
  /** Resolves when the store answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenStoreOptions {
  /** Errors from idle PostgreSQL connections, which no request is waiting for. */
  onBackgroundError?: (error: Error) => void;
}

/** Opens the configured engine and applies pending migrations before anything can query it. */
export async function openStore(
  config: StorageConfig,
  options: OpenStoreOptions = {},
): Promise<Store> {
  const engine =
    config.kind === 'pglite'
      ? await openPglite(config.dataDir)
      : await openPostgres(config, options.onBackgroundError ?? (() => undefined));
  try {
    await migrate(engine.sql, await readMigrations());
  } catch (error) {
    await engine.close().catch(() => undefined);
    throw error;
  }
  return {
    engine: engine.kind,
    profiles: new ProfileRepository(engine.db, (work) => engine.transaction(work)),
    account: new AccountRepository(engine.db, engine),
    sql: engine.sql,
    ping: async () => {
      await engine.sql.query('SELECT 1');
    },
    close: () => engine.close(),
  };
}
