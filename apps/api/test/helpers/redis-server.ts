import { spawn, spawnSync } from 'node:child_process';
import { startRedisStandIn } from '@styleprint/test-harness';
import { freePort } from './server-process.js';

/**
 * A throwaway Redis on loopback for the tests that need one: Debian's `redis-server` when it is
 * installed (CI's, .ci/run), else the test harness's Node stand-in speaking the same protocol, so
 * `npm test` needs nothing but Node (docs/decisions/0118). REDIS_SERVER_BIN names another binary;
 * a path that does not exist forces the stand-in.
 */

const REDIS_BINARY = process.env['REDIS_SERVER_BIN'] ?? 'redis-server';

const REAL_REDIS_AVAILABLE =
  spawnSync(REDIS_BINARY, ['--version'], { stdio: 'ignore' }).status === 0;

/** Which Redis the suites run against, for their titles. */
export const REDIS_KIND = REAL_REDIS_AVAILABLE
  ? 'redis-server'
  : 'the Node stand-in: redis-server is not installed';

export interface TestRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts a Redis on a free port, in memory only; resolves once it accepts connections. */
export async function startRedis(): Promise<TestRedis> {
  if (REAL_REDIS_AVAILABLE) return startRedisServer();
  // Said where the run's output shows it, as the PostgreSQL leg says it uses an embedded server.
  console.log(`Redis: ${REDIS_KIND}`);
  return startRedisStandIn();
}

async function startRedisServer(): Promise<TestRedis> {
  const port = await freePort();
  const child = spawn(
    REDIS_BINARY,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!output.includes('Ready to accept connections')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
