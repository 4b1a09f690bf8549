import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { StorageConfig } from '../../config.js';
import * as schema from '../schema.js';
import type { SqlSession } from '../sql-client.js';
import type { Engine } from './engine.js';

type PostgresConfig = Extract<StorageConfig, { kind: 'postgres' }>;

const sessionOf = (target: pg.Pool | pg.PoolClient): SqlSession => ({
  query: async (text, params) => (await target.query(text, params)).rows,
  // Without parameters pg uses the simple query protocol, which accepts several statements.
  exec: async (script) => {
    await target.query(script);
  },
});

/**
 * A pool of connections to a PostgreSQL server. Broken connections are dropped and replaced on
 * the next request, so the API recovers by itself when the server comes back.
 */
export async function openPostgres(
  config: PostgresConfig,
  onBackgroundError: (error: Error) => void,
): Promise<Engine> {
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolMax,
    // Without these, a request waits forever for a server that is gone.
    connectionTimeoutMillis: config.connectTimeoutMs,
    statement_timeout: config.statementTimeoutMs,
    query_timeout: config.statementTimeoutMs + 1000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    application_name: 'styleprint-api',
  });
  // An idle connection that dies (server restart, network cut) emits here; unhandled, it would
  // crash the process.
  pool.on('error', onBackgroundError);
  // A connection that dies while checked out (mid-transaction) emits 'error' on the client as
  // well as failing the query; pg-pool listens only while it is idle, so without this the
  // process would crash. The failing query already reports the problem to its request.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  return {
    kind: 'postgres',
    db: drizzle({ client: pool, schema }),
    transaction: async (work) => {
      // drizzle's pool-level transaction() checks a connection out and sends BEGIN outside its
      // try/finally: when BEGIN fails (the server just went away) the connection is never
      // released, and after `poolMax` such failures the pool is empty for good. Checking out
      // here keeps the release in our finally, whatever fails.
      const connection = await pool.connect();
      try {
        return await drizzle({ client: connection, schema }).transaction(work);
      } finally {
        connection.release();
      }
    },
    sql: {
      ...sessionOf(pool),
      transaction: async (work) => {
        const connection = await pool.connect();
        try {
          await connection.query('BEGIN');
          const result = await work(sessionOf(connection));
          await connection.query('COMMIT');
          return result;
        } catch (error) {
          await connection.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          connection.release();
        }
      },
    },
    pool: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: config.poolMax,
    }),
    compactAfterErasure: async (tables) => {
      // A plain VACUUM marks the erased rows' space free for reuse without locking out other
      // users; the bytes stay in the table files until overwritten, and in WAL archives and
      // backups until those expire (docs/decisions/0035: the operator's retention applies).
      // SKIP_LOCKED: a table another erasure (or autovacuum) is vacuuming right now is left to
      // it and to autovacuum, rather than this request waiting on their lock past its timeout.
      await pool.query(`VACUUM (SKIP_LOCKED) ${tables.join(', ')}`);
    },
    close: () => pool.end(),
  };
}
