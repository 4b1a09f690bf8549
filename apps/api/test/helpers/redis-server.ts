import { spawn, spawnSync } from 'node:child_process';
import { freePort } from './server-process.js';

/**
 * A throwaway redis-server on loopback for the tests that need one. Redis is not needed by
 * `npm test`: without the binary (Debian's `redis-server` package) those tests are skipped and
 * say why; CI installs it (.ci/run).
 */

export const REDIS_BINARY = process.env['REDIS_SERVER_BIN'] ?? 'redis-server';

export const REDIS_AVAILABLE =
  spawnSync(REDIS_BINARY, ['--version'], { stdio: 'ignore' }).status === 0;

export const REDIS_SKIPPED =
  'skipped: redis-server is not installed (apt-get install redis-server, or set REDIS_SERVER_BIN)';

export interface TestRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts redis-server on a free port, in memory only; resolves once it accepts connections. */
export async function startRedis(): Promise<TestRedis> {
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
