import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, LOOPBACK, signUpWithEmail, uniqueEmail } from '@styleprint/test-harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm start` as the README runs it, end to end: the production web build, the auth emulator,
 * the API on PGlite and the web server, on ports of its own so a developer's stack can stay up.
 * This once broke unnoticed (the build refused its configuration) while every other suite passed.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const READY_LINE = 'Styleprint is running.';

describe('npm start', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'styleprint-start-'));
  let child: ChildProcess;
  let output = '';
  let ports: { auth: number; api: number; web: number };

  beforeAll(async () => {
    ports = { auth: await freePort(), api: await freePort(), web: await freePort() };
    const firebaseConfig = path.join(scratch, 'firebase.json');
    writeFileSync(
      firebaseConfig,
      JSON.stringify({
        emulators: {
          singleProjectMode: true,
          auth: { host: LOOPBACK, port: ports.auth },
          hub: { host: LOOPBACK, port: await freePort() },
          logging: { host: LOOPBACK, port: await freePort() },
          ui: { enabled: false },
        },
      }),
    );
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(ports.api),
      WEB_PORT: String(ports.web),
      FIREBASE_CONFIG_FILE: firebaseConfig,
      // Its own project: the emulator hub's locator file is keyed by project id.
      FIREBASE_PROJECT_ID: 'demo-styleprint-start-check',
      STYLEPRINT_DATA: path.join(scratch, 'data'),
    };
    // Whatever emulator wraps this test run is not the one npm start must use.
    delete env['FIREBASE_AUTH_EMULATOR_HOST'];
    child = spawn(process.execPath, ['--import', 'tsx', 'tools/start/start-all.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (output.includes(READY_LINE)) {
          clearInterval(timer);
          resolve();
        } else if (child.exitCode !== null) {
          clearInterval(timer);
          reject(new Error(`npm start exited (${child.exitCode}) before it was ready:\n${output}`));
        }
      }, 250);
    });
  }, 300_000);

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(scratch, { recursive: true, force: true });
  });

  it('serves the prerendered sign-in page and the app shell from the web server', async () => {
    const login = await fetch(`http://${LOOPBACK}:${ports.web}/login`);
    expect(login.status).toBe(200);
    const html = await login.text();
    expect(html).toContain('<h1');
    expect(html).toContain('Welcome back');
  });

  it('signs a person in through its own emulator and answers them from the API', async () => {
    const account = await signUpWithEmail(`${LOOPBACK}:${ports.auth}`, {
      email: uniqueEmail('start-check'),
      password: 'start-check-password-1',
    });
    const profile = await fetch(`http://${LOOPBACK}:${ports.api}/profile/me`, {
      headers: { authorization: `Bearer ${account.idToken}` },
    });
    // A new account has no profile yet: the API verified the emulator's token and read the store.
    expect(profile.status).toBe(404);
  });

  it('stops everything on Ctrl-C and exits cleanly', async () => {
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(output).toContain('Stopped.');
  }, 60_000);
});
