#!/usr/bin/env node
// `npm test`: every check the README promises, in one command, with nothing but Node installed.
// Format, references, the architecture's folder list and unused exports first (cheap, decision
// 0057), then one Firebase Auth emulator wraps lint, typecheck, unit/HTTP tests
// (with coverage) and the browser journeys. Without TEST_DATABASE_URL the API's PostgreSQL leg
// runs on an embedded server; without /usr/bin/chromium the journeys use the bundled Chromium
// (docs/decisions/0008); without redis-server the Redis suites use the harness's stand-in
// (docs/decisions/0118).
import { COVERAGE_ARGS, bin, run, withAuthEmulator } from './nx.mjs';

run('Format check (prettier)', bin('prettier'), ['--check', '.']);
run('Lint: every reference resolves (docs/product.md, decisions)', bin('tsx'), [
  'tools/docs/cite-product.ts',
  '--check',
]);
run('Lint: docs/architecture.md names every feature and route folder', bin('tsx'), [
  'tools/docs/architecture-folders.ts',
]);
run('Lint: every installed package admits Node 20.20 (decision 0004)', bin('tsx'), [
  'tools/deps/node-engines.ts',
]);
run('Lint: no unused exports or files (knip, allow-list in knip.jsonc)', bin('knip'), []);
run('Lint: no import cycle (madge)', bin('madge'), [
  '--circular',
  '--extensions',
  'ts,tsx',
  '--ts-config',
  'tsconfig.base.json',
  'apps',
  'libs',
  'tools',
]);

const nx = bin('nx');
const suites = [
  `${nx} run-many -t lint typecheck --outputStyle=stream`,
  `${nx} run-many -t test --outputStyle=stream -- ${COVERAGE_ARGS.join(' ')}`,
  `${nx} run-many -t e2e --parallel=1 --outputStyle=stream`,
].join(' && ');

run(
  'Lint, typecheck, unit, HTTP and end-to-end tests (with the Firebase Auth emulator)',
  bin('firebase'),
  withAuthEmulator(suites),
);

run('Coverage per project', process.execPath, ['tools/test/coverage-summary.mjs']);

console.log('\n✔ Every check passed.');
