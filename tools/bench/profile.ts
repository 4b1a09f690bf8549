/**
 * Where a warm `GET /profile/me` spends its CPU:
 *   npx tsx tools/bench/profile.ts [--store pglite|postgres] [--duration 10] [--connections 100]
 *
 * Starts the API (apps/api/src/server.ts, logging at `info` as `npm start` runs it, its output
 * read and dropped) under `node --cpu-prof`, stores one profile for a real user, warms up, then
 * runs autocannon for --duration seconds, stops the API so the profile is written, and prints the
 * share of the API's samples by package or source file and the functions with the most self
 * time. PostgreSQL: BENCH_DATABASE_URL. Needs FIREBASE_AUTH_EMULATOR_HOST. Figures:
 * docs/performance.md.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi } from './lib/processes.js';
import { argument, load, signUp, submit, textArgument } from './lib/stack.js';

const STORE = textArgument('store') ?? 'pglite';
const DURATION = argument('duration', 10);
const CONNECTIONS = argument('connections', 100);
const emulator = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
if (!emulator) throw new Error('Set FIREBASE_AUTH_EMULATOR_HOST (a running auth emulator)');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A package name, a node: module, or a path inside the repository. */
function groupOf(url: string, functionName: string): string {
  if (url === '') return functionName === '' ? '(vm)' : `(${functionName})`;
  const inPackage = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage?.[1]) return inPackage[1];
  if (url.startsWith('node:')) return url;
  const inRepo = url.indexOf('/apps/') >= 0 ? url.slice(url.indexOf('/apps/') + 1) : url;
  return inRepo.replace(/^file:\/\//, '');
}

function summarise(profile: CpuProfile): void {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    const delta = profile.timeDeltas[index] ?? 0;
    if (node === undefined) return;
    total += delta;
    const { functionName, url, lineNumber } = node.callFrame;
    const group = groupOf(url, functionName);
    groups.set(group, (groups.get(group) ?? 0) + delta);
    const name = `${functionName || '(anonymous)'} ${group}:${lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + delta);
  });
  const top = (entries: Map<string, number>, count: number) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, time]) => `${((100 * time) / total).toFixed(1).padStart(5)} %  ${name}`)
      .join('\n');
  console.log(`\nAPI process: ${(total / 1e6).toFixed(1)} s sampled`);
  console.log('\nBy package or file (self time):');
  console.log(top(groups, 20));
  console.log('\nFunctions with the most self time:');
  console.log(top(functions, 25));
}

const dir = mkdtempSync(path.join(tmpdir(), 'styleprint-profile-'));
const profileDir = path.join(dir, 'profiles');
if (STORE === 'postgres' && !process.env['BENCH_DATABASE_URL'])
  throw new Error('--store postgres needs BENCH_DATABASE_URL');
const api = await startApi(
  {
    FIREBASE_PROJECT_ID: process.env['BENCH_PROJECT_ID'] ?? 'demo-styleprint-test',
    FIREBASE_AUTH_EMULATOR_HOST: emulator,
    LOG_LEVEL: 'info',
    ...(STORE === 'postgres'
      ? { DATABASE_URL: process.env['BENCH_DATABASE_URL'] ?? '' }
      : { DATA_DIR: path.join(dir, 'pglite') }),
  },
  ['--cpu-prof', '--cpu-prof-dir', profileDir],
);
try {
  const token = await signUp(emulator, 'profile');
  await submit(api.url, token);
  const target = {
    name: 'GET /profile/me',
    url: `${api.url}/profile/me`,
    method: 'GET' as const,
    headers: { authorization: `Bearer ${token}` },
  };
  await load(target, { connections: CONNECTIONS, durationS: 3 });
  const measured = await load(target, { connections: CONNECTIONS, durationS: DURATION });
  console.log(
    `GET /profile/me (${STORE}), ${CONNECTIONS} connections, ${DURATION} s: ${measured.rps.toFixed(0)} req/s, ` +
      `p50 ${measured.p50} ms, p99 ${measured.p99} ms, non-2xx ${measured.non2xx}, errors ${measured.errors}`,
  );
} finally {
  api.child.kill('SIGTERM');
  await api.exited;
}
const written = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
for (const name of written) {
  summarise(JSON.parse(readFileSync(path.join(profileDir, name), 'utf8')) as CpuProfile);
}
if (written.length === 0) console.log('no profile written (did the API exit cleanly?)');
rmSync(dir, { recursive: true, force: true });
