/** What the test run was given by its environment, and what to say when something is missing. */

export const HOW_TO_RUN =
  'The API tests need the Firebase Auth emulator (FIREBASE_AUTH_EMULATOR_HOST is not set).\n' +
  'Run them from the repository root with:\n' +
  '  npm test\n' +
  'or, for the API alone:\n' +
  '  npx firebase emulators:exec --only auth --config firebase.test.json --project demo-styleprint-test "npm test -w apps/api"';

export const TEST_DATABASE_URL = process.env['TEST_DATABASE_URL'] || undefined;

export const POSTGRES_SKIPPED =
  'PostgreSQL leg skipped: TEST_DATABASE_URL is not set, and this run did not go through the ' +
  "http suite's global setup (which starts an embedded server)";
