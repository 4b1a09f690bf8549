#!/usr/bin/env node
// `npm test`: every check the README promises, in one command.
// Format first (cheap), then one Firebase Auth emulator (port 9199, apart from `npm start`'s 9099)
// wraps lint, typecheck, unit/HTTP tests and the browser journeys, so every suite that needs
// identity uses real tokens from a real emulator and the dev stack can stay up meanwhile.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const TEST_PROJECT_ID = 'demo-styleprint-test';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const env = {
  ...process.env,
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  NO_UPDATE_NOTIFIER: '1',
  // Its own project id: the emulator hub's locator file is keyed by project, so sharing `npm start`'s id
  // would let the dev emulator's export-on-exit reach this hub and overwrite the developer's accounts.
  FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
};

function run(label, cmd, args) {
  console.log(`\n== ${label}`);
  const result = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

run('Format check (prettier)', bin('prettier'), ['--check', '.']);

const nx = bin('nx');
const suites = [
  `${nx} run-many -t lint typecheck test --outputStyle=stream`,
  `${nx} run-many -t e2e --parallel=1 --outputStyle=stream`,
].join(' && ');

run(
  'Lint, typecheck, unit, HTTP and end-to-end tests (with the Firebase Auth emulator)',
  bin('firebase'),
  [
    'emulators:exec',
    '--only',
    'auth',
    '--config',
    'firebase.test.json',
    '--project',
    TEST_PROJECT_ID,
    suites,
  ],
);

console.log('\n✔ Every check passed.');
