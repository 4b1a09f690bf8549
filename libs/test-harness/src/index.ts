/**
 * Node-only plumbing for tests, browser journeys, benchmarks and the start script. Tagged
 * `type:harness`: product code never imports it (eslint.config.mjs).
 */
export { freePort, isPortFree, assertPortFree, LOOPBACK } from './ports.js';
export {
  startProcess,
  runToCompletion,
  describeExit,
  tailOf,
  lastLines,
  STOP_GRACE_MS,
  type ProcessSpec,
  type RunningProcess,
  type ExitStatus,
} from './processes.js';
export { waitForHttp, type WaitOptions } from './wait.js';
export { StopList } from './stop-list.js';
export {
  emulatorHostFromEnv,
  identityToolkit,
  uniqueEmail,
  signUpWithEmail,
  signInWithEmail,
  signInWithGoogle,
  markEmailVerified,
  signUpAnonymously,
  type EmulatorAccount,
} from './emulator-accounts.js';
export { postgresServer, startEmbeddedPostgres, type PostgresServer } from './postgres.js';
export {
  resolveChromium,
  CHROMIUM_FLAGS,
  SYSTEM_CHROMIUM_PATH,
  type ChromiumBinary,
} from './chromium.js';
export { startRedisStandIn, type RedisStandIn } from './redis-stand-in/server.js';
