/**
 * The real stack the journeys drive: the auth emulator (already running, started by
 * `firebase emulators:exec`), the API on a fresh PGlite directory, and the production build of the
 * web served like a static host. Everything started here is stopped by the returned `stop`, also
 * when starting fails half-way.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  assertPortFree,
  resolveChromium,
  startProcess,
  StopList,
  waitForHttp,
} from '@styleprint/test-harness';
import {
  API_PORT,
  API_URL,
  ARTIFACTS,
  FIREBASE_PROJECT_ID,
  HOST,
  PATHS,
  WEB_PORT,
  WEB_URL,
  bin,
  webBuildEnv,
} from './config.js';
import { buildWeb } from './web-build.js';

export interface Stack {
  webUrl: string;
  apiUrl: string;
  /** host:port of the Firebase Auth emulator. */
  authEmulatorHost: string;
  /** The Chromium binary the journeys launch (system or bundled; see the harness). */
  chromiumPath: string;
  stop(): Promise<void>;
}

const EMULATOR_COMMAND =
  'npx firebase emulators:exec --only auth --config firebase.test.json --project demo-styleprint-test ' +
  '"npm run e2e -w @styleprint/web-e2e"';

/** The emulator host, or a message saying how to run the suite. */
function requireAuthEmulatorHost(): string {
  const host = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  if (!host) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is not set: the e2e suite needs the Firebase Auth emulator. ' +
        `Run it through \`npm test\`, or from the repository root: ${EMULATOR_COMMAND}`,
    );
  }
  return host;
}

export async function startStack(): Promise<Stack> {
  const authEmulatorHost = requireAuthEmulatorHost();
  const chromium = await resolveChromium();
  console.log(`Chromium for the journeys: ${chromium.executablePath} (${chromium.source})`);
  await assertPortFree(API_PORT, 'the API of the e2e stack', HOST);
  await assertPortFree(WEB_PORT, 'the web of the e2e stack', HOST);
  await waitForHttp(`http://${authEmulatorHost}/`, {
    label: 'Firebase Auth emulator',
    timeoutMs: 30_000,
  });
  mkdirSync(ARTIFACTS.logs, { recursive: true });

  const started = new StopList();
  const stop = async () => {
    await started.stopAll((message) => console.error('e2e teardown:', message));
  };

  try {
    const building = buildWeb({
      outDir: PATHS.webBuild,
      env: webBuildEnv({ apiUrl: API_URL, authEmulatorUrl: `http://${authEmulatorHost}` }),
      logFile: path.join(ARTIFACTS.logs, 'web-build.log'),
      // Hidden maps (no comment in the code) let journeys tell which chunk holds the charts;
      // the web server never serves them. --mode emulator: production build, local auth.
      extraArgs: ['--sourcemap', 'hidden', '--mode', 'emulator'],
    });

    // A fresh store per run: the journeys start from "no profile yet".
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'styleprint-e2e-pglite-'));
    started.add('the API store', async () => rmSync(dataDir, { recursive: true, force: true }));
    const api = startProcess({
      name: 'API',
      command: bin('tsx'),
      args: ['apps/api/src/server.ts'],
      cwd: PATHS.root,
      env: {
        PORT: String(API_PORT),
        HOST,
        DATA_DIR: dataDir,
        FIREBASE_PROJECT_ID,
        FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
        CORS_ORIGINS: WEB_URL,
        LOG_LEVEL: 'info',
      },
      logFile: path.join(ARTIFACTS.logs, 'api.log'),
    });
    started.add('the API', () => api.stop());

    // The build and the API's first start (PGlite initdb) take seconds each; overlap them.
    await building;
    // The production web server (apps/web-server), as `npm start` and a deployment run it.
    const web = startProcess({
      name: 'web server',
      command: bin('tsx'),
      args: ['apps/web-server/src/main.ts'],
      cwd: PATHS.root,
      env: {
        WEB_HOST: HOST,
        WEB_PORT: String(WEB_PORT),
        WEB_DIST_DIR: PATHS.webBuild,
        WEB_API_ORIGIN: API_URL,
        WEB_AUTH_DOMAIN: `${FIREBASE_PROJECT_ID}.firebaseapp.com`,
        WEB_AUTH_EMULATOR_URL: `http://${authEmulatorHost}`,
      },
      logFile: path.join(ARTIFACTS.logs, 'web-server.log'),
    });
    started.add('the web server', () => web.stop());

    await waitForHttp(`${API_URL}/healthz`, { label: 'API', timeoutMs: 60_000, server: api });
    await waitForHttp(`${API_URL}/readyz`, { label: 'API store', timeoutMs: 60_000, server: api });
    await waitForHttp(`${WEB_URL}/login`, { label: 'web', timeoutMs: 10_000 });

    return {
      webUrl: WEB_URL,
      apiUrl: API_URL,
      authEmulatorHost,
      chromiumPath: chromium.executablePath,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
