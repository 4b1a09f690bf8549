/** Processes the fault and multi-instance scripts start: API servers, a PostgreSQL cluster, Redis, nginx. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, chmodSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, root, waitFor } from './stack.js';

export interface Api {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The limits a load test raises out of its way; a fairness test may keep the product's own. */
const RAISED_LIMITS: Record<string, string> = {
  RATE_LIMIT_IP_MAX: '10000000',
  RATE_LIMIT_USER_MAX: '10000000',
  RATE_LIMIT_USER_IN_FLIGHT: '100000',
  RATE_LIMIT_USER_WRITES_IN_FLIGHT: '100000',
};

/** apps/api/src/server.ts in its own process, configured by environment only. */
export async function startApi(
  environment: Record<string, string>,
  /** Extra flags for node, e.g. --cpu-prof. */
  nodeArgs: string[] = [],
  options: { limits: 'raised' | 'product' } = { limits: 'raised' },
): Promise<Api> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'apps/api'),
    env: {
      PATH: process.env['PATH'] ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...(options.limits === 'raised' ? RAISED_LIMITS : {}),
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Only the tail is kept: at LOG_LEVEL=info a load run logs far more than is worth holding.
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/readyz`, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`API did not start: ${String(error)}\n${output}`);
  }
  return { url, port, child, output: () => output, exited };
}

export interface PostgresCluster {
  url: (database?: string) => string;
  port: number;
  stop(): void;
  start(): void;
  destroy(): void;
}

const PG_BIN = (() => {
  const found = spawnSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1'], {
    encoding: 'utf8',
  }).stdout.trim();
  return found;
})();

function asPostgres(args: string[]): void {
  const result = spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args.join(' ')}: ${result.stderr}${result.stdout}`);
}

/** A throwaway PostgreSQL cluster of our own (so restarting it disturbs nobody else). */
export async function startPostgres(): Promise<PostgresCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'styleprint-pg-'));
  chmodSync(dir, 0o777);
  const port = await freePort();
  asPostgres([`${PG_BIN}/initdb`, '-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres']);
  const start = () =>
    asPostgres([
      `${PG_BIN}/pg_ctl`,
      '-D',
      `${dir}/data`,
      '-l',
      `${dir}/server.log`,
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      'start',
    ]);
  const stop = () =>
    asPostgres([`${PG_BIN}/pg_ctl`, '-D', `${dir}/data`, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface SimpleServer {
  port: number;
  stop(): Promise<void>;
}

export async function startRedisServer(): Promise<SimpleServer> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 100; i += 1) {
    if (
      spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.includes(
        'PONG',
      )
    ) {
      return {
        port,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('redis-server did not start');
}

/** nginx on loopback, round-robin over `upstreams` (host:port), with its own prefix directory. */
export async function startNginx(upstreams: string[]): Promise<SimpleServer & { url: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'styleprint-nginx-'));
  const port = await freePort();
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream api {
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $remote_addr;
      # An instance that is gone, or answers 503 while draining: try the other one. Only for
      # requests that are safe to repeat (nginx never retries a POST whose body was sent).
      proxy_next_upstream error timeout http_503;
    }
  }
}
`,
  );
  const child = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, 20_000);
  return {
    port,
    url,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
