import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../../src/store/migrate.js';
import { openStore, type Store } from '../../src/store/open-store.js';
import { POSTGRES_SKIPPED, TEST_DATABASE_URL } from '../helpers/environment.js';
import { createScratchDatabase, postgresStorage } from '../helpers/stores.js';

/**
 * Several API instances deployed at once against one new PostgreSQL database: each applies the
 * pending migrations under one advisory lock, so all of them start and every migration runs once.
 */
describe.skipIf(TEST_DATABASE_URL === undefined)(
  `several instances starting at once${TEST_DATABASE_URL ? '' : ` (${POSTGRES_SKIPPED})`}`,
  () => {
    let database: { url: string; drop: () => Promise<void> };
    const stores: Store[] = [];

    beforeAll(async () => {
      database = await createScratchDatabase(TEST_DATABASE_URL ?? '');
    });
    afterAll(async () => {
      await Promise.all(stores.map((store) => store.close()));
      await database?.drop();
    });

    it('all start, and each migration is applied exactly once', async () => {
      const opened = await Promise.allSettled(
        Array.from({ length: 6 }, () => openStore(postgresStorage(database.url))),
      );
      for (const result of opened) if (result.status === 'fulfilled') stores.push(result.value);
      expect(opened.map((result) => result.status)).toEqual(Array(6).fill('fulfilled'));

      const [first] = stores;
      if (!first) throw new Error('no store opened');
      const applied = await first.sql.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      const expected = (await readMigrations()).map((migration) => migration.version);
      expect(applied.map((row) => row.version)).toEqual(expected);
    });
  },
);
