import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresServer } from './postgres.js';

const POSTGRES_MODULE = fileURLToPath(new URL('./postgres.ts', import.meta.url));

describe('postgresServer', () => {
  it('hands back a given server untouched', async () => {
    const given = 'postgres://someone@db.example:5432/postgres';
    const server = await postgresServer(given);
    expect(server).toMatchObject({ url: given, source: 'given' });
    await server.stop();
  });

  it('leaves a failing run failing: loading the embedded server keeps the exit code a runner set', () => {
    // What a test runner does after a failed test: set exitCode and let the process end.
    const script = `
      const { loadEmbeddedPostgres } = await import(${JSON.stringify(POSTGRES_MODULE)});
      await loadEmbeddedPostgres();
      process.exitCode = 1;
    `;
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(child.stderr).toBe('');
    expect(child.status).toBe(1);
  });

  it(
    'starts an embedded server that answers SQL, and stopping it removes its files',
    { timeout: 60_000 },
    async () => {
      const server = await postgresServer(undefined);
      try {
        expect(server.source).toBe('embedded');
        expect(new URL(server.url).hostname).toBe('127.0.0.1');
        const client = new pg.Client({ connectionString: server.url });
        await client.connect();
        try {
          const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
          expect(Number.parseInt(rows[0]?.server_version ?? '', 10)).toBeGreaterThanOrEqual(15);
          // The scratch databases the API tests create need CREATE DATABASE rights.
          await client.query('CREATE DATABASE harness_probe');
        } finally {
          await client.end();
        }
        const dataDir = await dataDirectoryOf(server.url);
        expect(existsSync(dataDir)).toBe(true);
        await server.stop();
        expect(existsSync(dataDir)).toBe(false);
      } finally {
        // A failed assertion must not leave a server (or its files) behind; stopping twice is fine.
        await server.stop();
      }
    },
  );
});

async function dataDirectoryOf(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory');
    return rows[0]?.data_directory ?? '';
  } finally {
    await client.end();
  }
}
