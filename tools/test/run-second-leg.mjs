#!/usr/bin/env node
// CI's second leg (.ci/run): after `npm test` passed on the bundled Chromium and the embedded
// PostgreSQL, the suites whose outcome depends on those two builds run again on the ones the
// environment names: the API's HTTP suite on the server TEST_DATABASE_URL points at, and the
// browser journeys on the Chromium STYLEPRINT_CHROMIUM chooses. Lint, typecheck and the pure unit
// tests do not depend on either, so they are not repeated.
import { bin, run, withAuthEmulator } from './nx.mjs';

if (!process.env['TEST_DATABASE_URL']) {
  console.error('The second leg needs TEST_DATABASE_URL: a PostgreSQL server to test against.');
  process.exit(2);
}

const nx = bin('nx');
run(
  'Second leg: the API on a PostgreSQL server, the journeys on the chosen Chromium',
  bin('firebase'),
  withAuthEmulator(
    [
      `${nx} run @styleprint/api:test --outputStyle=stream --skip-nx-cache -- --project http`,
      `${nx} run-many -t e2e --parallel=1 --outputStyle=stream --skip-nx-cache`,
    ].join(' && '),
  ),
);

console.log('\n✔ The second leg passed.');
