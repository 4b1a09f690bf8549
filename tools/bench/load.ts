/**
 * Load through `npm start` as the README runs it:
 *   npx tsx tools/bench/load.ts [--store pglite|postgres] [--duration 10] [--rounds 3]
 *                               [--connections 100] [--soak 600] [--metrics] [--api-only]
 *                               [--gc-probe | --heap-snapshots] [--users 50]
 *
 * Starts the whole product with `npm start` on ports of its own (rate limits raised by
 * configuration only; PostgreSQL through DATABASE_URL = BENCH_DATABASE_URL with --store
 * postgres), signs a real user up at the emulator, stores one profile, warms up, then runs
 * autocannon rounds, each target once the API has drained the previous one: GET /healthz,
 * authenticated GET /profile/me, authenticated POST /quiz/submit-assessment. Ratios are taken
 * within each round, the median round reported. --users N adds `GET /profile/me` spread over N
 * users with a profile each, every connection taking their tokens in turn.
 * --soak N then runs GET /profile/me at half the connections for N seconds and samples the API
 * process's memory (RSS, and the V8 heap with --metrics) every 10 s: growth in all and after the
 * first minute. With --gc-probe (needs --api-only) the API also runs with a bench-only probe
 * (tools/bench/lib/heap-probe.ts, loaded by node flags): memory after a forced full collection
 * every minute, at the 1-minute mark, at the end and after a minute at rest. --heap-snapshots
 * adds heap snapshots at the 1-minute mark and at the end, compared by retained size per
 * constructor (docs/decisions/0097). Figures: docs/performance.md.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  argument,
  drained,
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
import { HeapProbe, heapProbeNodeArgs } from './lib/heap-probe-client.js';
import type { ProbeResult } from './lib/heap-probe.js';
import {
  changesTable,
  compareSummaries,
  readHeapSnapshot,
  summarise,
} from './lib/heap-snapshot.js';

const STORE = textArgument('store') ?? 'pglite';
const DURATION_S = argument('duration', 10);
const ROUNDS = argument('rounds', 3);
const CONNECTIONS = argument('connections', 100);
const SOAK_S = argument('soak', 0);
const USERS = argument('users', 1);
/**
 * --api-only: the API alone (apps/api/src/server.ts, logging at `info` as `npm start` runs it,
 * its output read by this script) against FIREBASE_AUTH_EMULATOR_HOST, without the web build.
 */
const API_ONLY = process.argv.includes('--api-only');
/** --heap-snapshots: the probe in the API (only with --api-only: npm start's node flags are its own). */
const HEAP = process.argv.includes('--heap-snapshots');
/**
 * --gc-probe: the same probe without the snapshots. Writing a snapshot takes hundreds of MB of
 * malloc'd memory that the allocator keeps resident afterwards, so resident-memory verdicts come
 * from runs without snapshots (docs/decisions/0097).
 */
const PROBE = HEAP || process.argv.includes('--gc-probe');
if (PROBE && !API_ONLY) throw new Error('--heap-snapshots and --gc-probe need --api-only');

/** Where the probe's results and the heap snapshots go (kept after the run: they are large). */
const probeDir = PROBE ? mkdtempSync(path.join(tmpdir(), 'styleprint-heap-')) : '';

async function apiOnly(environment: Record<string, string>): Promise<Stack> {
  const emulatorHost = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  if (!emulatorHost) throw new Error('--api-only needs FIREBASE_AUTH_EMULATOR_HOST');
  const scratch = mkdtempSync(path.join(tmpdir(), 'styleprint-load-'));
  const api = await startApi(
    {
      FIREBASE_PROJECT_ID: process.env['BENCH_PROJECT_ID'] ?? 'demo-styleprint-test',
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      LOG_LEVEL: 'info',
      DATA_DIR: path.join(scratch, 'pglite'),
      ...(PROBE ? { HEAP_PROBE_DIR: probeDir } : {}),
      ...environment,
    },
    PROBE ? heapProbeNodeArgs() : [],
  );
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

/** Two heap snapshots by constructor, printed and returned for the results file. */
function compareSnapshots(early: string, late: string, earlyAtS: number, lateAtS: number) {
  const before = summarise(readHeapSnapshot(early));
  const after = summarise(readHeapSnapshot(late));
  const changes = compareSummaries(before, after);
  console.log(
    `\nheap snapshots after full GC: reachable ${(before.totalBytes / 1e6).toFixed(1)} MB ` +
      `(${before.nodeCount} objects) at ${earlyAtS} s → ${(after.totalBytes / 1e6).toFixed(1)} MB ` +
      `(${after.nodeCount} objects) at ${lateAtS} s; largest changes in retained size:\n`,
  );
  console.log(changesTable(changes, 20));
  return {
    reachableBytes: { early: before.totalBytes, late: after.totalBytes },
    changes: changes.slice(0, 40),
  };
}

/** Phases of one soak as one measurement: sums, and the worst phase's p50 and p99. */
function combine(phases: Measurement[]): Measurement {
  const total = phases.reduce((sum, phase) => sum + phase.total, 0);
  const seconds = phases.reduce(
    (sum, phase) => sum + (phase.rps > 0 ? phase.total / phase.rps : 0),
    0,
  );
  return {
    rps: seconds > 0 ? total / seconds : 0,
    p50: Math.max(...phases.map((phase) => phase.p50)),
    p99: Math.max(...phases.map((phase) => phase.p99)),
    total,
    non2xx: phases.reduce((sum, phase) => sum + phase.non2xx, 0),
    errors: phases.reduce((sum, phase) => sum + phase.errors, 0),
  };
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
    if (USERS > 1) {
      const others: Record<string, string>[] = [auth];
      for (let user = 2; user <= USERS; user += 1) {
        const token = await signUp(stack.emulatorHost, `bench-${user}`);
        const stored = await submit(stack.apiUrl, token);
        if (stored.status !== 201) throw new Error(`seeding failed: ${stored.status}`);
        others.push({ authorization: `Bearer ${token}` });
      }
      targets.push({
        name: `GET /profile/me, ${USERS} users`,
        url: `${stack.apiUrl}/profile/me`,
        method: 'GET',
        headersInTurn: others,
      });
    }
    const options = { connections: CONNECTIONS, durationS: DURATION_S };
    console.log('warming up…');
    for (const target of targets) await load(target, { connections: CONNECTIONS, durationS: 3 });
    await drained(stack.apiUrl);

    const rounds: Measurement[][] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const row: Measurement[] = [];
      for (const target of targets) {
        await drained(stack.apiUrl);
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
      await drained(stack.apiUrl);
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
      const target = targets[1] as LoadTarget;
      let measured: Measurement;
      let heap: Record<string, unknown> | undefined;
      if (PROBE) {
        // The probe: memory after a forced full collection every minute while the load runs
        // (a collection pauses the API for a fraction of a second), and a heap snapshot at the
        // 1-minute mark and at the end. Snapshots pause the API for seconds, longer than a
        // client waits, so the load stops for each and resumes after (docs/decisions/0097).
        const probe = new HeapProbe(probeDir, stack.apiPid);
        const afterGc: (ProbeResult & { atS: number })[] = [];
        const takeProbe = async (id: string, snapshot: boolean) => {
          const atS = Math.round((Date.now() - startedAt) / 1000);
          const result = { ...(await probe.take(id, snapshot)), atS };
          afterGc.push(result);
          const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
          console.log(
            `  ${id} ${atS} s after GC: RSS ${mb(result.rssBytes)} MB (anonymous ` +
              `${mb(result.rssAnonBytes)}, file ${mb(result.rssFileBytes)}); V8 heap used ` +
              `${mb(result.heapUsedBytes)} of ${mb(result.heapPhysicalBytes)} MB resident; ` +
              `external ${mb(result.externalBytes)} MB (PGlite's WebAssembly memory, Buffers); ` +
              `other ${mb(result.rssAnonBytes - result.heapPhysicalBytes - result.externalBytes)} MB` +
              (result.snapshotFile ? ` (snapshot ${result.snapshotFile})` : ''),
          );
          return result;
        };
        const minutely = setInterval(
          () => void takeProbe(`gc-${Date.now()}`, false).catch(() => undefined),
          60_000,
        );
        const warmPhase = await load(target, { connections, durationS: Math.min(60, SOAK_S) });
        const early = await takeProbe('early', HEAP);
        const mainPhase = await load(target, { connections, durationS: Math.max(SOAK_S - 60, 1) });
        clearInterval(minutely);
        clearInterval(timer);
        await sample();
        const late = await takeProbe('late', HEAP);
        measured = combine([warmPhase, mainPhase]);
        // Then a minute without load: V8 gives back heap pages it no longer needs when the
        // process goes quiet, and memory that stays resident then is what the process holds.
        await sleep(60_000);
        const rest = await takeProbe('rest', false);
        const snapshots =
          early.snapshotFile && late.snapshotFile
            ? compareSnapshots(early.snapshotFile, late.snapshotFile, early.atS, late.atS)
            : undefined;
        const growth = (from: number, to: number) => ((to - from) / from) * 100;
        console.log(
          `\nafter GC, from the 1-minute mark to the end: RSS ` +
            `${growth(early.rssBytes, late.rssBytes).toFixed(1)} %, heap used ` +
            `${growth(early.heapUsedBytes, late.heapUsedBytes).toFixed(1)} %; after a minute at rest: RSS ` +
            `${growth(early.rssBytes, rest.rssBytes).toFixed(1)} %`,
        );
        heap = {
          afterGc,
          rssGrowthAfterGcPercent: growth(early.rssBytes, late.rssBytes),
          heapGrowthAfterGcPercent: growth(early.heapUsedBytes, late.heapUsedBytes),
          rssGrowthAtRestPercent: growth(early.rssBytes, rest.rssBytes),
          snapshots,
        };
      } else {
        measured = await load(target, { connections, durationS: SOAK_S });
        clearInterval(timer);
        await sample();
      }
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
        heap,
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
