/**
 * Fault injection: `npx tsx tools/bench/faults.ts [--only sigterm,pg-restart,kill9] [--trials 50]`
 *
 * - sigterm: 50 submissions in flight (headers and half the body sent) when the API gets
 *   SIGTERM: all must complete, a new request on a kept-alive connection gets 503, and the
 *   process must exit within 2 s.
 * - pg-restart: submissions from 20 concurrent clients while PostgreSQL (a cluster of our own)
 *   is stopped for 3 s and started again: 503s while it is down, recovery without restarting the
 *   API, and every acknowledged submission in the database afterwards.
 * - kill9: a PGlite write loop killed with SIGKILL at a random moment, --trials times: the store
 *   must open every time with every acknowledged write.
 * The flood from one user is measured by tools/bench/flood.ts (its client in a process of its own).
 *
 * Needs the auth emulator (FIREBASE_AUTH_EMULATOR_HOST), PostgreSQL's binaries (pg-restart, run
 * as root to start a cluster as the postgres user). Figures: docs/reliability.md.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openStore } from '../../apps/api/src/store/open-store.js';
import { startApi, startPostgres } from './lib/processes.js';
import { argument, PAYLOAD, root, signUp, submit, textArgument } from './lib/stack.js';

const ONLY = (textArgument('only') ?? 'sigterm,pg-restart,kill9').split(',');
const TRIALS = argument('trials', 50);
const emulator = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
if (!emulator) throw new Error('Set FIREBASE_AUTH_EMULATOR_HOST (a running auth emulator)');
const PROJECT = { FIREBASE_PROJECT_ID: process.env['BENCH_PROJECT_ID'] ?? 'demo-styleprint-test' };
const AUTH = { ...PROJECT, FIREBASE_AUTH_EMULATOR_HOST: emulator };
const BODY = JSON.stringify(PAYLOAD);
const results: Record<string, unknown> = {};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sigterm(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'styleprint-sigterm-'));
  const api = await startApi({ ...AUTH, DATA_DIR: path.join(dir, 'pglite') });
  const token = await signUp(emulator ?? '', 'sigterm');
  const port = api.port;
  // One kept-alive connection opened before the signal, for the "new request" after it.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (pathname: string, via: http.Agent | false = agent) =>
    new Promise<number>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: pathname, agent: via }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
        .on('error', reject);
    });
  await get('/healthz');

  const half = Math.floor(BODY.length / 2);
  const inFlight = Array.from({ length: 50 }, () => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/quiz/submit-assessment',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(BODY),
      },
      agent: false,
    });
    const done = new Promise<number>((resolve) => {
      request.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      request.on('error', () => resolve(-1));
    });
    request.write(BODY.slice(0, half));
    return { request, done };
  });
  await sleep(500);
  const signalledAt = Date.now();
  api.child.kill('SIGTERM');
  await sleep(100);
  const errorCode = (error: unknown) => String((error as { code?: string }).code ?? error);
  // The idle kept-alive connection and a new connection, while the 50 are still in flight.
  const afterSignal = {
    keptAlive: await get('/profile/me').catch(errorCode),
    newConnection: await get('/profile/me', false).catch(errorCode),
  };
  for (const { request } of inFlight) request.end(BODY.slice(half));
  const statuses = await Promise.all(inFlight.map(({ done }) => done));
  const exit = await api.exited;
  const exitMs = Date.now() - signalledAt;
  const completed = statuses.filter((status) => status === 201).length;
  results['sigterm'] = {
    inFlight: 50,
    completed201: completed,
    statuses: count(statuses),
    afterSignal,
    exitMs,
    exit,
  };
  console.log(
    `sigterm: ${completed}/50 in-flight submissions answered 201; a new request on a kept-alive ` +
      `connection got ${afterSignal.keptAlive}, a new connection ${afterSignal.newConnection}; exit ${JSON.stringify(exit)} ${exitMs} ms after SIGTERM`,
  );
  rmSync(dir, { recursive: true, force: true });
}

function count(values: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
  return counts;
}

async function pgRestart(): Promise<void> {
  const cluster = await startPostgres();
  try {
    const api = await startApi({
      ...AUTH,
      DATABASE_URL: cluster.url(),
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
    });
    const token = await signUp(emulator ?? '', 'pg-restart');
    const acknowledged: string[] = [];
    const timeline: { at: number; status: number }[] = [];
    const started = Date.now();
    let running = true;
    const worker = async () => {
      while (running) {
        try {
          const res = await submit(api.url, token);
          timeline.push({ at: Date.now() - started, status: res.status });
          if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
          else await res.arrayBuffer();
          if (res.status === 503) await sleep(100);
        } catch {
          timeline.push({ at: Date.now() - started, status: -1 });
        }
      }
    };
    const workers = Array.from({ length: 20 }, worker);
    await sleep(3000);
    const stoppedAt = Date.now() - started;
    cluster.stop();
    await sleep(3000);
    cluster.start();
    const restartedAt = Date.now() - started;
    await sleep(5000);
    running = false;
    await Promise.all(workers);
    const client = new pg.Client({ connectionString: cluster.url() });
    await client.connect();
    const stored = new Set(
      (await client.query<{ id: string }>('SELECT id FROM assessments')).rows.map((row) => row.id),
    );
    await client.end();
    const lost = acknowledged.filter((id) => !stored.has(id));
    const phase = (from: number, to: number) =>
      count(timeline.filter((t) => t.at >= from && t.at < to).map((t) => t.status));
    const firstOkAfter = timeline.find((t) => t.at > restartedAt && t.status === 201);
    results['pgRestart'] = {
      before: phase(0, stoppedAt),
      whileDown: phase(stoppedAt, restartedAt),
      after: phase(restartedAt, Number.MAX_SAFE_INTEGER),
      firstSuccessAfterRestartMs: firstOkAfter ? firstOkAfter.at - restartedAt : null,
      acknowledged: acknowledged.length,
      lost: lost.length,
      apiStillRunning: api.child.exitCode === null,
    };
    console.log(`pg-restart: ${JSON.stringify(results['pgRestart'])}`);
    api.child.kill('SIGTERM');
    await api.exited;
  } finally {
    cluster.destroy();
  }
}

async function kill9(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'styleprint-kill9-'));
  const dataDir = path.join(dir, 'pglite');
  let opened = 0;
  let lostTotal = 0;
  let acknowledgedTotal = 0;
  try {
    for (let trial = 1; trial <= TRIALS; trial += 1) {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(root, 'tools/bench/lib/pglite-writer.ts')],
        {
          cwd: root,
          env: { PATH: process.env['PATH'] ?? '', DATA_DIR: dataDir },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      const acks: string[] = [];
      let buffer = '';
      let errors = '';
      const ready = new Promise<void>((resolve) => {
        child.stdout.on('data', (chunk: Buffer) => {
          buffer += chunk.toString();
          const lines = buffer.split('\n');
          buffer = lines.pop() ?? '';
          for (const line of lines) {
            if (line === 'ready') resolve();
            else if (line.startsWith('ack ')) acks.push(line.slice(4));
          }
        });
      });
      child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      await Promise.race([ready, exited]);
      if (child.exitCode !== null)
        throw new Error(`trial ${trial}: the writer could not open the store:\n${errors}`);
      await sleep(100 + Math.random() * 700);
      child.kill('SIGKILL');
      await exited;
      const store = await openStore({ kind: 'pglite', dataDir }, { profileCacheMax: 0 });
      try {
        opened += 1;
        const rows = await store.sql.query<{ id: string }>('SELECT id FROM assessments');
        const present = new Set(rows.map((row) => row.id));
        const lost = acks.filter((id) => !present.has(id)).length;
        lostTotal += lost;
        acknowledgedTotal += acks.length;
        process.stdout.write(
          `  kill -9 trial ${trial}/${TRIALS}: ${acks.length} acknowledged, ${lost} lost, ${present.size} rows\r`,
        );
      } finally {
        await store.close();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  process.stdout.write('\n');
  results['kill9'] = { trials: TRIALS, opened, acknowledged: acknowledgedTotal, lost: lostTotal };
  console.log(`kill9: ${JSON.stringify(results['kill9'])}`);
}

const steps: Record<string, () => Promise<void>> = {
  sigterm,
  'pg-restart': pgRestart,
  kill9,
};
for (const name of ONLY) {
  const step = steps[name];
  if (!step) throw new Error(`unknown fault ${name}; choose from ${Object.keys(steps).join(', ')}`);
  await step();
}
console.log(JSON.stringify(results, null, 2));
