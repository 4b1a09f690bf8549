// What the test runners share: the repository root, its binaries, the environment every check
// runs in, one step that stops the run on failure, and the auth emulator around a command.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const TEST_PROJECT_ID = 'demo-styleprint-test';
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @param {string} name */
export const bin = (name) => path.join(root, 'node_modules/.bin', name);

export const env = {
  ...process.env,
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  NO_UPDATE_NOTIFIER: '1',
  // Its own project id: the emulator hub's locator file is keyed by project, so sharing `npm start`'s id
  // would let the dev emulator's export-on-exit reach this hub and overwrite the developer's accounts.
  FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
};

/**
 * Runs one step with inherited output; a failure ends the whole run with the step's exit code.
 * @param {string} label
 * @param {string} cmd
 * @param {string[]} args
 */
export function run(label, cmd, args) {
  console.log(`\n== ${label}`);
  const result = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/**
 * The arguments of `firebase emulators:exec` that run `command` with the Firebase Auth emulator
 * of firebase.test.json (port 9199, apart from `npm start`'s 9099), so every suite that needs
 * identity uses real tokens from a real emulator while the dev stack can stay up.
 * @param {string} command
 */
export function withAuthEmulator(command) {
  return [
    'emulators:exec',
    '--only',
    'auth',
    '--config',
    'firebase.test.json',
    '--project',
    TEST_PROJECT_ID,
    command,
  ];
}

/**
 * Vitest's v8 coverage, summarised per project in `coverage/coverage-summary.json` (read by
 * coverage-summary.mjs) and printed as a short text summary by each run.
 */
export const COVERAGE_ARGS = [
  '--coverage.enabled',
  '--coverage.provider=v8',
  '--coverage.reporter=text-summary',
  '--coverage.reporter=json-summary',
  "--coverage.include='src/**/*.{ts,tsx}'",
];
