import type { StorageConfig } from '../config.js';
import type { Engine, PoolUse } from './engines/engine.js';
import { openPglite } from './engines/pglite.js';
import { openPostgres } from './engines/postgres.js';
import { migrate, readMigrations } from './migrate.js';
import { AccountRepository } from './account-repository.js';
import { CachingProfileRepository } from './caching-profile-repository.js';
import { PeopleRepository } from './people-repository.js';
import { ProfileRepository } from './profile-repository.js';
import { PracticeRepository } from './practice-repository.js';
import { RatingsRepository } from './ratings-repository.js';
import { SharingRepository } from './sharing-repository.js';
import type { SqlClient } from './sql-client.js';

/** The API's storage: repositories over one engine whose schema is up to date. */
export interface Store {
  readonly engine: Engine['kind'];
  readonly profiles: ProfileRepository;
  /** Connection pool use (PostgreSQL only), for the metrics endpoint. */
  readonly pool: (() => PoolUse) | undefined;
  /** Export and erasure of a user's data. */
  readonly account: AccountRepository;
  /** The user's people (docs/decisions/0100-people-contract-and-routes.md). */
  readonly people: PeopleRepository;
  /** Practice sessions the user kept (docs/decisions/0105-practice-persona-engine.md). */
  readonly practice: PracticeRepository;
  /** Rating links and colleagues' answers (docs/decisions/0108-how-others-see-you.md). */
  readonly ratings: RatingsRepository;
  /** Invites, shares and teams (docs/decisions/0104-sharing-with-consent.md). */
  readonly sharing: SharingRepository;
  /** Raw SQL, for health checks and tests. */
  readonly sql: SqlClient;
  /** Resolves when the store answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Users whose latest profile PGlite keeps in memory unless told otherwise. */
const DEFAULT_PROFILE_CACHE_MAX = 10_000;

export interface OpenStoreOptions {
  /** PGlite only: how many users' latest profile to keep in memory; 0 turns it off. */
  profileCacheMax?: number;
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
  const transaction: ConstructorParameters<typeof ProfileRepository>[1] = (work) =>
    engine.transaction(work);
  const profileCacheMax = options.profileCacheMax ?? DEFAULT_PROFILE_CACHE_MAX;
  const profiles =
    engine.kind === 'pglite' && profileCacheMax > 0
      ? new CachingProfileRepository(engine.db, transaction, profileCacheMax)
      : new ProfileRepository(engine.db, transaction);
  return {
    engine: engine.kind,
    profiles,
    pool: engine.pool,
    // Erasures change what a user's latest profile is: they go through the profile cache.
    account: new AccountRepository(engine.db, engine, (userId, work) =>
      profiles.changing(userId, work),
    ),
    people: new PeopleRepository(engine.db, transaction),
    practice: new PracticeRepository(engine.db, transaction),
    ratings: new RatingsRepository(engine.db, transaction),
    sharing: new SharingRepository(engine.db, transaction),
    sql: engine.sql,
    ping: async () => {
      await engine.sql.query('SELECT 1');
    },
    close: () => engine.close(),
  };
}
