/**
 * Load through `npm start` as the README runs it:
 *   npx tsx tools/bench/load.ts [--store pglite|postgres] [--duration 10] [--rounds 3]
 *                               [--connections 100] [--soak 600] [--metrics] [--api-only]
 *
 * Starts the whole product with `npm start` on ports of its own (rate limits raised by
 * configuration only; PostgreSQL through DATABASE_URL = BENCH_DATABASE_URL with --store
 * postgres), signs a real user up at the emulator, stores one profile, warms up, then runs
 * autocannon rounds back to back: GET /healthz, authenticated GET /profile/me, authenticated
 * POST /quiz/submit-assessment. Ratios are taken within each round, the median round reported.
 * --soak N then runs GET /profile/me at half the connections for N seconds and samples the API
 * process's memory (RSS, and the V8 heap with --metrics) every 10 s: growth in all and after the
 * first minute. Figures: docs/performance.md.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import {
  argument,
  load,
  median,
  rssBytes,
  root,
  signUp,
  startStack,
  submit,
  textArgument,
  PAYLOAD,
  type LoadTarget,
  type Stack,
  type Measurement,
} from './lib/stack.js';
import { startApi } from './lib/processes.js';

const STORE = textArgument('store') ?? 'pglite';
const DURATION_S = argument('duration', 10);
const ROUNDS = argument('rounds', 3);
const CONNECTIONS = argument('connections', 100);
const SOAK_S = argument('soak', 0);
/**
 * --api-only: the API alone (apps/api/src/server.ts, logging at `info` as `npm start` runs it,
 * its output read by this script) against FIREBASE_AUTH_EMULATOR_HOST, without the web build.
 */
const API_ONLY = process.argv.includes('--api-only');

async function apiOnly(environment: Record<string, string>): Promise<Stack> {
  const emulatorHost = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  if (!emulatorHost) throw new Error('--api-only needs FIREBASE_AUTH_EMULATOR_HOST');
  const scratch = mkdtempSync(path.join(tmpdir(), 'styleprint-load-'));
  const api = await startApi({
    FIREBASE_PROJECT_ID: process.env['BENCH_PROJECT_ID'] ?? 'demo-styleprint-test',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    LOG_LEVEL: 'info',
    DATA_DIR: path.join(scratch, 'pglite'),
    ...environment,
  });
  return {
    apiUrl: api.url,
    webUrl: '',
    emulatorHost,
    apiPid: api.child.pid ?? 0,
    log: api.output,
    stop: async () => {
      api.child.kill('SIGTERM');
      await api.exited;
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** --metrics: METRICS_ENABLED=true, so the soak can read the V8 heap from /metrics. */
const METRICS = process.argv.includes('--metrics');

async function heapUsedMb(apiUrl: string): Promise<number | undefined> {
  try {
    const text = await (await fetch(`${apiUrl}/metrics`)).text();
    const line = /^styleprint_nodejs_heap_size_used_bytes (\S+)$/m.exec(text);
    return line?.[1] === undefined ? undefined : Number(line[1]) / 1e6;
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const environment: Record<string, string> = {
    RATE_LIMIT_IP_MAX: '10000000',
    RATE_LIMIT_USER_MAX: '10000000',
    RATE_LIMIT_USER_IN_FLIGHT: '100000',
    RATE_LIMIT_USER_WRITES_IN_FLIGHT: '100000',
    ...(METRICS ? { METRICS_ENABLED: 'true' } : {}),
  };
  if (STORE === 'postgres') {
    const url = process.env['BENCH_DATABASE_URL'];
    if (!url) throw new Error('--store postgres needs BENCH_DATABASE_URL (an empty database)');
    environment['DATABASE_URL'] = url;
  }
  console.log(
    `Load through ${API_ONLY ? 'the API alone' : 'npm start'} (${STORE}): ${ROUNDS} rounds × ${DURATION_S} s per target, ` +
      `${CONNECTIONS} connections, ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(1)}`,
  );
  const stack = API_ONLY ? await apiOnly(environment) : await startStack(environment);
  try {
    const token = await signUp(stack.emulatorHost);
    const seeded = await submit(stack.apiUrl, token);
    if (seeded.status !== 201) throw new Error(`seeding failed: ${seeded.status}`);
    const auth = { authorization: `Bearer ${token}` };
    const targets: LoadTarget[] = [
      { name: 'GET /healthz', url: `${stack.apiUrl}/healthz`, method: 'GET' },
      { name: 'GET /profile/me', url: `${stack.apiUrl}/profile/me`, method: 'GET', headers: auth },
      {
        name: 'POST /quiz/submit-assessment',
        url: `${stack.apiUrl}/quiz/submit-assessment`,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(PAYLOAD),
      },
    ];
    const options = { connections: CONNECTIONS, durationS: DURATION_S };
    console.log('warming up…');
    for (const target of targets) await load(target, { connections: CONNECTIONS, durationS: 3 });

    const rounds: Measurement[][] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const row: Measurement[] = [];
      for (const target of targets) {
        const measured = await load(target, options);
        row.push(measured);
        console.log(
          `  round ${round} ${target.name.padEnd(30)} ${measured.rps.toFixed(0).padStart(6)} req/s ` +
            `p50 ${measured.p50} ms p99 ${measured.p99} ms non-2xx ${measured.non2xx} errors ${measured.errors}`,
        );
      }
      rounds.push(row);
    }
    const summary = targets.map((target, index) => {
      const of = (pick: (m: Measurement) => number) =>
        median(rounds.map((row) => pick(row[index] as Measurement)));
      return {
        target: target.name,
        rps: of((m) => m.rps),
        ratioToHealthz: median(
          rounds.map((row) => (row[index] as Measurement).rps / (row[0] as Measurement).rps),
        ),
        p50: of((m) => m.p50),
        p99: of((m) => m.p99),
        non2xx: rounds.reduce((sum, row) => sum + (row[index] as Measurement).non2xx, 0),
        errors: rounds.reduce((sum, row) => sum + (row[index] as Measurement).errors, 0),
      };
    });
    console.log(
      `\n| Target (${STORE}) | req/s | ratio to /healthz | p50 ms | p99 ms | non-2xx | errors |`,
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const line of summary) {
      console.log(
        `| ${line.target} | ${line.rps.toFixed(0)} | ${(line.ratioToHealthz * 100).toFixed(1)} % | ` +
          `${line.p50} | ${line.p99} | ${line.non2xx} | ${line.errors} |`,
      );
    }

    let soak: Record<string, unknown> | undefined;
    if (SOAK_S > 0) {
      const connections = Math.max(1, Math.floor(CONNECTIONS / 2));
      console.log(`\nsoak: GET /profile/me, ${connections} connections, ${SOAK_S} s…`);
      // Resident memory every 10 s, and the V8 heap from /metrics with --metrics: growth that
      // stops after the first minute is warm-up (heap sizing, JIT, caches filling); growth that
      // goes on is a leak (docs/decisions/0096).
      const samples: { atS: number; rssMb: number; heapUsedMb?: number }[] = [];
      const startedAt = Date.now();
      const sample = async () => {
        const entry: { atS: number; rssMb: number; heapUsedMb?: number } = {
          atS: Math.round((Date.now() - startedAt) / 1000),
          rssMb: rssBytes(stack.apiPid) / 1e6,
        };
        if (METRICS) entry.heapUsedMb = await heapUsedMb(stack.apiUrl);
        samples.push(entry);
      };
      await sample();
      const timer = setInterval(() => void sample(), 10_000);
      const measured = await load(targets[1] as LoadTarget, { connections, durationS: SOAK_S });
      clearInterval(timer);
      await sample();
      const first = samples[0] as (typeof samples)[number];
      const last = samples[samples.length - 1] as (typeof samples)[number];
      const warm = samples.find((entry) => entry.atS >= 60) ?? first;
      const growth = (from: number, to: number) => ((to - from) / from) * 100;
      soak = {
        seconds: SOAK_S,
        connections,
        rps: measured.rps,
        p99: measured.p99,
        non2xx: measured.non2xx,
        errors: measured.errors,
        rssBeforeMb: first.rssMb,
        rssAfterWarmupMb: warm.rssMb,
        rssAfterMb: last.rssMb,
        growthPercent: growth(first.rssMb, last.rssMb),
        growthAfterWarmupPercent: growth(warm.rssMb, last.rssMb),
        samples,
      };
      console.log(
        `soak ${SOAK_S} s: ${measured.rps.toFixed(0)} req/s, p99 ${measured.p99} ms, ` +
          `non-2xx ${measured.non2xx}, errors ${measured.errors}; API RSS ` +
          `${first.rssMb.toFixed(1)} → ${warm.rssMb.toFixed(1)} (at ${warm.atS} s) → ` +
          `${last.rssMb.toFixed(1)} MB: ${growth(first.rssMb, last.rssMb).toFixed(1)} % in all, ` +
          `${growth(warm.rssMb, last.rssMb).toFixed(1)} % after the first minute`,
      );
      console.log(
        samples
          .map(
            (entry) =>
              `${entry.atS}s ${entry.rssMb.toFixed(0)}MB` +
              (entry.heapUsedMb === undefined ? '' : ` heap ${entry.heapUsedMb.toFixed(0)}MB`),
          )
          .join(' · '),
      );
    }
    const resultsDir = path.join(root, 'tools/bench/results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      path.join(resultsDir, `load-${STORE}.json`),
      JSON.stringify(
        { at: new Date().toISOString(), loadavg: loadavg(), rounds, summary, soak },
        null,
        2,
      ),
    );
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
