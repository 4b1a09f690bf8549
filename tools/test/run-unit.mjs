#!/usr/bin/env node
// `npm run test:unit`: the fast inner loop. Every test that needs neither the auth emulator nor a
// browser: each project's `test` target except the projects tagged `needs:emulator`, plus the
// `unit` target such projects offer for their emulator-free part (the API's src/** tests).
// A new project is included by default; tag it `needs:emulator` when its tests need the emulator.
import { bin, run } from './nx.mjs';

const nx = bin('nx');
const started = performance.now();
run('Unit tests (no emulator, no browser)', nx, [
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
console.log(`\n✔ Unit tests passed in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
