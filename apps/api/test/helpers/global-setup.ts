import { HOW_TO_RUN, POSTGRES_SKIPPED, TEST_DATABASE_URL } from './environment.js';

/** Runs once before any test file: fail fast, and say what is skipped. */
export default function setup(): void {
  if (!process.env['FIREBASE_AUTH_EMULATOR_HOST']) throw new Error(HOW_TO_RUN);
  if (TEST_DATABASE_URL === undefined) console.warn(`\n⚠ ${POSTGRES_SKIPPED}\n`);
}
