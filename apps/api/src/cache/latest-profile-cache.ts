import type { StoredProfile } from '@styleprint/contracts';
import { HitCounter, type CacheStats } from './hit-counter.js';
import { LruMap } from './lru-map.js';

/** How many users' write marks are kept before they are forgotten in one go (see `wrote`). */
const WRITE_MARKS_MAX = 10_000;

/**
 * Each user's latest profile (or "none yet"), held in memory in front of PGlite, where this
 * process is the only writer (the data directory is locked to it). Reads go through it; this
 * process's own writes update it. Never used with PostgreSQL, which other instances write too.
 *
 * The one subtle case is a read racing a write of the same user: the read may have fetched the
 * row before the write committed. So a read only fills the cache when no write of that user
 * started or ended while it ran; and a write only sets the new profile when no other write of
 * that user overlapped it (overlapping writes may resolve out of commit order: then the entry is
 * dropped and the next read fetches it).
 */
export class LatestProfileCache {
  private readonly entries: LruMap<string, StoredProfile | null>;
  private readonly counter = new HitCounter();
  private readonly writesInFlight = new Map<string, number>();
  /** The tick at which each user's last write started or ended. */
  private readonly lastWriteTick = new Map<string, number>();
  private tick = 0;
  /** Reads that began before this tick may not fill the cache (the write marks were dropped). */
  private marksDroppedAt = 0;

  constructor(maxEntries: number) {
    this.entries = new LruMap(maxEntries);
  }

  get stats(): CacheStats {
    return this.counter;
  }

  async read(
    userId: string,
    load: () => Promise<StoredProfile | null>,
  ): Promise<StoredProfile | null> {
    const held = this.entries.get(userId);
    if (held !== undefined) {
      this.counter.hit();
      return held;
    }
    this.counter.miss();
    this.tick += 1;
    const startedAt = this.tick;
    const loaded = await load();
    const untouched =
      startedAt > this.marksDroppedAt &&
      !this.writesInFlight.has(userId) &&
      (this.lastWriteTick.get(userId) ?? 0) < startedAt;
    if (untouched) this.entries.set(userId, loaded);
    return loaded;
  }

  /**
   * Wraps one write of the user's profiles. `latestAfter` says what the latest profile is once
   * the write committed (undefined when unknown); nothing is cached if the write fails.
   */
  async write<T>(
    userId: string,
    work: () => Promise<T>,
    latestAfter: (result: T) => StoredProfile | null | undefined,
  ): Promise<T> {
    this.wrote(userId);
    const startedAt = this.tick;
    this.writesInFlight.set(userId, (this.writesInFlight.get(userId) ?? 0) + 1);
    this.entries.delete(userId);
    let result: T;
    let alone = false;
    try {
      result = await work();
    } finally {
      const left = (this.writesInFlight.get(userId) ?? 1) - 1;
      if (left === 0) this.writesInFlight.delete(userId);
      else this.writesInFlight.set(userId, left);
      // No other write of this user started or ended while this one ran.
      alone = startedAt > this.marksDroppedAt && this.lastWriteTick.get(userId) === startedAt;
      this.wrote(userId);
    }
    const latest = latestAfter(result);
    if (alone && latest !== undefined) this.entries.set(userId, latest);
    else this.entries.delete(userId);
    return result;
  }

  /** Forgets everything (tests empty the tables behind the store's back). */
  clear(): void {
    this.entries.clear();
  }

  private wrote(userId: string): void {
    this.tick += 1;
    if (this.lastWriteTick.size >= WRITE_MARKS_MAX && !this.lastWriteTick.has(userId)) {
      this.lastWriteTick.clear();
      this.marksDroppedAt = this.tick;
    }
    this.lastWriteTick.set(userId, this.tick);
  }
}
