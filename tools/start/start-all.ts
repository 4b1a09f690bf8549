/**
 * `npm start` (and `npm run dev`, which passes --dev): the whole product on embedded defaults, in
 * one command. Order matters: the API verifies tokens against the auth emulator, so the emulator
 * comes first; the web is served last so the URL we print works the moment it appears. Ctrl-C
 * stops everything in reverse order; the emulator exports its accounts on exit so stored profiles
 * keep their owners across restarts. Processes, waiting and stopping come from
 * @styleprint/test-harness (docs/decisions/0006-one-test-harness.md).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  isPortFree,
  runToCompletion,
  startProcess,
  StopList,
  waitForHttp,
  type RunningProcess,
} from '@styleprint/test-harness';
import { humaniseLogLine } from './log-lines.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// A developer's .env (copied from .env.example) configures every process started here.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
const dev = process.argv.includes('--dev');
const bin = (name: string): string => path.join(root, 'node_modules/.bin', name);

// FIREBASE_CONFIG_FILE: another firebase.json (other emulator ports), e.g. for a second stack.
const firebaseConfig = path.resolve(root, process.env['FIREBASE_CONFIG_FILE'] ?? 'firebase.json');
interface FirebaseJson {
  emulators: { auth: { port: number } };
}
const ports = {
  // The emulator's port lives in firebase.json, the one place firebase-tools reads it from.
  auth: (JSON.parse(readFileSync(firebaseConfig, 'utf8')) as FirebaseJson).emulators.auth.port,
  api: Number(process.env['PORT'] ?? 8080),
  web: Number(process.env['WEB_PORT'] ?? 4200),
};
/** What to change when a port is taken. */
const PORT_SETTING = { auth: 'the auth port in firebase.json', api: 'PORT', web: 'WEB_PORT' };
const dataDir = path.resolve(root, process.env['STYLEPRINT_DATA'] ?? '.data');
const authExportDir = path.join(dataDir, 'auth');
const projectId = process.env['FIREBASE_PROJECT_ID'] ?? 'demo-styleprint';
const authHost = `127.0.0.1:${ports.auth}`;
const apiUrl = `http://127.0.0.1:${ports.api}`;
const webUrl = `http://127.0.0.1:${ports.web}`;
/** A stuck process is killed after this long; the emulator's export can take a few seconds. */
const STOP_GRACE_MS = 15_000;

type Who = 'auth' | 'api' | 'web' | 'start';
const COLOURS: Record<Who, number> = { auth: 33, api: 36, web: 35, start: 32 };
const say = (who: Who, line: string): void => {
  process.stdout.write(`\x1b[${COLOURS[who]}m[${who}]\x1b[0m ${line}\n`);
};

const stopList = new StopList();
let stopping = false;

/** Starts a server in its own process group and relays its output, one readable line at a time. */
function launch(
  who: Exclude<Who, 'start'>,
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string>; stopSignal?: NodeJS.Signals } = {},
): RunningProcess {
  const running = startProcess({
    name: who,
    command,
    args,
    cwd: options.cwd ?? root,
    env: options.env ?? {},
    ...(options.stopSignal ? { stopSignal: options.stopSignal } : {}),
  });
  for (const stream of [running.child.stdout, running.child.stderr]) {
    let buffered = '';
    stream?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const readable = humaniseLogLine(line);
        if (readable !== null) say(who, readable);
      }
    });
  }
  void running.exited.then((status) => {
    if (stopping) return;
    say(
      who,
      `stopped unexpectedly (${status.signal ?? `exit ${status.code}`}); shutting everything down.`,
    );
    void shutdown(1);
  });
  stopList.add(who, async () => {
    const status = await running.stop(STOP_GRACE_MS);
    if (status.signal === 'SIGKILL') say(who, `did not stop in ${STOP_GRACE_MS / 1000} s; killed.`);
  });
  return running;
}

/** Waits for a 2xx from `url`, saying so every 5 s, and fails at once if `server` dies. */
function ready(url: string, label: string, server: RunningProcess): Promise<void> {
  return waitForHttp(url, {
    label,
    server,
    timeoutMs: 90_000,
    onProgress: (elapsedMs) =>
      say('start', `still waiting for ${label}… (${Math.round(elapsedMs / 1000)} s)`),
  });
}

async function shutdown(code = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  say('start', 'Stopping… (the auth emulator saves its accounts first)');
  // Reverse order: web, API (drains in-flight requests), then the emulator (exports accounts).
  await stopList.stopAll((message) => say('start', message));
  say('start', 'Stopped.');
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

async function main(): Promise<void> {
  for (const [name, port] of Object.entries(ports) as [keyof typeof ports, number][]) {
    if (!(await isPortFree(port))) {
      throw new Error(
        `Port ${port} (${name}) is already in use. Stop whatever uses it, or set ` +
          `${PORT_SETTING[name]} to another port.`,
      );
    }
  }
  mkdirSync(authExportDir, { recursive: true });

  // The web's Firebase settings default to the demo project the emulator serves (any API key
  // works there), so a fresh checkout starts without a .env; the build refuses missing ones.
  const webEnv = {
    VITE_FIREBASE_API_KEY: process.env['VITE_FIREBASE_API_KEY'] ?? 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN:
      process.env['VITE_FIREBASE_AUTH_DOMAIN'] ?? `${projectId}.firebaseapp.com`,
    VITE_FIREBASE_PROJECT_ID: process.env['VITE_FIREBASE_PROJECT_ID'] ?? projectId,
    VITE_SUPPORT_EMAIL: process.env['VITE_SUPPORT_EMAIL'] ?? 'support@styleprint.example',
    VITE_API_BASE_URL: process.env['VITE_API_BASE_URL'] ?? apiUrl,
    VITE_FIREBASE_AUTH_EMULATOR_URL:
      process.env['VITE_FIREBASE_AUTH_EMULATOR_URL'] ?? `http://${authHost}`,
  };

  if (!dev) {
    say('start', 'Building the web app (production build)…');
    // --mode emulator: the production build, pointed at the local auth emulator on purpose (a
    // plain production build refuses the emulator: apps/web/build/production-env-guard.ts).
    await runToCompletion({
      name: 'The web build',
      command: bin('vite'),
      args: ['build', '--mode', 'emulator', '--logLevel', 'warn'],
      cwd: path.join(root, 'apps/web'),
      env: webEnv,
    });
  }

  say('start', `Starting the Firebase Auth emulator on ${authHost}…`);
  const hasExport = existsSync(path.join(authExportDir, 'firebase-export-metadata.json'));
  const auth = launch(
    'auth',
    bin('firebase'),
    [
      'emulators:start',
      '--only',
      'auth',
      '--config',
      firebaseConfig,
      '--project',
      projectId,
      ...(hasExport ? ['--import', authExportDir] : []),
      '--export-on-exit',
      authExportDir,
    ],
    // SIGINT, not SIGTERM: only then does the emulator export its accounts before exiting.
    { stopSignal: 'SIGINT' },
  );
  await ready(`http://${authHost}/`, 'the auth emulator', auth);
  say('auth', `ready on http://${authHost}${hasExport ? ' (accounts restored)' : ''}`);

  say('start', `Starting the API on ${apiUrl} (data in ${path.relative(root, dataDir) || '.'})…`);
  const api = launch('api', bin('tsx'), [...(dev ? ['watch'] : []), 'apps/api/src/server.ts'], {
    env: {
      PORT: String(ports.api),
      HOST: '127.0.0.1',
      DATA_DIR: process.env['DATA_DIR'] ?? path.join(dataDir, 'pglite'),
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: authHost,
      CORS_ORIGINS: process.env['CORS_ORIGINS'] ?? `${webUrl},http://localhost:${ports.web}`,
    },
  });
  await ready(`${apiUrl}/readyz`, 'the API and its store', api);
  say('api', `ready on ${apiUrl} (API docs: ${apiUrl}/docs)`);

  say('start', dev ? 'Starting the web dev server…' : 'Serving the web build…');
  const web = dev
    ? launch('web', bin('vite'), ['--port', String(ports.web), '--strictPort'], {
        cwd: path.join(root, 'apps/web'),
        env: webEnv,
      })
    : // The production web server (apps/web-server): the headers and caching a deployment gets.
      launch('web', bin('tsx'), ['apps/web-server/src/main.ts'], {
        env: {
          ...webEnv,
          WEB_HOST: '127.0.0.1',
          WEB_PORT: String(ports.web),
          WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
        },
      });
  await ready(webUrl, 'the web app', web);
  say('start', '');
  say('start', `Styleprint is running. Open ${webUrl} in your browser.`);
  say('start', 'Press Ctrl-C to stop.');
}

main().catch((error: unknown) => {
  say('start', `\x1b[31m${error instanceof Error ? error.message : String(error)}\x1b[0m`);
  void shutdown(1);
});
