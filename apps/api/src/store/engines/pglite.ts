import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { IN_MEMORY_DATA_DIR } from '../../config.js';
import * as schema from '../schema.js';
import type { SqlSession } from '../sql-client.js';
import { lockDataDir } from './data-dir-lock.js';
import type { Engine } from './engine.js';

const sessionOf = (target: PGlite | Transaction): SqlSession => ({
  query: async (text, params) => (await target.query<never>(text, params)).rows,
  exec: async (script) => {
    await target.exec(script);
  },
});

/**
 * PGlite's own start parameters plus one: WAL segments a checkpoint no longer needs are deleted
 * instead of renamed for reuse, so an erased account's rows do not linger in a recycled segment
 * (docs/decisions/0035).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'wal_recycle=off'];

/** PostgreSQL compiled to WASM, in this process, keeping its files in `dataDir`. */
export async function openPglite(dataDir: string): Promise<Engine> {
  const inMemory = dataDir === IN_MEMORY_DATA_DIR;
  let unlock = async (): Promise<void> => {};
  if (!inMemory) {
    await mkdir(dataDir, { recursive: true });
    unlock = await lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS });
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = drizzle({ client, schema });
  return {
    kind: 'pglite',
    db,
    // One connection: PGlite queues everything else behind an open transaction.
    transaction: (work) => db.transaction(work),
    sql: {
      ...sessionOf(client),
      transaction: (work) => client.transaction((tx) => work(sessionOf(tx))),
    },
    compactAfterErasure: async (tables) => {
      // VACUUM FULL rewrites the tables and their indexes into new files and drops the old ones;
      // the checkpoints and WAL switches retire every segment that still holds the erased rows.
      // None of it may run inside a transaction.
      await client.query(`VACUUM FULL ${tables.join(', ')}`);
      for (let round = 0; round < 2; round += 1) {
        await client.query('CHECKPOINT');
        await client.query('SELECT pg_switch_wal()');
      }
      await client.query('CHECKPOINT');
    },
    close: async () => {
      try {
        // Everything committed is flushed to the data files before the lock is let go, so the
        // next start replays no WAL (PGlite's fsync limits: docs/reliability.md).
        if (!inMemory && !client.closed) await client.exec('CHECKPOINT');
        await client.close();
      } finally {
        await unlock();
      }
    },
  };
}
