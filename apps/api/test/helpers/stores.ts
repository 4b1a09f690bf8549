import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe } from 'vitest';
import { IN_MEMORY_DATA_DIR } from '../../src/config.js';
import { openStore, type Store } from '../../src/store/open-store.js';
import { POSTGRES_SKIPPED, TEST_DATABASE_URL } from './environment.js';

/**
 * The two storage engines every HTTP test runs against: PGlite, and a real PostgreSQL server (the
 * one TEST_DATABASE_URL names, else the embedded one global setup starts). One store per test
 * file; tables are emptied between tests.
 */

export interface StoreLeg {
  title: string;
  available: boolean;
  /** Opens a new, empty, migrated store of this engine. */
  open(): Promise<OpenedStore>;
}

export interface OpenedStore {
  store: Store;
  /** The URL of the store's own database (PostgreSQL only). */
  url?: string;
  /** Closes the store and drops what the leg created for it. */
  dispose(): Promise<void>;
}

export const PGLITE_LEG: StoreLeg = {
  title: 'PGlite',
  available: true,
  open: async () => {
    const store = await openStore({ kind: 'pglite', dataDir: IN_MEMORY_DATA_DIR });
    return { store, dispose: () => store.close() };
  },
};

/** A database of its own per test file, so files running in parallel never see each other. */
export async function createScratchDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `styleprint_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export const postgresStorage = (url: string) =>
  ({
    kind: 'postgres',
    url,
    poolMax: 5,
    connectTimeoutMs: 2000,
    statementTimeoutMs: 5000,
  }) as const;

const POSTGRES_LEG: StoreLeg = {
  title: TEST_DATABASE_URL ? 'PostgreSQL' : `PostgreSQL (${POSTGRES_SKIPPED})`,
  available: TEST_DATABASE_URL !== undefined,
  open: async () => {
    if (TEST_DATABASE_URL === undefined) throw new Error(POSTGRES_SKIPPED);
    const database = await createScratchDatabase(TEST_DATABASE_URL);
    const store = await openStore(postgresStorage(database.url));
    return {
      store,
      url: database.url,
      dispose: async () => {
        await store.close();
        await database.drop();
      },
    };
  },
};

const STORE_LEGS = [PGLITE_LEG, POSTGRES_LEG];

/** Empties every table, keeping the schema, and whatever the store held in memory of them. */
export async function resetStore(store: Store): Promise<void> {
  await store.sql.exec(
    'TRUNCATE assessments, profiles, coach_token_usage, erased_accounts, people, practice_sessions, ' +
      'rating_requests, ratings, share_invites, share_connections, share_team_members, share_teams',
  );
  store.profiles.forgetCached();
}

/** Declares the same suite once per engine; the PostgreSQL one is skipped, saying why, without a server. */
export function describeEachStore(body: (leg: StoreLeg) => void): void {
  for (const leg of STORE_LEGS) {
    describe.skipIf(!leg.available)(leg.title, () => body(leg));
  }
}
