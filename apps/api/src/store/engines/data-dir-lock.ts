import { readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * PGlite serves one process: two writing one directory would silently diverge. This lock makes a
 * second process refuse to start, with a message that says why (decision 0083).
 *
 * It is proper-lockfile's: an atomic mkdir, kept fresh by touching its mtime every few seconds.
 * A lock whose mtime stopped moving for STALE_MS belongs to a process that is gone, whatever PID
 * it recorded, so a container that restarts as PID 1 (and finds "PID 1" in the old lock) waits
 * out the staleness and starts. The PID file beside it is only there to name the holder.
 */

/** A lock not refreshed for this long is taken over; the holder refreshes every STALE_MS / 2. */
export const STALE_MS = 10_000;
const LOCK_TARGET = 'styleprint-api';
/** proper-lockfile's lock directory (named apart from the legacy lock file below). */
export const LOCK_DIR = 'styleprint-api.lockdir';
const HOLDER_FILE = 'styleprint-api.holder';
/** The PID file of the lock before decision 0083; removed once the new lock is held. */
const LEGACY_LOCK_FILE = 'styleprint-api.lock';

/** Directories locked by this process: a second open in the same process is refused too. */
const heldHere = new Set<string>();

class DataDirLockedError extends Error {
  constructor(dataDir: string, holder: string) {
    super(
      `DATA_DIR ${dataDir} is in use by ${holder}. The embedded database serves one API ` +
        'process: stop the other one, choose another DATA_DIR, or set DATABASE_URL to share a ' +
        'PostgreSQL server between instances.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface LockOptions {
  /**
   * How long to wait for a lock that might be stale (a crash moments ago) before giving up.
   * The default waits just past STALE_MS, so a restart after a crash always starts.
   */
  waitMs?: number;
  /** Called if the lock is lost while held (its directory removed or taken over). */
  onCompromised?: (error: Error) => void;
}

const isLocked = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'ELOCKED';

interface Holder {
  pid: number | undefined;
  host: string | undefined;
}

async function readHolder(dataDir: string): Promise<Holder> {
  const text = await readFile(path.join(dataDir, HOLDER_FILE), 'utf8').catch(() => '');
  const [pid, host] = text.trim().split(' ');
  return { pid: pid && /^\d+$/.test(pid) ? Number(pid) : undefined, host };
}

const describe = ({ pid, host }: Holder): string =>
  pid === undefined
    ? 'another process'
    : `process ${pid}${host && host !== hostname() ? ` on ${host}` : ''}`;

/**
 * Whether the holder is plainly running: a live process on this host that is not us. Such a lock
 * is refused at once; any other (our own PID after a restart, a dead PID, another host) may be
 * stale, and is waited on until proper-lockfile can tell.
 */
function plainlyAlive({ pid, host }: Holder): boolean {
  if (pid === undefined || pid === process.pid || (host && host !== hostname())) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, which still means "in use".
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/** Locks `dataDir` (which must exist) for this process; resolves to the unlock function. */
export async function lockDataDir(
  dataDir: string,
  options: LockOptions = {},
): Promise<() => Promise<void>> {
  const resolved = path.resolve(dataDir);
  if (heldHere.has(resolved)) throw new DataDirLockedError(dataDir, 'this process');
  const waitMs = options.waitMs ?? STALE_MS + 2000;
  const stepMs = 500;
  const attempt = (retries: number) =>
    lockfile.lock(path.join(resolved, LOCK_TARGET), {
      realpath: false,
      lockfilePath: path.join(resolved, LOCK_DIR),
      stale: STALE_MS,
      retries: { retries, minTimeout: stepMs, maxTimeout: stepMs, factor: 1 },
      onCompromised:
        options.onCompromised ??
        ((error) => {
          // Another process now believes it owns the data: stop writing at once.
          process.stderr.write(`The DATA_DIR lock was lost (${error.message}); exiting.\n`);
          process.exit(1);
        }),
    });
  let release: () => Promise<void>;
  try {
    release = await attempt(0);
  } catch (error) {
    if (!isLocked(error)) throw error;
    const holder = await readHolder(resolved);
    if (plainlyAlive(holder)) throw new DataDirLockedError(dataDir, describe(holder));
    try {
      release = await attempt(Math.ceil(waitMs / stepMs));
    } catch (retryError) {
      if (isLocked(retryError)) throw new DataDirLockedError(dataDir, describe(holder));
      throw retryError;
    }
  }
  // An API from before decision 0083 still running here holds only the legacy PID file.
  const legacyPid = Number(
    (await readFile(path.join(resolved, LEGACY_LOCK_FILE), 'utf8').catch(() => '')).trim(),
  );
  const legacy: Holder = { pid: legacyPid > 0 ? legacyPid : undefined, host: undefined };
  if (plainlyAlive(legacy)) {
    await release();
    throw new DataDirLockedError(dataDir, describe(legacy));
  }
  await rm(path.join(resolved, LEGACY_LOCK_FILE), { force: true });
  heldHere.add(resolved);
  await writeFile(path.join(resolved, HOLDER_FILE), `${process.pid} ${hostname()}\n`);
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    heldHere.delete(resolved);
    await rm(path.join(resolved, HOLDER_FILE), { force: true });
    await release();
  };
}
