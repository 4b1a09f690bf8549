import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HeapProbe, heapProbeNodeArgs } from './heap-probe-client.js';

/** A Node process holding 200 000 live objects, idle until killed, loaded with `nodeArgs`. */
function startTarget(environment: Record<string, string>, nodeArgs: string[]) {
  const child = spawn(
    process.execPath,
    [
      ...nodeArgs,
      '-e',
      `globalThis.kept = Array.from({ length: 200000 }, (_, i) => ({ i }));
       setInterval(() => undefined, 1000); process.stdout.write('ready\\n');`,
    ],
    { env: { PATH: process.env['PATH'] ?? '', ...environment }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const ready = new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  return { child, ready };
}

describe('heap probe', () => {
  const dirs: string[] = [];
  const children: { kill: () => boolean }[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('answers SIGUSR2 with memory after a full collection, and a snapshot when asked', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'heap-probe-test-'));
    dirs.push(dir);
    const { child, ready } = startTarget({ HEAP_PROBE_DIR: dir }, heapProbeNodeArgs());
    children.push(child);
    await ready;
    const probe = new HeapProbe(dir, child.pid ?? 0);
    const plain = await probe.take('plain', false, 60_000);
    expect(plain.heapUsedBytes).toBeGreaterThan(200_000 * 16);
    expect(plain.rssBytes).toBeGreaterThan(plain.heapUsedBytes);
    expect(plain.snapshotFile).toBeUndefined();
    const withSnapshot = await probe.take('snap', true, 60_000);
    expect(withSnapshot.snapshotFile).toBe(path.join(dir, 'snap.heapsnapshot'));
    expect(existsSync(path.join(dir, 'snap.heapsnapshot'))).toBe(true);
  }, 90_000);

  it('is inert without the bench: no probe directory, no handler (SIGUSR2 keeps its default)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'heap-probe-test-'));
    dirs.push(dir);
    // Loaded by the same flags but without HEAP_PROBE_DIR: SIGUSR2's default action ends it.
    const { child, ready } = startTarget({}, heapProbeNodeArgs());
    children.push(child);
    await ready;
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once('exit', (_code, signal) => resolve(signal)),
    );
    child.kill('SIGUSR2');
    expect(await exited).toBe('SIGUSR2');
  }, 60_000);
});
