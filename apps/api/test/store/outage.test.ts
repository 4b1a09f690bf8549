import type { StoredProfile } from '@styleprint/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { READINESS_CACHE_MS } from '../../src/routes/health/index.js';
import { bearer, testConfig } from '../helpers/app.js';
import { createEmailAccount, type TestAccount } from '../helpers/emulator.js';
import { POSTGRES_SKIPPED, TEST_DATABASE_URL } from '../helpers/environment.js';
import { validPayload } from '../helpers/payloads.js';
import { createScratchDatabase } from '../helpers/stores.js';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.js';

/**
 * The database server going away while the API runs, and coming back. Only a server can go away
 * and return, so this runs against PostgreSQL (through a TCP relay the test can cut).
 */
describe.skipIf(TEST_DATABASE_URL === undefined)(
  TEST_DATABASE_URL ? 'PostgreSQL outage' : `PostgreSQL outage (${POSTGRES_SKIPPED})`,
  () => {
    let database: { url: string; drop: () => Promise<void> };
    let proxy: TcpProxy;
    let app: App;
    let direct: pg.Client;
    let account: TestAccount;

    beforeAll(async () => {
      database = await createScratchDatabase(TEST_DATABASE_URL ?? '');
      const url = new URL(database.url);
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      const viaProxy = new URL(database.url);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      app = await buildApp(
        testConfig({
          DATABASE_URL: viaProxy.toString(),
          DATABASE_CONNECT_TIMEOUT_MS: '2000',
          // Small, so a leaked connection shows at once (see the last test).
          DATABASE_POOL_MAX: '2',
          DATABASE_STATEMENT_TIMEOUT_MS: '5000',
        }),
      );
      await app.ready();
      direct = new pg.Client({ connectionString: database.url });
      await direct.connect();
      account = await createEmailAccount('outage');
    });

    afterAll(async () => {
      await app?.close();
      await direct?.end();
      await proxy?.close();
      await database?.drop();
    });

    const submit = () =>
      app.inject({
        method: 'POST',
        url: '/quiz/submit-assessment',
        headers: bearer(account.idToken),
        payload: validPayload(),
      });
    const rowCounts = async () =>
      (
        await direct.query<{ assessments: number; profiles: number }>(
          `SELECT (SELECT count(*)::int FROM assessments) AS assessments,
                  (SELECT count(*)::int FROM profiles) AS profiles`,
        )
      ).rows[0];

    it('answers 503 with Retry-After while the server is gone, then recovers by itself', async () => {
      expect((await submit()).statusCode).toBe(201);

      proxy.cut();
      const refused = await submit();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        detail: 'The service is temporarily unavailable. Please try again in a few seconds.',
        code: 'STORE_UNAVAILABLE',
      });
      expect(refused.headers['retry-after']).toBe('5');
      const read = await app.inject({
        method: 'GET',
        url: '/profile/me',
        headers: bearer(account.idToken),
      });
      expect(read.statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

      proxy.restore();
      // The failed check answers probes for READINESS_CACHE_MS; then the store is asked again.
      await new Promise((resolve) => setTimeout(resolve, READINESS_CACHE_MS));
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      const after = await submit();
      expect(after.statusCode).toBe(201);
      const me = await app.inject({
        method: 'GET',
        url: '/profile/me',
        headers: bearer(account.idToken),
      });
      expect(me.json<StoredProfile>().id).toBe(after.json<StoredProfile>().id);
      expect(await rowCounts()).toEqual({ assessments: 2, profiles: 2 });
    });

    it('leaves nothing half-written when the connection drops inside the transaction', async () => {
      const before = await rowCounts();
      const lastSeq = async () =>
        (await direct.query<{ seq: number }>('SELECT max(seq)::int AS seq FROM assessments'))
          .rows[0]?.seq ?? 0;
      const seqBefore = await lastSeq();
      // The assessment row is inserted; the connection dies as the profile insert is sent.
      const sprung = proxy.cutWhenClientSends('insert into "profiles"');
      const res = await submit();
      await sprung;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'STORE_UNAVAILABLE' });

      // The server rolled the transaction back: no assessment without its profile.
      await expect.poll(rowCounts, { timeout: 5000 }).toEqual(before);
      const orphans = await direct.query(
        'SELECT a.id FROM assessments a LEFT JOIN profiles p ON p.assessment_id = a.id WHERE p.assessment_id IS NULL',
      );
      expect(orphans.rows).toEqual([]);

      expect((await submit()).statusCode).toBe(201);
      const after = await rowCounts();
      expect(after?.assessments).toBe((before?.assessments ?? 0) + 1);
      expect(after?.profiles).toBe(after?.assessments);
      // Identity values are not rolled back: the gap proves the assessment row had been inserted
      // inside the transaction the server then rolled back.
      expect(await lastSeq()).toBe(seqBefore + 2);
    });

    it('does not leak connections when a transaction cannot even begin', async () => {
      // More failed BEGINs than the pool has connections: a leaked one per failure would leave
      // the pool empty, and every later request would time out waiting for a connection.
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const sprung = proxy.cutWhenClientSends('begin');
        const res = await submit();
        await sprung;
        expect(res.statusCode).toBe(503);
      }
      const started = Date.now();
      expect((await submit()).statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(1500);
    });
  },
);
