import { postgresServer } from '@styleprint/test-harness';
import { HOW_TO_RUN } from './environment.js';

/**
 * Runs once before any HTTP test file: fail fast without the emulator, and make sure the
 * PostgreSQL leg has a server: the one TEST_DATABASE_URL names (CI's), else an embedded one
 * started here (docs/decisions/0008). Workers start after this and inherit the variable.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (!process.env['FIREBASE_AUTH_EMULATOR_HOST']) throw new Error(HOW_TO_RUN);
  const postgres = await postgresServer(process.env['TEST_DATABASE_URL'] || undefined);
  if (postgres.source === 'embedded') {
    console.log('PostgreSQL leg: an embedded server (TEST_DATABASE_URL is not set)');
  }
  process.env['TEST_DATABASE_URL'] = postgres.url;
  return () => postgres.stop();
}
