#!/usr/bin/env node
// `npm start` (and `npm run dev` with --dev): the whole product on embedded defaults, in one command.
// Order matters: the API verifies tokens against the auth emulator, so the emulator comes first;
// the web is served last so the URL we print works the moment it appears.
// Ctrl-C stops everything cleanly; the emulator exports its accounts on exit so stored profiles
// keep their owners across restarts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// A developer's .env (copied from .env.example) configures every process started here.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
const dev = process.argv.includes('--dev');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

// FIREBASE_CONFIG_FILE: another firebase.json (other emulator ports), e.g. for a second stack.
const firebaseConfig = path.resolve(root, process.env.FIREBASE_CONFIG_FILE ?? 'firebase.json');
const ports = {
  // The emulator's port lives in firebase.json, the one place firebase-tools reads it from.
  auth: JSON.parse(readFileSync(firebaseConfig, 'utf8')).emulators.auth.port,
  api: Number(process.env.PORT ?? 8080),
  web: Number(process.env.WEB_PORT ?? 4200),
};
const dataDir = path.resolve(root, process.env.STYLEPRINT_DATA ?? '.data');
const authExportDir = path.join(dataDir, 'auth');
const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-styleprint';
const authHost = `127.0.0.1:${ports.auth}`;
const apiUrl = `http://127.0.0.1:${ports.api}`;
const webUrl = `http://127.0.0.1:${ports.web}`;

const colours = { auth: 33, api: 36, web: 35, start: 32 };
const say = (who, line) => process.stdout.write(`\x1b[${colours[who]}m[${who}]\x1b[0m ${line}\n`);

const children = [];
let stopping = false;

function launch(who, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group, so Ctrl-C reaches each child once, from us, in the order we choose.
    detached: true,
  });
  const relay = (stream) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const readable = humanise(line);
        if (readable) say(who, readable);
      }
    });
  };
  relay(child.stdout);
  relay(child.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      say(who, `stopped unexpectedly (${signal ?? `exit ${code}`}); shutting everything down.`);
      void shutdown(1);
    }
  });
  children.push({ who, child, stopSignal: options.stopSignal ?? 'SIGTERM' });
  return child;
}

const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

const requests = new Map();

/** The API logs JSON for machines; here a person reads it, so show one short line per event. */
function humanise(line) {
  if (!line.trim()) return null;
  if (!line.startsWith('{')) return line;
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (entry.msg === 'incoming request') {
    // Fastify names the route only on the incoming line; remember it for the completed one.
    requests.set(entry.reqId, `${entry.req?.method ?? ''} ${entry.req?.url ?? ''}`);
    return null;
  }
  const level = LEVELS[entry.level] ?? 'info';
  const prefix = level === 'info' ? '' : `${level.toUpperCase()} `;
  if (entry.msg === 'request completed' && entry.res) {
    const ms = Math.round(entry.responseTime ?? 0);
    const route =
      requests.get(entry.reqId) ??
      (entry.req ? `${entry.req.method ?? ''} ${entry.req.url ?? ''}` : '');
    requests.delete(entry.reqId);
    return `${prefix}${route} → ${entry.res.statusCode} (${ms} ms)`.trim();
  }
  return `${prefix}${entry.msg ?? line}`;
}

function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, '127.0.0.1');
  });
}

async function waitFor(url, label, timeoutMs = 90_000) {
  const started = Date.now();
  let dots = 0;
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (++dots % 10 === 0)
      say('start', `still waiting for ${label}… (${Math.round((Date.now() - started) / 1000)} s)`);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${label} did not become ready within ${timeoutMs / 1000} s`);
}

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  say('start', 'Stopping… (the auth emulator saves its accounts first)');
  // Reverse order: web, API (drains in-flight requests), then the emulator (exports accounts).
  for (const { who, child, stopSignal } of [...children].reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, stopSignal);
    } catch {
      continue;
    }
    const timer = setTimeout(() => {
      say(who, 'did not stop in 15 s; killing it.');
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 15_000);
    await exited;
    clearTimeout(timer);
  }
  say('start', 'Stopped.');
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

async function main() {
  for (const [name, port] of Object.entries(ports)) {
    if (!(await portFree(port))) {
      throw new Error(
        `Port ${port} (${name}) is already in use. Stop whatever uses it, or set ` +
          `${name === 'api' ? 'PORT' : name === 'web' ? 'WEB_PORT' : 'the auth port in firebase.json'} to another port.`,
      );
    }
  }
  mkdirSync(authExportDir, { recursive: true });

  const webEnv = {
    VITE_API_BASE_URL: process.env.VITE_API_BASE_URL ?? apiUrl,
    VITE_FIREBASE_AUTH_EMULATOR_URL:
      process.env.VITE_FIREBASE_AUTH_EMULATOR_URL ?? `http://${authHost}`,
  };

  if (!dev) {
    say('start', 'Building the web app (production build)…');
    // --mode emulator: the production build, pointed at the local auth emulator on purpose (a
    // plain production build refuses the emulator: apps/web/build/production-env-guard.ts).
    const build = spawnSync(bin('vite'), ['build', '--mode', 'emulator', '--logLevel', 'warn'], {
      cwd: path.join(root, 'apps/web'),
      env: { ...process.env, ...webEnv },
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('The web build failed (see above).');
  }

  say('start', `Starting the Firebase Auth emulator on ${authHost}…`);
  const hasExport = existsSync(path.join(authExportDir, 'firebase-export-metadata.json'));
  launch(
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
    { stopSignal: 'SIGINT' },
  );
  await waitFor(`http://${authHost}/`, 'the auth emulator');
  say('auth', `ready on http://${authHost}${hasExport ? ' (accounts restored)' : ''}`);

  say('start', `Starting the API on ${apiUrl} (data in ${path.relative(root, dataDir) || '.'})…`);
  launch('api', bin('tsx'), [...(dev ? ['watch'] : []), 'apps/api/src/server.ts'], {
    env: {
      PORT: String(ports.api),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.DATA_DIR ?? path.join(dataDir, 'pglite'),
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: authHost,
      CORS_ORIGINS: process.env.CORS_ORIGINS ?? `${webUrl},http://localhost:${ports.web}`,
    },
  });
  await waitFor(`${apiUrl}/readyz`, 'the API and its store');
  say('api', `ready on ${apiUrl} (API docs: ${apiUrl}/docs)`);

  say('start', dev ? 'Starting the web dev server…' : 'Serving the web build…');
  if (dev) {
    launch('web', bin('vite'), ['--port', String(ports.web), '--strictPort'], {
      cwd: path.join(root, 'apps/web'),
      env: webEnv,
    });
  } else {
    // The production web server (apps/web-server): the headers and caching a deployment gets.
    launch('web', bin('tsx'), ['apps/web-server/src/main.ts'], {
      env: {
        ...webEnv,
        WEB_HOST: '127.0.0.1',
        WEB_PORT: String(ports.web),
        WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
      },
    });
  }
  await waitFor(webUrl, 'the web app');
  say('start', '');
  say('start', `Styleprint is running. Open ${webUrl} in your browser.`);
  say('start', 'Press Ctrl-C to stop.');
}

main().catch((error) => {
  say('start', `\x1b[31m${error instanceof Error ? error.message : String(error)}\x1b[0m`);
  void shutdown(1);
});
