import http from 'node:http';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StoredProfile } from '@styleprint/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmailAccount,
  emulatorHost,
  TEST_PROJECT_ID,
  type TestAccount,
} from '../helpers/emulator.js';
import { otherPayload, validPayload } from '../helpers/payloads.js';
import {
  freePort,
  startServer,
  waitUntilReady,
  type ServerProcess,
} from '../helpers/server-process.js';

/** server.ts as a real process: configured by env, graceful on SIGTERM, durable across a crash. */
// Real processes on a fresh PGlite (initdb takes 10+ s on a busy machine), and a restart after
// kill -9 waits for the dead process's lock to go stale (up to 12 s, decision 0083).
describe('server.ts', { timeout: 120_000 }, () => {
  let root: string;
  let account: TestAccount;
  const running: ServerProcess[] = [];

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'styleprint-server-test-'));
    account = await createEmailAccount('server');
  });
  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await rm(root, { recursive: true, force: true });
  });

  const environment = (port: number, extra: Record<string, string> = {}) => ({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(root, 'pglite'),
    FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
    LOG_LEVEL: 'info',
    ...extra,
  });
  const launch = (port: number, extra: Record<string, string> = {}) => {
    const server = startServer(environment(port, extra));
    running.push(server);
    return server;
  };
  const call = (port: number, method: string, url: string, body?: unknown) =>
    fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${account.idToken}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : null,
    });

  it('refuses to start on a bad configuration, listing every problem', async () => {
    const server = startServer({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain('Invalid configuration (2 problems)');
    expect(server.output()).toContain('PORT must be a whole number');
    expect(server.output()).toContain('The API did not start.');
  });

  it('refuses to start in production with the auth emulator configured, and says why', async () => {
    const server = startServer({
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'styleprint-prod',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain(
      'FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production',
    );
  });

  it('on SIGTERM stops accepting, finishes the request in flight, closes the store and exits 0', async () => {
    const port = await freePort();
    const server = launch(port);
    await waitUntilReady(server, port);

    // A submission whose body is still arriving when the signal comes.
    const body = JSON.stringify(validPayload());
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/quiz/submit-assessment',
          headers: {
            authorization: `Bearer ${account.idToken}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 20));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(async () => {
          // Draining: new connections are refused while the old request is still open.
          await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
          request.end(body.slice(20));
        }, 500);
      }, 500);
    });

    const finished = await response;
    expect(finished.status).toBe(201);
    expect(JSON.parse(finished.body)).toMatchObject({ mbti: { Type: 'INTJ' } });
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('shutting down: draining in-flight requests');
    expect(existsSync(path.join(root, 'pglite', 'styleprint-api.lockdir'))).toBe(false);
  });

  it('keeps an acknowledged write through a crash (kill -9) and restarts on the same DATA_DIR', async () => {
    const port = await freePort();
    const first = launch(port);
    await waitUntilReady(first, port);
    // The profile from the previous test survived a graceful restart.
    expect((await (await call(port, 'GET', '/profile/me')).json()) as StoredProfile).toMatchObject({
      mbti: { Type: 'INTJ' },
    });

    const created = await call(port, 'POST', '/quiz/submit-assessment', otherPayload());
    expect(created.status).toBe(201);
    const acknowledged = (await created.json()) as StoredProfile;
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    // The lock left behind by the dead process is stale: the next start takes it over.
    const second = launch(port);
    await waitUntilReady(second, port);
    const latest = await call(port, 'GET', '/profile/me');
    expect(await latest.json()).toEqual(acknowledged);
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  });
});
