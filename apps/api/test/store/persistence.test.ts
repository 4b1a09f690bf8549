import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StoredProfile } from '@styleprint/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { readMigrations } from '../../src/store/migrate.js';
import { bearer, testConfig } from '../helpers/app.js';
import { createEmailAccount, type TestAccount } from '../helpers/emulator.js';
import { POSTGRES_SKIPPED, TEST_DATABASE_URL } from '../helpers/environment.js';
import { validPayload } from '../helpers/payloads.js';
import { createScratchDatabase } from '../helpers/stores.js';

/** Users come back tomorrow: what was acknowledged is there after a restart. */
describe('restart persistence', () => {
  let account: TestAccount;

  beforeAll(async () => {
    account = await createEmailAccount('persist');
  });

  const submit = async (app: App) => {
    const res = await app.inject({
      method: 'POST',
      url: '/quiz/submit-assessment',
      headers: bearer(account.idToken),
      payload: validPayload(),
    });
    expect(res.statusCode).toBe(201);
    return res.json<StoredProfile>();
  };
  const latest = (app: App) =>
    app.inject({ method: 'GET', url: '/profile/me', headers: bearer(account.idToken) });

  describe('PGlite in DATA_DIR', () => {
    let root: string;

    beforeAll(async () => {
      root = await mkdtemp(path.join(tmpdir(), 'styleprint-api-test-'));
    });
    afterAll(async () => {
      await rm(root, { recursive: true, force: true });
    });

    it('creates the directory on first start and finds the profile after a restart', async () => {
      const dataDir = path.join(root, 'not', 'yet', 'there');
      const config = testConfig({ DATA_DIR: dataDir });

      const first = await buildApp(config);
      const stored = await submit(first);
      await first.close();
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);

      const second = await buildApp(config);
      try {
        const res = await latest(second);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(stored);
        // Migrations ran once, on the first start.
        const applied = await second.store.sql.query(
          'SELECT version FROM schema_migrations ORDER BY version',
        );
        const shipped = (await readMigrations()).map(({ version }) => ({ version }));
        expect(applied).toEqual(shipped);

        // While it runs, a second API on the same directory refuses to start, and says why.
        await expect(buildApp(config)).rejects.toThrow(/DATA_DIR .* is in use by this process/);
      } finally {
        await second.close();
      }
    });
  });

  describe.skipIf(TEST_DATABASE_URL === undefined)(
    TEST_DATABASE_URL ? 'PostgreSQL' : `PostgreSQL (${POSTGRES_SKIPPED})`,
    () => {
      it('finds the profile after the API restarts', async () => {
        const database = await createScratchDatabase(TEST_DATABASE_URL ?? '');
        try {
          const config = testConfig({ DATABASE_URL: database.url });
          const first = await buildApp(config);
          const stored = await submit(first);
          await first.close();

          const second = await buildApp(config);
          try {
            expect((await latest(second)).json()).toEqual(stored);
          } finally {
            await second.close();
          }
        } finally {
          await database.drop();
        }
      });
    },
  );
});
