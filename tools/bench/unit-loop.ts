/**
 * How long the fast inner loop (`npm run test:unit`) takes with Nx's cache bypassed, so every run
 * really runs every test (a cached run takes a second and says nothing).
 *
 * Usage (from the repository root): npx tsx tools/bench/unit-loop.ts [--runs 3]
 * Prints each run's wall time, the median, and the machine's load average before and after (on
 * a shared machine the figures only compare when the load is quoted with them). Exits 1 when a
 * run fails. A benchmark, not a test: `npm test` does not run it.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './lib/stack.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runsFlag = process.argv.indexOf('--runs');
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 3;

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const seconds: number[] = [];
console.log(`${os.cpus().length} cores; load average before: ${load()}`);
for (let run = 1; run <= RUNS; run += 1) {
  const started = performance.now();
  const result = spawnSync('node', ['tools/test/run-unit.mjs'], {
    cwd: ROOT,
    env: { ...process.env, NX_SKIP_NX_CACHE: 'true', NX_DAEMON: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const took = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    console.error(`Run ${run} failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
  seconds.push(took);
  console.log(`run ${run}: ${took.toFixed(1)} s (load average ${load()})`);
}
console.log(`median of ${RUNS}: ${median(seconds).toFixed(1)} s; load average after: ${load()}`);
