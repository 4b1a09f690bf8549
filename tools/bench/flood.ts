/**
 * Fairness under a flood: `npx tsx tools/bench/flood.ts [--rounds 3] [--duration 10] [--store pglite|postgres]`
 *
 * One user (the "victim") reads `GET /profile/me` at a steady 20 req/s from this process, first
 * alone, then while another user floods the API with 100 connections from a separate process
 * (so the flood's client never delays the victim's own client). Two floods: cheap reads
 * (`GET /profile/me`) and expensive writes (`POST /quiz/submit-assessment`). Rounds alternate
 * alone / read flood / write flood, and the victim's p99 during each flood is divided by its p99
 * alone in the same round; the median round is reported (docs/reliability.md).
 *
 * The per-address and per-user rate limits are raised out of the way, as in the load test, so
 * what is measured is the API's fairness (docs/decisions/0094), not the per-minute limits.
 * Needs FIREBASE_AUTH_EMULATOR_HOST; for PostgreSQL, BENCH_DATABASE_URL.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startApi } from './lib/processes.js';
import { argument, median, PAYLOAD, root, signUp, submit, textArgument } from './lib/stack.js';

const ROUNDS = argument('rounds', 3);
const DURATION = argument('duration', 10);
const STORE = textArgument('store') ?? 'pglite';
const emulator = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
if (!emulator) throw new Error('Set FIREBASE_AUTH_EMULATOR_HOST (a running auth emulator)');

interface FloodResult {
  requests: number;
  rps: number;
  statuses: Record<string, number>;
}

/** autocannon's CLI in its own process: 100 connections from one user. */
function floodFrom(
  url: string,
  token: string,
  kind: 'read' | 'write',
  seconds: number,
): Promise<FloodResult> {
  const args = ['-c', '100', '-d', String(seconds), '-j', '-H', `authorization=Bearer ${token}`];
  if (kind === 'write') {
    args.push('-m', 'POST', '-H', 'content-type=application/json', '-b', JSON.stringify(PAYLOAD));
  }
  const target = kind === 'write' ? `${url}/quiz/submit-assessment` : `${url}/profile/me`;
  const child = spawn(path.join(root, 'node_modules/.bin/autocannon'), [...args, target], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', () => {
      try {
        const parsed = JSON.parse(out) as {
          requests: { total: number; average: number };
          statusCodeStats?: Record<string, { count: number }>;
        };
        const statuses: Record<string, number> = {};
        for (const [code, stat] of Object.entries(parsed.statusCodeStats ?? {})) {
          statuses[code] = stat.count;
        }
        resolve({ requests: parsed.requests.total, rps: parsed.requests.average, statuses });
      } catch (error) {
        reject(new Error(`flood client output unreadable: ${String(error)}\n${out.slice(0, 500)}`));
      }
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After a flood the API may still be working through requests its client has given up on:
 * wait until /healthz answers quickly three times in a row, so the next "alone" is alone.
 */
async function drained(url: string): Promise<void> {
  let quick = 0;
  const deadline = Date.now() + 60_000;
  while (quick < 3 && Date.now() < deadline) {
    const started = Date.now();
    await fetch(`${url}/healthz`).then((res) => res.arrayBuffer());
    quick = Date.now() - started < 50 ? quick + 1 : 0;
    await sleep(200);
  }
}

async function victimRun(url: string, token: string) {
  const result = await autocannon({
    url: `${url}/profile/me`,
    headers: { authorization: `Bearer ${token}` },
    connections: 2,
    overallRate: 20,
    duration: DURATION,
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

const dir = mkdtempSync(path.join(tmpdir(), 'styleprint-flood-'));
const storeEnvironment: Record<string, string> =
  STORE === 'postgres'
    ? { DATABASE_URL: process.env['BENCH_DATABASE_URL'] ?? '' }
    : { DATA_DIR: path.join(dir, 'pglite') };
if (STORE === 'postgres' && !process.env['BENCH_DATABASE_URL'])
  throw new Error('--store postgres needs BENCH_DATABASE_URL');
const api = await startApi({
  FIREBASE_PROJECT_ID: process.env['BENCH_PROJECT_ID'] ?? 'demo-styleprint-test',
  FIREBASE_AUTH_EMULATOR_HOST: emulator,
  // The per-user caps on requests in flight are the fairness under test: the product's defaults.
  RATE_LIMIT_USER_IN_FLIGHT: process.env['BENCH_USER_IN_FLIGHT'] ?? '16',
  RATE_LIMIT_USER_WRITES_IN_FLIGHT: process.env['BENCH_USER_WRITES_IN_FLIGHT'] ?? '4',
  ...storeEnvironment,
});
const rounds: Record<string, unknown>[] = [];
try {
  const [victim, flooder] = await Promise.all([
    signUp(emulator, 'victim'),
    signUp(emulator, 'flooder'),
  ]);
  await submit(api.url, victim);
  await submit(api.url, flooder);
  await victimRun(api.url, victim); // warm-up: caches, JIT
  for (let round = 1; round <= ROUNDS; round += 1) {
    const alone = await victimRun(api.url, victim);
    const measured: Record<string, unknown> = { round, alone };
    for (const kind of ['read', 'write'] as const) {
      const flood = floodFrom(api.url, flooder, kind, DURATION + 2);
      await sleep(1000);
      const during = await victimRun(api.url, victim);
      const flooded = await flood;
      measured[kind] = { victim: during, flood: flooded, p99Ratio: during.p99 / alone.p99 };
      console.log(
        `round ${round} ${kind} flood: victim p99 ${alone.p99} → ${during.p99} ms ` +
          `(×${(during.p99 / alone.p99).toFixed(2)}), victim failures ${during.failures}; ` +
          `flood ${Math.round(flooded.rps)} req/s ${JSON.stringify(flooded.statuses)}`,
      );
      await drained(api.url);
    }
    rounds.push(measured);
  }
} finally {
  api.child.kill('SIGTERM');
  await api.exited;
  rmSync(dir, { recursive: true, force: true });
}
const ratio = (kind: 'read' | 'write') =>
  median(rounds.map((r) => (r[kind] as { p99Ratio: number }).p99Ratio));
const summary = {
  store: STORE,
  rounds,
  medianRatio: { read: ratio('read'), write: ratio('write') },
};
console.log(
  `median victim p99 ratio (flood / alone): read flood ×${ratio('read').toFixed(2)}, ` +
    `write flood ×${ratio('write').toFixed(2)}`,
);
mkdirSync(path.join(root, 'tools/bench/results'), { recursive: true });
writeFileSync(
  path.join(root, `tools/bench/results/flood-${STORE}.json`),
  JSON.stringify(summary, null, 2),
);
