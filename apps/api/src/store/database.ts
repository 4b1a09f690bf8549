import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/** The query builder over either engine: PGlite and node-postgres share the PostgreSQL dialect. */
export type StoreDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;
