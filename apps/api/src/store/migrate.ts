import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { SqlClient } from './sql-client.js';

/** Where the versioned migrations live: NNNN_short_name.sql, applied in version order. */
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * One lock number for "migrating the Styleprint schema": several API instances starting at once
 * wait for each other instead of racing to create the same tables.
 */
const MIGRATION_LOCK_KEY = 7_414_201_337;

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = /^(\d{4})_([a-z0-9_]+)\.sql$/.exec(file);
    if (!match) throw new Error(`Migration file ${file} is not named NNNN_short_name.sql`);
    const sql = await readFile(`${dir}/${file}`, 'utf8');
    migrations.push({
      version: Number(match[1]),
      name: match[2] ?? file,
      sql,
      checksum: createHash('sha256').update(sql).digest('hex'),
    });
  }
  const versions = migrations.map((migration) => migration.version);
  if (new Set(versions).size !== versions.length) {
    throw new Error(`Two migrations share a version number in ${dir}`);
  }
  return migrations;
}

interface AppliedRow extends Record<string, unknown> {
  version: number;
  checksum: string;
}

/**
 * Brings the schema up to date in one transaction: either every pending migration is applied
 * or none is. Refuses to run against a database whose history disagrees with the repository
 * (an applied migration was edited, or the database is ahead of this build), because guessing
 * there loses data.
 */
export async function migrate(
  client: SqlClient,
  migrations: Migration[],
): Promise<{ applied: number[] }> {
  return client.transaction(async (session) => {
    await session.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await session.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const applied = await session.query<AppliedRow>(
      'SELECT version, checksum FROM schema_migrations ORDER BY version',
    );
    const known = new Map(migrations.map((migration) => [migration.version, migration]));
    for (const row of applied) {
      const migration = known.get(row.version);
      if (!migration) {
        throw new Error(
          `The database has migration ${row.version}, which this build does not know: ` +
            'it was migrated by a newer version of the API. Deploy that version or newer.',
        );
      }
      if (migration.checksum !== row.checksum) {
        throw new Error(
          `Migration ${row.version} (${migration.name}) was edited after it was applied. ` +
            'Add a new migration instead of changing an applied one.',
        );
      }
    }
    const done = new Set(applied.map((row) => row.version));
    const pending = migrations.filter((migration) => !done.has(migration.version));
    for (const migration of pending) {
      await session.exec(migration.sql);
      await session.query(
        'INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)',
        [migration.version, migration.name, migration.checksum],
      );
    }
    return { applied: pending.map((migration) => migration.version) };
  });
}
