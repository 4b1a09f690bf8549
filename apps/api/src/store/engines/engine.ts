import type { StoreDatabase } from '../database.js';
import type { SqlClient } from '../sql-client.js';

/** What each storage engine gives the store: the query builder, raw SQL and a way to close. */
export interface Engine {
  readonly kind: 'pglite' | 'postgres';
  readonly db: StoreDatabase;
  /** Runs `work` in one transaction on one connection: committed if it resolves. */
  transaction<T>(work: (tx: StoreDatabase) => Promise<T>): Promise<T>;
  readonly sql: SqlClient;
  /** How the connection pool is used right now (PostgreSQL only). */
  readonly pool?: () => PoolUse;
  /**
   * After an erasure: makes the erased rows unreadable in the engine's own files as far as the
   * engine can (docs/decisions/0035). Table names come from code, never from a request.
   */
  compactAfterErasure(tables: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export interface PoolUse {
  /** Connections open, idle among them, and requests waiting for one. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}
