/**
 * Fairness under a flood:
 * `npx tsx tools/bench/flood.ts [--rounds 3] [--duration 60] [--store pglite|postgres] [--limits product|raised]`
 *
 * Forty other users ("victims") each read `GET /profile/me` every two seconds (20 req/s in all,
 * staggered), first alone, then while one user floods the API with 100 connections from a
 * separate process (so the flood's client never delays the victims' own client). Two floods:
 * cheap reads (`GET /profile/me`) and expensive writes (`POST /quiz/submit-assessment`). Rounds
 * alternate alone / read flood / write flood, and the victims' p99 during each flood is divided
 * by their p99 alone in the same round; the median round is reported (docs/reliability.md).
 * Phases last 60 s by default: 1 200 victim requests each, so p99 is their twelfth slowest; at
 * 20 s (400, the fourth slowest) it moves by more than the 20 % under test with no flood at all.
 *
 * `--limits product` (the default) runs the API with the product's own rate limits and in-flight
 * caps, behind a trusted proxy (`TRUST_PROXY=127.0.0.1`) so each client has an address of its own
 * (`X-Forwarded-For`), as it would in production; each victim stays within its per-user budget.
 * `--limits raised` lifts every limit but the in-flight caps, so the flooder's requests are
 * served: that measures how one process shares its CPU, not the limits (docs/decisions/0099).
 * Needs FIREBASE_AUTH_EMULATOR_HOST; for PostgreSQL, BENCH_DATABASE_URL.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi } from './lib/processes.js';
import {
  argument,
  drained,
  median,
  PAYLOAD,
  root,
  signUp,
  submit,
  textArgument,
} from './lib/stack.js';

const ROUNDS = argument('rounds', 3);
const DURATION = argument('duration', 60);
const STORE = textArgument('store') ?? 'pglite';
const LIMITS = textArgument('limits') === 'raised' ? 'raised' : 'product';
const VICTIMS = 40;
/** Each victim's pause between reads: 40 users every 2 s is 20 req/s, 30 a minute each. */
const VICTIM_PERIOD_MS = 2000;
const FLOODER_ADDRESS = '192.0.2.1';
const emulator = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
if (!emulator) throw new Error('Set FIREBASE_AUTH_EMULATOR_HOST (a running auth emulator)');

interface FloodResult {
  requests: number;
  rps: number;
  statuses: Record<string, number>;
}

/** autocannon's CLI in its own process: 100 connections from one user at one address. */
function floodFrom(
  url: string,
  token: string,
  kind: 'read' | 'write',
  seconds: number,
): Promise<FloodResult> {
  const args = [
    ...['-c', '100', '-d', String(seconds), '-j'],
    ...['-H', `authorization=Bearer ${token}`, '-H', `x-forwarded-for=${FLOODER_ADDRESS}`],
  ];
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

interface Victim {
  token: string;
  address: string;
}

const percentile = (sorted: number[], share: number): number =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

/** Every victim reads once per period, the forty spread evenly over it, for `DURATION` seconds. */
async function victimsRun(url: string, victims: Victim[]) {
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + DURATION * 1000;
  const oneVictim = async (victim: Victim, offsetMs: number) => {
    await sleep(offsetMs);
    while (performance.now() < end) {
      const next = performance.now() + VICTIM_PERIOD_MS;
      const started = performance.now();
      try {
        const res = await fetch(`${url}/profile/me`, {
          headers: { authorization: `Bearer ${victim.token}`, 'x-forwarded-for': victim.address },
        });
        await res.arrayBuffer();
        if (!res.ok) failures += 1;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - started);
      await sleep(Math.max(0, next - performance.now()));
    }
  };
  await Promise.all(
    victims.map((victim, i) => oneVictim(victim, (i * VICTIM_PERIOD_MS) / victims.length)),
  );
  const sorted = latencies.sort((a, b) => a - b);
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return {
    p50: round1(percentile(sorted, 0.5)),
    p99: round1(percentile(sorted, 0.99)),
    requests: latencies.length,
    failures,
  };
}

const dir = mkdtempSync(path.join(tmpdir(), 'styleprint-flood-'));
const storeEnvironment: Record<string, string> =
  STORE === 'postgres'
    ? { DATABASE_URL: process.env['BENCH_DATABASE_URL'] ?? '' }
    : { DATA_DIR: path.join(dir, 'pglite') };
if (STORE === 'postgres' && !process.env['BENCH_DATABASE_URL'])
  throw new Error('--store postgres needs BENCH_DATABASE_URL');
const api = await startApi(
  {
    FIREBASE_PROJECT_ID: process.env['BENCH_PROJECT_ID'] ?? 'demo-styleprint-test',
    FIREBASE_AUTH_EMULATOR_HOST: emulator,
    // The clients' addresses come from X-Forwarded-For, as behind a load balancer.
    TRUST_PROXY: '127.0.0.1',
    // The per-user caps on requests in flight are part of the fairness under test in both modes.
    RATE_LIMIT_USER_IN_FLIGHT: process.env['BENCH_USER_IN_FLIGHT'] ?? '16',
    RATE_LIMIT_USER_WRITES_IN_FLIGHT: process.env['BENCH_USER_WRITES_IN_FLIGHT'] ?? '4',
    ...(process.env['BENCH_REFUSAL_DELAY_MS']
      ? { RATE_LIMIT_REFUSAL_DELAY_MS: process.env['BENCH_REFUSAL_DELAY_MS'] }
      : {}),
    ...storeEnvironment,
  },
  [],
  { limits: LIMITS },
);
const rounds: Record<string, unknown>[] = [];
try {
  const tokens = await Promise.all(
    Array.from({ length: VICTIMS + 1 }, (_, i) => signUp(emulator, i === 0 ? 'flooder' : 'victim')),
  );
  const flooder = tokens[0]!;
  const victims = tokens
    .slice(1)
    .map((token, i) => ({ token, address: `10.0.${Math.floor(i / 200)}.${(i % 200) + 1}` }));
  // Submissions from addresses of their own, so setting up spends nobody's read budget.
  await submit(api.url, flooder);
  for (const victim of victims) await submit(api.url, victim.token);
  console.log(`API up (${STORE}, ${LIMITS} limits); ${VICTIMS} victims at 20 req/s in all`);
  await victimsRun(api.url, victims); // warm-up: caches, JIT
  for (let round = 1; round <= ROUNDS; round += 1) {
    const alone = await victimsRun(api.url, victims);
    const measured: Record<string, unknown> = { round, alone };
    for (const kind of ['read', 'write'] as const) {
      const flood = floodFrom(api.url, flooder, kind, DURATION + 2);
      await sleep(1000);
      const during = await victimsRun(api.url, victims);
      const flooded = await flood;
      measured[kind] = { victim: during, flood: flooded, p99Ratio: during.p99 / alone.p99 };
      console.log(
        `round ${round} ${kind} flood: victims' p99 ${alone.p99} → ${during.p99} ms ` +
          `(×${(during.p99 / alone.p99).toFixed(2)}), p50 ${alone.p50} → ${during.p50} ms, ` +
          `victim failures ${during.failures}/${during.requests}; ` +
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
  limits: LIMITS,
  rounds,
  medianRatio: { read: ratio('read'), write: ratio('write') },
};
console.log(
  `median victims' p99 ratio (flood / alone): read flood ×${ratio('read').toFixed(2)}, ` +
    `write flood ×${ratio('write').toFixed(2)}`,
);
mkdirSync(path.join(root, 'tools/bench/results'), { recursive: true });
writeFileSync(
  path.join(root, `tools/bench/results/flood-${STORE}-${LIMITS}.json`),
  JSON.stringify(summary, null, 2),
);
