/**
 * Two API instances behind Debian's nginx on loopback, with one PostgreSQL and one Redis:
 *   npx tsx tools/bench/multi-instance.ts
 *
 * 1. Read your write: submit through instance A, read through instance B at once (and the same
 *    through nginx): B must answer with the new profile every time.
 * 2. Shared rate limits: a per-user limit of 40 per minute, 60 requests spread over both
 *    instances by nginx: exactly 40 served, 20 answered 429.
 * 3. Killing one instance (SIGKILL) while 10 clients submit through nginx: the other keeps
 *    serving, and every acknowledged (201) submission is in the database.
 *
 * Needs the auth emulator (FIREBASE_AUTH_EMULATOR_HOST), a PostgreSQL server
 * (BENCH_ADMIN_DATABASE_URL, default the test server on 55432; a scratch database is created),
 * and the redis-server and nginx binaries. Figures: docs/reliability.md.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startApi, startNginx, startRedisServer, type Api } from './lib/processes.js';
import { signUp, submit } from './lib/stack.js';

const emulator = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
if (!emulator) throw new Error('Set FIREBASE_AUTH_EMULATOR_HOST (a running auth emulator)');
const adminUrl =
  process.env['BENCH_ADMIN_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:55432/postgres';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const database = `sp_perf_multi_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const redis = await startRedisServer();
  const environment = {
    FIREBASE_PROJECT_ID: process.env['BENCH_PROJECT_ID'] ?? 'demo-styleprint-test',
    FIREBASE_AUTH_EMULATOR_HOST: emulator ?? '',
    DATABASE_URL: url.toString(),
    REDIS_URL: `redis://127.0.0.1:${redis.port}`,
    TRUST_PROXY: '1',
    RATE_LIMIT_USER_MAX: '40',
  };
  const apis: Api[] = [];
  const report: Record<string, unknown> = {};
  try {
    // Started together: both migrate the new database at once.
    apis.push(...(await Promise.all([startApi(environment), startApi(environment)])));
    const [a, b] = apis as [Api, Api];
    const nginx = await startNginx([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]);
    try {
      // 1. Read your write.
      const reader = await signUp(emulator ?? '', 'multi-read');
      let consistent = 0;
      const rounds = 20;
      for (let i = 0; i < rounds; i += 1) {
        const [writeVia, readVia] = i % 2 === 0 ? [a, b] : [b, a];
        const written = (await (await submit(writeVia.url, reader)).json()) as { id: string };
        const read = (await (
          await fetch(`${readVia.url}/profile/me`, {
            headers: { authorization: `Bearer ${reader}` },
          })
        ).json()) as { id?: string };
        if (read.id === written.id) consistent += 1;
      }
      let viaNginx = 0;
      for (let i = 0; i < rounds; i += 1) {
        const written = (await (await submit(nginx.url, reader)).json()) as { id: string };
        const read = (await (
          await fetch(`${nginx.url}/profile/me`, { headers: { authorization: `Bearer ${reader}` } })
        ).json()) as { id?: string };
        if (read.id === written.id) viaNginx += 1;
      }
      report['readYourWrite'] = {
        directAthenB: `${consistent}/${rounds}`,
        throughNginx: `${viaNginx}/${rounds}`,
      };
      console.log(
        `read your write: ${consistent}/${rounds} across instances, ${viaNginx}/${rounds} through nginx`,
      );

      // 2. Shared per-user limit (40 per minute).
      const limited = await signUp(emulator ?? '', 'multi-limit');
      const statuses: number[] = [];
      for (let i = 0; i < 60; i += 1) {
        const res = await fetch(`${nginx.url}/profile/me`, {
          headers: { authorization: `Bearer ${limited}` },
        });
        await res.arrayBuffer();
        statuses.push(res.status);
      }
      const served = statuses.filter((status) => status !== 429).length;
      report['sharedRateLimit'] = { limit: 40, sent: 60, served, refused429: 60 - served };
      console.log(
        `shared rate limit: 40 per user per minute; of 60 requests through nginx, ${served} served, ${60 - served} got 429`,
      );

      // 3. Kill one instance under write load.
      // Several users per client, so the shared 40-per-minute limit does not stop the writes.
      const writers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => signUp(emulator ?? '', `multi-kill-${i}`)),
      );
      const acknowledged: string[] = [];
      const outcomes: Record<string, number> = {};
      let running = true;
      let killedAt = 0;
      let servedAfterKill = 0;
      const worker = async (index: number) => {
        for (let turn = 0; running; turn += 1) {
          try {
            const writer = writers[(index * 4 + (turn % 4)) % writers.length] ?? '';
            const res = await submit(nginx.url, writer);
            outcomes[res.status] = (outcomes[res.status] ?? 0) + 1;
            if (res.status === 201) {
              acknowledged.push(((await res.json()) as { id: string }).id);
              if (killedAt && Date.now() > killedAt) servedAfterKill += 1;
            } else await res.arrayBuffer();
          } catch {
            outcomes['network error'] = (outcomes['network error'] ?? 0) + 1;
          }
        }
      };
      const workers = Array.from({ length: 10 }, (_, index) => worker(index));
      await sleep(3000);
      killedAt = Date.now();
      a.child.kill('SIGKILL');
      await sleep(5000);
      running = false;
      await Promise.all(workers);
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const stored = new Set(
        (await client.query<{ id: string }>('SELECT id FROM assessments')).rows.map(
          (row) => row.id,
        ),
      );
      await client.end();
      const lost = acknowledged.filter((id) => !stored.has(id)).length;
      report['killOne'] = { outcomes, acknowledged: acknowledged.length, lost, servedAfterKill };
      console.log(
        `kill -9 of one instance under load: outcomes ${JSON.stringify(outcomes)}; ` +
          `${acknowledged.length} acknowledged, ${lost} lost; ${servedAfterKill} served after the kill`,
      );
    } finally {
      await nginx.stop();
    }
  } finally {
    for (const api of apis) {
      if (api.child.exitCode === null && api.child.signalCode === null) {
        api.child.kill('SIGTERM');
        await api.exited;
      }
    }
    await redis.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
  console.log(JSON.stringify(report, null, 2));
}

await main();
