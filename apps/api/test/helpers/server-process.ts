import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess, waitForHttp, type RunningProcess } from '@styleprint/test-harness';

export { freePort } from '@styleprint/test-harness';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ServerProcess = RunningProcess;

/**
 * Runs src/server.ts as `npm start` and the e2e stack do, configured only by environment
 * variables. One node process (tsx as a loader), so signals reach the server itself.
 */
export function startServer(environment: Record<string, string>): ServerProcess {
  return startProcess({
    name: 'the API server',
    command: process.execPath,
    args: ['--import', 'tsx', 'src/server.ts'],
    cwd: API_ROOT,
    env: environment,
    baseEnv: 'path-only',
  });
}

/** Resolves when GET /readyz answers 200; rejects with the server's output if it exits first. */
export async function waitUntilReady(server: ServerProcess, port: number, timeoutMs = 60_000) {
  await waitForHttp(`http://127.0.0.1:${port}/readyz`, {
    label: 'API store',
    server,
    timeoutMs,
  });
}
