/**
 * API benchmark: `npx tsx tools/bench/api.ts [--duration 5] [--rounds 3] [--connections 10]`.
 *
 * Measures, in the same run and on loopback, req/s and p50/p99 latency of:
 *   - a bare Fastify "hello" route (the ceiling of this machine),
 *   - authenticated GET /profile/me,
 *   - authenticated POST /quiz/submit-assessment,
 * against the real server (apps/api/src/server.ts in its own process, logging at info as in
 * production) on PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL
 * server, on PostgreSQL too. Each round runs the three targets back to back; the table shows the
 * median round and the ratio to hello. Then it times the parts of a request in-process (token
 * verification, store read and write, scoring and serialisation) to show where the time goes.
 *
 * Tokens are real: it needs the Firebase Auth emulator, and runs itself under
 * `firebase emulators:exec` (firebase.test.json) when FIREBASE_AUTH_EMULATOR_HOST is unset.
 * Figures and their analysis: docs/performance.md.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  freePort,
  signUpWithEmail,
  startProcess,
  uniqueEmail,
  waitForHttp,
  type RunningProcess,
} from '@styleprint/test-harness';
// One account project and payload for every benchmark (lib/stack.ts).
import { PAYLOAD, PROJECT_ID } from './lib/stack.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argument = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const DURATION_S = argument('duration', 5);
const ROUNDS = argument('rounds', 3);
const CONNECTIONS = argument('connections', 10);

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  if (!process.env['FIREBASE_AUTH_EMULATOR_HOST']) {
    console.log('Starting the Firebase Auth emulator (firebase.test.json) around the benchmark…');
    const self = [
      'tsx',
      path.relative(root, fileURLToPath(import.meta.url)),
      ...process.argv.slice(2),
    ];
    const result = spawnSync(
      path.join(root, 'node_modules/.bin/firebase'),
      [
        'emulators:exec',
        '--only',
        'auth',
        '--config',
        'firebase.test.json',
        '--project',
        PROJECT_ID,
        `npx ${self.join(' ')}`,
      ],
      { cwd: root, stdio: 'inherit' },
    );
    process.exit(result.status ?? 1);
  }

  const emulator = process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? '';
  const postgresUrl = process.env['BENCH_DATABASE_URL'] || process.env['TEST_DATABASE_URL'];
  const token = await signUp(emulator);
  console.log(
    `API benchmark: ${ROUNDS} rounds × ${DURATION_S} s per target, ${CONNECTIONS} connections, ` +
      `${cpus().length} CPU(s), Node ${process.version}\n`,
  );

  const engines: EngineRun[] = [];
  const scratch = mkdtempSync(path.join(tmpdir(), 'styleprint-bench-'));
  try {
    engines.push(
      await benchEngine('PGlite', { DATA_DIR: path.join(scratch, 'pglite') }, token, emulator),
    );
    if (postgresUrl) {
      const database = await createDatabase(postgresUrl);
      try {
        engines.push(
          await benchEngine('PostgreSQL', { DATABASE_URL: database.url }, token, emulator),
        );
      } finally {
        await database.drop();
      }
    } else {
      console.log(
        'PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server to include it.\n',
      );
    }
    const breakdown = await timeTheParts(token, emulator, scratch, postgresUrl);
    report(engines, breakdown);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Load generation

interface Measurement {
  rps: number;
  /** CPU time the serving process spent per request (user + system), in ms. */
  cpuMsPerRequest: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

interface TargetResult {
  name: string;
  rounds: Measurement[];
  median: Measurement;
}

interface EngineRun {
  engine: string;
  targets: TargetResult[];
}

interface Target {
  name: string;
  server: ChildProcess;
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux). */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}
const CLOCK_TICKS_PER_SECOND = 100;

async function load(
  target: Target,
  durationS: number,
  server?: ChildProcess,
): Promise<Measurement> {
  const cpuBefore = cpuMs(server?.pid);
  const result = await autocannon({
    url: target.url,
    method: target.method,
    connections: CONNECTIONS,
    duration: durationS,
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.body ? { body: target.body } : {}),
  });
  const cpuSpent = cpuMs(server?.pid) - cpuBefore;
  return {
    rps: result.requests.average,
    cpuMsPerRequest: cpuSpent / Math.max(1, result.requests.total),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function benchEngine(
  engine: string,
  storage: Record<string, string>,
  token: string,
  emulator: string,
): Promise<EngineRun> {
  const helloPort = await freePort();
  const apiPort = await freePort();
  const hello = spawnNode(
    'hello',
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--hello', String(helloPort)],
    {},
  );
  const api = spawnNode('API', ['--import', 'tsx', 'apps/api/src/server.ts'], {
    ...storage,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: emulator,
    LOG_LEVEL: 'info',
    RATE_LIMIT_IP_MAX: '10000000',
    RATE_LIMIT_USER_MAX: '10000000',
    RATE_LIMIT_USER_IN_FLIGHT: '100000',
    RATE_LIMIT_USER_WRITES_IN_FLIGHT: '100000',
  });
  try {
    await waitForHttp(`http://127.0.0.1:${helloPort}/hello`, { label: 'hello', server: hello });
    await waitForHttp(`http://127.0.0.1:${apiPort}/readyz`, { label: 'API', server: api });
    const auth = { authorization: `Bearer ${token}` };
    const targets: Target[] = [
      {
        name: 'hello (bare Fastify)',
        server: hello.child,
        url: `http://127.0.0.1:${helloPort}/hello`,
        method: 'GET',
      },
      {
        name: 'GET /profile/me',
        server: api.child,
        url: `http://127.0.0.1:${apiPort}/profile/me`,
        method: 'GET',
        headers: auth,
      },
      {
        name: 'POST /quiz/submit-assessment',
        server: api.child,
        url: `http://127.0.0.1:${apiPort}/quiz/submit-assessment`,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(PAYLOAD),
      },
    ];
    // A stored profile, so GET /profile/me answers 200 (a 404 would measure something else).
    const seeded = await fetch(targets[2]?.url ?? '', {
      method: 'POST',
      headers: targets[2]?.headers ?? {},
      body: JSON.stringify(PAYLOAD),
    });
    if (seeded.status !== 201) throw new Error(`seeding failed: ${seeded.status}`);

    console.log(`== ${engine}: warming up…`);
    for (const target of targets) await load(target, 3, target.server);

    const rounds: Measurement[][] = targets.map(() => []);
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const [index, target] of targets.entries()) {
        const measurement = await load(target, DURATION_S, target.server);
        rounds[index]?.push(measurement);
        console.log(
          `   round ${round} ${target.name.padEnd(30)} ${measurement.rps.toFixed(0).padStart(6)} req/s  ` +
            `p50 ${measurement.p50} ms  p99 ${measurement.p99} ms  ` +
            `server CPU ${measurement.cpuMsPerRequest.toFixed(3)} ms/req  ` +
            `non-2xx ${measurement.non2xx}  errors ${measurement.errors}`,
        );
      }
    }
    console.log('');
    return {
      engine,
      targets: targets.map((target, index) => {
        const all = rounds[index] ?? [];
        const byRps = [...all].sort((a, b) => a.rps - b.rps);
        const middle = byRps[Math.floor(byRps.length / 2)];
        if (!middle) throw new Error('no measurement');
        return {
          name: target.name,
          rounds: all,
          median: {
            ...middle,
            non2xx: all.reduce((sum, m) => sum + m.non2xx, 0),
            errors: all.reduce((sum, m) => sum + m.errors, 0),
          },
        };
      }),
    };
  } finally {
    await api.stop();
    await hello.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// Where the time goes: the parts of one request, timed in this process without HTTP.

interface PartTiming {
  part: string;
  p50: number;
  p99: number;
}

async function timeTheParts(
  token: string,
  emulator: string,
  scratch: string,
  postgresUrl: string | undefined,
): Promise<PartTiming[]> {
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { deriveProfile } = await import('@styleprint/scoring');
  const { StoredProfileSchema } = await import('@styleprint/contracts');
  const { default: buildSerializer } = await import('fast-json-stringify');
  const { openStore } = await import('../../apps/api/src/store/open-store.js');

  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator;
  const firebase = initializeApp({ projectId: PROJECT_ID }, 'bench');
  const auth = getAuth(firebase);
  const parts: PartTiming[] = [];
  const time = async (part: string, runs: number, work: () => Promise<unknown> | unknown) => {
    for (let i = 0; i < Math.min(50, runs); i += 1) await work();
    const samples: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      await work();
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    parts.push({
      part,
      p50: samples[Math.floor(samples.length * 0.5)] ?? 0,
      p99: samples[Math.floor(samples.length * 0.99)] ?? 0,
    });
  };

  try {
    await time('verifyIdToken + account lookup (emulator)', 500, () =>
      auth.verifyIdToken(token, true),
    );
    const serialize = buildSerializer(StoredProfileSchema);
    await time('deriveProfile + serialise the response', 20_000, () =>
      serialize({ ...deriveProfile(PAYLOAD), id: 'x', createdAt: new Date().toISOString() }),
    );
    const stores: [string, Parameters<typeof openStore>[0]][] = [
      ['PGlite', { kind: 'pglite', dataDir: path.join(scratch, 'parts-pglite') }],
    ];
    let database: { url: string; drop: () => Promise<void> } | undefined;
    if (postgresUrl) {
      database = await createDatabase(postgresUrl);
      stores.push([
        'PostgreSQL',
        {
          kind: 'postgres',
          url: database.url,
          poolMax: 10,
          connectTimeoutMs: 5000,
          statementTimeoutMs: 10_000,
        },
      ]);
    }
    try {
      for (const [name, storage] of stores) {
        if (storage.kind === 'pglite') mkdirSync(storage.dataDir, { recursive: true });
        const store = await openStore(storage);
        try {
          const profile = deriveProfile(PAYLOAD);
          await store.profiles.saveAssessment('bench-user', PAYLOAD, profile);
          await time(`${name}: latest profile (read)`, 2000, () =>
            store.profiles.latest('bench-user'),
          );
          await time(`${name}: save submission + profile (transaction)`, 1000, () =>
            store.profiles.saveAssessment('bench-user', PAYLOAD, profile),
          );
        } finally {
          await store.close();
        }
      }
    } finally {
      await database?.drop();
    }
  } finally {
    await deleteApp(firebase);
  }
  return parts;
}

// ---------------------------------------------------------------------------------------------
// Output

function report(engines: EngineRun[], parts: PartTiming[]): void {
  const lines: string[] = [];
  lines.push(
    '| Store | Target | req/s | ratio to hello | p50 (ms) | p99 (ms) | server CPU per request (ms) | non-2xx | errors |',
  );
  lines.push('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const run of engines) {
    const hello = run.targets[0]?.median.rps ?? 1;
    for (const target of run.targets) {
      const m = target.median;
      lines.push(
        `| ${run.engine} | ${target.name} | ${m.rps.toFixed(0)} | ${(m.rps / hello).toFixed(3)} | ` +
          `${m.p50} | ${m.p99} | ${m.cpuMsPerRequest.toFixed(3)} | ${m.non2xx} | ${m.errors} |`,
      );
    }
  }
  lines.push('');
  lines.push('| Part of a request (in-process) | p50 (ms) | p99 (ms) |');
  lines.push('|---|---:|---:|');
  for (const part of parts)
    lines.push(`| ${part.part} | ${part.p50.toFixed(3)} | ${part.p99.toFixed(3)} |`);
  console.log(lines.join('\n'));

  const failures = engines.flatMap((run) =>
    run.targets
      .filter((t) => t.median.non2xx > 0 || t.median.errors > 0)
      .map((t) => `${run.engine} ${t.name}`),
  );
  const resultsDir = path.join(root, 'tools/bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ engines, parts, DURATION_S, ROUNDS, CONNECTIONS }, null, 2));
  console.log(`\nRaw figures: ${path.relative(root, file)}`);
  if (failures.length > 0) {
    console.error(`\n✖ Non-2xx responses or errors in: ${failures.join(', ')}`);
    process.exitCode = 1;
  }
}

// ---------------------------------------------------------------------------------------------
// Plumbing

function spawnNode(
  name: string,
  args: string[],
  environment: Record<string, string>,
): RunningProcess {
  // The API's request logs are written (as in production) and kept only for error messages.
  return startProcess({
    name,
    command: process.execPath,
    args,
    cwd: root,
    env: environment,
    baseEnv: 'path-only',
  });
}

async function signUp(emulator: string): Promise<string> {
  const account = { email: uniqueEmail('bench'), password: 'bench-password' };
  return (await signUpWithEmail(emulator, account, 'bench')).idToken;
}

async function createDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `styleprint_bench_${Date.now()}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

// ---------------------------------------------------------------------------------------------
// Entry point, last so every declaration above is initialised. The hello server runs in its own
// process, like the API.

if (process.argv[2] === '--hello') {
  const { default: Fastify } = await import('fastify');
  const hello = Fastify({ logger: false });
  hello.get('/hello', async () => ({ hello: 'world' }));
  await hello.listen({ port: Number(process.argv[3]), host: '127.0.0.1' });
  process.on('SIGTERM', () => void hello.close().then(() => process.exit(0)));
} else {
  await main();
}
