#!/usr/bin/env node
// CI's second leg (.ci/run): after `npm test` passed on the bundled Chromium and the embedded
// PostgreSQL, the suites whose outcome depends on those two builds run again on the ones the
// environment names. `journeys`: the browser journeys on the Chromium STYLEPRINT_CHROMIUM chooses.
// `api`: the API's HTTP suite on the server TEST_DATABASE_URL points at. Lint, typecheck and the
// pure unit tests depend on neither, so they are not repeated. The Nx cache is skipped: the
// inputs are the same files as leg 1's, and a replayed result would test nothing new.
import { bin, run, withAuthEmulator } from './nx.mjs';

const part = process.argv[2];
const nx = bin('nx');
const commands = {
  journeys: `${nx} run-many -t e2e --parallel=1 --outputStyle=stream --skip-nx-cache`,
  api: `${nx} run @styleprint/api:test --outputStyle=stream --skip-nx-cache -- --project http`,
};

if (part !== 'journeys' && part !== 'api') {
  console.error('Usage: node tools/test/run-second-leg.mjs journeys|api');
  process.exit(2);
}
if (part === 'api' && !process.env['TEST_DATABASE_URL']) {
  console.error('The API part needs TEST_DATABASE_URL: a PostgreSQL server to test against.');
  process.exit(2);
}

run(`Second leg, ${part}`, bin('firebase'), withAuthEmulator(commands[part]));
console.log(`\n✔ The second leg's ${part} passed.`);
