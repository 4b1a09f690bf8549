import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_DIR, lockDataDir, STALE_MS } from '../../src/store/engines/data-dir-lock.js';

const CONTENDER = fileURLToPath(new URL('./fixtures/take-lock.ts', import.meta.url));
const TRIALS = 20;

/** Starts one contender; resolves with its first line of output (WON or LOST …). */
function contender(dataDir: string, goFile: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', CONTENDER, dataDir, goFile], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const line = new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.split('\n')[0] ?? '');
    });
    child.once('exit', () => reject(new Error(`contender exited without a verdict: ${text}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { line, stop: async () => (child.stdin.end(), await exited) };
}

describe('the DATA_DIR lock (embedded store)', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'styleprint-lock-test-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("starts over a stale lock that names this process's own PID (a restart as PID 1)", async () => {
    const dataDir = path.join(root, 'own-pid');
    await mkdir(path.join(dataDir, LOCK_DIR), { recursive: true });
    await writeFile(path.join(dataDir, 'styleprint-api.holder'), `${process.pid} ${hostname()}\n`);
    const old = new Date(Date.now() - 2 * STALE_MS);
    await utimes(path.join(dataDir, LOCK_DIR), old, old);

    const unlock = await lockDataDir(dataDir);
    await unlock();
    expect(existsSync(path.join(dataDir, LOCK_DIR))).toBe(false);
  });

  it('starts over the legacy PID lock file left by a crashed older API with our PID', async () => {
    const dataDir = path.join(root, 'legacy');
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'styleprint-api.lock'), String(process.pid));
    const unlock = await lockDataDir(dataDir);
    expect(existsSync(path.join(dataDir, 'styleprint-api.lock'))).toBe(false);
    await unlock();
  });

  it('refuses a second lock in the same process, naming the holder', async () => {
    const dataDir = path.join(root, 'twice');
    await mkdir(dataDir, { recursive: true });
    const unlock = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(
      /^DATA_DIR .* is in use by this process\. The embedded database serves one API process/,
    );
    await unlock();
  });

  it(`lets exactly one of two racing processes win, ${TRIALS} trials out of ${TRIALS}`, async () => {
    const verdicts: string[][] = [];
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const dataDir = path.join(root, `race-${trial}`);
      await mkdir(dataDir, { recursive: true });
      const goFile = path.join(dataDir, 'go');
      const contenders = [contender(dataDir, goFile), contender(dataDir, goFile)];
      // Both are loaded and polling before the start signal, so they really race.
      await new Promise((resolve) => setTimeout(resolve, 400));
      await writeFile(goFile, '');
      const lines = await Promise.all(contenders.map((one) => one.line));
      await Promise.all(contenders.map((one) => one.stop()));
      verdicts.push(lines);
    }
    for (const lines of verdicts) {
      expect(lines.filter((line) => line === 'WON')).toHaveLength(1);
      expect(lines.find((line) => line !== 'WON')).toMatch(
        /^LOST DATA_DIR .* is in use by (process \d+|another process)\. The embedded database serves one API process/,
      );
    }
    // Forty process starts: under a full parallel test run on two cores this has taken over two minutes.
  }, 300_000);
});
