import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

const LOCK_FILE = 'styleprint-api.lock';

/**
 * PGlite serves one process, and nothing stops a second process (or a second instance in the
 * same process) from opening the same directory: both would write, and the data would silently
 * diverge. This lock file makes the second one refuse to start with a message that says why.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockPath, { force: true });
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      const holder = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new Error(
          `DATA_DIR ${dataDir} is in use by ${holder === process.pid ? 'this process' : `process ${holder}`}. ` +
            'The embedded database serves one API process: stop the other one, choose another ' +
            'DATA_DIR, or set DATABASE_URL to share a PostgreSQL server between instances.',
        );
      }
      // The holder is gone (a crash or kill -9): the lock is stale, take it over.
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}: another process keeps taking the lock.`);
}

function isAlreadyExists(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EEXIST';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, which still means "in use".
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}
