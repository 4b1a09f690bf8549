/**
 * The product started the way the README starts it (`npm start`), on ports of our own so it
 * never collides with a developer's stack, plus the small helpers the load and fault scripts
 * share. Used by tools/bench/load.ts and tools/bench/faults.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { AssessmentPayload } from '@styleprint/contracts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const PROJECT_ID = 'demo-styleprint';

export const PAYLOAD: AssessmentPayload = {
  mbti: 'INTJ',
  disc: 'DiS',
  emergenetics: {
    analytical: 2,
    structural: 1,
    social: 0,
    conceptual: 0,
    expressiveness: 'high',
    assertiveness: 'medium',
    flexibility: 'medium',
  },
  cliftonStrengths: { executing: 1, influencing: 0, relationship: 2, thinking: 0 },
};

export const argument = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
export const textArgument = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
};

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function waitFor(url: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The pid of the process listening on a loopback TCP port (Linux `ss`). */
function pidListeningOn(port: number): number {
  const out = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout;
  const match = /pid=(\d+)/.exec(out);
  if (!match) throw new Error(`nothing listens on ${port}:\n${out}`);
  return Number(match[1]);
}

/** Resident memory of a process in bytes (Linux /proc). */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

export interface Stack {
  apiUrl: string;
  webUrl: string;
  emulatorHost: string;
  apiPid: number;
  log: () => string;
  stop(): Promise<void>;
}

/**
 * `npm start` with PORT, WEB_PORT, FIREBASE_CONFIG_FILE (another emulator port) and
 * STYLEPRINT_DATA (a scratch directory) set, and whatever else `environment` adds
 * (rate limits raised, DATABASE_URL, …). Stopped with Ctrl-C's signal, as a person would.
 */
export async function startStack(environment: Record<string, string>): Promise<Stack> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'styleprint-stack-'));
  const [api, web, auth, hub, logging] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const firebaseConfig = path.join(scratch, 'firebase.json');
  writeFileSync(
    firebaseConfig,
    JSON.stringify({
      emulators: {
        singleProjectMode: true,
        auth: { host: '127.0.0.1', port: auth },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging, level: 'WARN' },
        ui: { enabled: false },
      },
    }),
  );
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(api),
      WEB_PORT: String(web),
      FIREBASE_CONFIG_FILE: firebaseConfig,
      STYLEPRINT_DATA: path.join(scratch, 'data'),
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // Only the tail is kept: at LOG_LEVEL=info a soak logs gigabytes, which must not pile up here.
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const apiUrl = `http://127.0.0.1:${api}`;
  const webUrl = `http://127.0.0.1:${web}`;
  try {
    // The web build alone takes minutes on a machine shared by a team.
    await waitFor(`${apiUrl}/readyz`, 600_000);
    await waitFor(webUrl, 600_000);
  } catch (error) {
    try {
      process.kill(-(child.pid ?? 0), 'SIGKILL');
    } catch {
      // npm start has already exited: its output says why
    }
    throw new Error(`npm start did not come up: ${String(error)}\n${output.slice(-3000)}`);
  }
  return {
    apiUrl,
    webUrl,
    emulatorHost: `127.0.0.1:${auth}`,
    apiPid: pidListeningOn(api),
    log: () => output,
    stop: async () => {
      try {
        process.kill(-(child.pid ?? 0), 'SIGINT');
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/**
 * After a load the API may still be working through requests its client has given up on (on
 * PGlite a write backlog holds the event loop for seconds): wait until /healthz answers quickly
 * three times in a row, so the next measurement starts on an idle API.
 */
export async function drained(url: string, timeoutMs = 60_000): Promise<void> {
  let quick = 0;
  const deadline = Date.now() + timeoutMs;
  while (quick < 3 && Date.now() < deadline) {
    const started = Date.now();
    await fetch(`${url}/healthz`)
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
    quick = Date.now() - started < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A new email account at the emulator, signed in: its ID token. */
export async function signUp(emulatorHost: string, label = 'bench'): Promise<string> {
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
        password: 'correct-horse-battery',
        returnSecureToken: true,
      }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

export async function submit(apiUrl: string, token: string): Promise<Response> {
  return fetch(`${apiUrl}/quiz/submit-assessment`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(PAYLOAD),
  });
}

export interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
}

export interface LoadTarget {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Headers per request, taken in turn by every connection (e.g. several users' tokens). */
  headersInTurn?: Record<string, string>[];
}

export async function load(
  target: LoadTarget,
  options: { connections: number; durationS: number },
): Promise<Measurement> {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    connections: options.connections,
    duration: options.durationS,
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.body ? { body: target.body } : {}),
    ...(target.headersInTurn
      ? { requests: target.headersInTurn.map((headers) => ({ headers })) }
      : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
