import type { StoreDatabase } from '../profile-repository.js';
import type { SqlClient } from '../sql-client.js';

/** What each storage engine gives the store: the query builder, raw SQL and a way to close. */
export interface Engine {
  readonly kind: 'pglite' | 'postgres';
  readonly db: StoreDatabase;
  readonly sql: SqlClient;
  close(): Promise<void>;
}
