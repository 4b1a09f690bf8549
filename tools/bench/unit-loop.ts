/**
 * How long the fast inner loop (`npm run test:unit`) takes with Nx's cache bypassed, so every run
 * really runs every test (a cached run takes a second and says nothing), against the baseline of
 * the same tests run per project through Nx (`npm run test:unit -- --nx`), measured in the same
 * session: each round runs both, in alternating order, so a shared machine's changing load falls
 * on both alike (docs/decisions/0056-one-vitest-run-for-the-unit-loop.md).
 *
 * Usage (from the repository root): npx tsx tools/bench/unit-loop.ts [--runs 3]
 *   [--no-baseline | --baseline-only]
 * Prints each run's wall time, the medians, their ratio, and the load average around each run (on
 * a shared machine figures only compare when the load is quoted with them). Each run's output
 * (vitest's per-project durations) goes to tools/bench/results/unit-loop-<mode>-<n>.log.
 * Exits 1 when a run fails. A benchmark, not a test: `npm test` does not run it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './lib/stack.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS_DIR = path.join(ROOT, 'tools/bench/results');
const runsFlag = process.argv.indexOf('--runs');
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 3;
const ALL_MODES: Record<string, string[]> = {
  'one vitest run': [],
  'per project through Nx': ['--nx'],
};
// --no-baseline: the fast loop alone; --baseline-only: the per-project way alone.
const MODES = Object.fromEntries(
  Object.entries(ALL_MODES).filter(([, args]) =>
    args.includes('--nx')
      ? !process.argv.includes('--no-baseline')
      : !process.argv.includes('--baseline-only'),
  ),
);

/**
 * CPU seconds (user + system) of this process's waited-for children, from /proc (Linux): unlike
 * wall time, it hardly moves with the load other processes put on a shared machine.
 */
function childCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of stat(5) (cutime, cstime), counted from the state field (field 3).
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}
const TICKS_PER_SECOND = 100;

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

interface Timing {
  wall: number;
  cpu: number;
}

function timeOnce(mode: string, args: string[], run: number): Timing {
  const loadBefore = load();
  const cpuBefore = childCpuSeconds();
  const started = performance.now();
  const result = spawnSync('node', ['tools/test/run-unit.mjs', ...args], {
    cwd: ROOT,
    env: { ...process.env, NX_SKIP_NX_CACHE: 'true', NX_DAEMON: 'false' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const took = (performance.now() - started) / 1000;
  const cpu = childCpuSeconds() - cpuBefore;
  const slug = args.includes('--nx') ? 'nx' : 'vitest';
  writeFileSync(
    path.join(RESULTS_DIR, `unit-loop-${slug}-${run}.log`),
    result.stdout + result.stderr,
  );
  if (result.status !== 0) {
    console.error(`${mode}, run ${run} failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
  console.log(
    `${mode}, run ${run}: ${took.toFixed(1)} s wall, ${cpu.toFixed(1)} s CPU ` +
      `(load average ${loadBefore} before, ${load()} after)`,
  );
  return { wall: took, cpu };
}

mkdirSync(RESULTS_DIR, { recursive: true });
console.log(`${os.cpus().length} cores`);
const times = new Map<string, Timing[]>(Object.keys(MODES).map((mode) => [mode, []]));
for (let run = 1; run <= RUNS; run += 1) {
  const order = Object.entries(MODES);
  if (run % 2 === 0) order.reverse();
  for (const [mode, args] of order) times.get(mode)?.push(timeOnce(mode, args, run));
}
const medians = new Map<string, Timing>();
for (const [mode, runs] of times) {
  const result = {
    wall: median(runs.map((timing) => timing.wall)),
    cpu: median(runs.map((timing) => timing.cpu)),
  };
  medians.set(mode, result);
  console.log(
    `median of ${RUNS}, ${mode}: ${result.wall.toFixed(1)} s wall, ${result.cpu.toFixed(1)} s CPU`,
  );
}
const fast = medians.get('one vitest run');
const baseline = medians.get('per project through Nx');
if (fast && baseline) {
  console.log(
    `ratio (one vitest run / per project): wall ${(fast.wall / baseline.wall).toFixed(2)}, ` +
      `CPU ${(fast.cpu / baseline.cpu).toFixed(2)}`,
  );
}
