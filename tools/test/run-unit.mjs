#!/usr/bin/env node
// `npm run test:unit`: the fast inner loop. Every test that needs neither the auth emulator nor a
// browser: each project's tests except the projects tagged `needs:emulator`, plus the
// emulator-free part of those (the API's src/** tests). A new project is included by default;
// tag it `needs:emulator` when its tests need the emulator.
//
// By default ONE vitest run over every project's own config (tools/test/vitest.unit.config.ts):
// one process and one pool of workers for all the suites, instead of a vitest start per project
// (docs/decisions/0056-one-vitest-run-for-the-unit-loop.md). Extra arguments go to vitest
// (`npm run test:unit -- --project @styleprint/web`, a file filter).
// `--nx` runs the same tests as Nx targets instead (`test` and `unit`), per project and cached:
// what `npm test` and `npm run test:affected` do, without coverage.
import { bin, run } from './nx.mjs';

const started = performance.now();
const args = process.argv.slice(2);
if (args.includes('--nx')) {
  const nx = bin('nx');
  run('Unit tests (no emulator, no browser), per project through Nx', nx, [
    'run-many',
    '-t',
    'test',
    '--exclude=tag:needs:emulator',
    '--outputStyle=stream',
  ]);
  run('Emulator-free parts of the other projects', nx, [
    'run-many',
    '-t',
    'unit',
    '--outputStyle=stream',
  ]);
} else {
  run('Unit tests (no emulator, no browser), one vitest run', bin('vitest'), [
    'run',
    '--config',
    'tools/test/vitest.unit.config.ts',
    ...args,
  ]);
}
console.log(`\n✔ Unit tests passed in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
