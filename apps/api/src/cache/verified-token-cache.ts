import { createHash } from 'node:crypto';
import { HitCounter, type CacheStats } from './hit-counter.js';
import { LruMap } from './lru-map.js';

/**
 * Remembers ID tokens that passed the full check (signature, claims, and the account lookup
 * that says the account is enabled and the sign-in not revoked), so a signed-in user's next
 * requests skip the round trip to Firebase Auth (docs/decisions/0090).
 *
 * - Keyed by a SHA-256 of the token: the tokens themselves are never kept.
 * - An entry is never used past the token's own `exp`.
 * - The account part of the answer is trusted for `accountStatusTtlMs` at most: after that the
 *   next request checks the account again. That time is the longest a disabled or revoked
 *   account keeps access through this instance, unless `forgetAccount` is called (our own API
 *   does so when it changes or erases an account).
 * - Only successes are remembered: a disabled or revoked account is looked up every time, so it
 *   gets back in at once when re-enabled.
 * - Concurrent misses of one token share one check.
 */

export interface VerifiedToken<User> {
  user: User;
  uid: string;
  /** The token's `exp`, in seconds since the epoch. */
  expiresAtSeconds: number;
}

interface Entry<User> extends VerifiedToken<User> {
  checkedAtMs: number;
}

export interface VerifiedTokenCacheOptions {
  /** How long an account's "enabled, not revoked" answer is trusted; 0 turns the cache off. */
  accountStatusTtlMs: number;
  /** At most this many tokens are remembered (least recently used go first). */
  maxEntries: number;
  /** The clock, for tests. */
  now?: () => number;
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

export class VerifiedTokenCache<User> {
  private readonly entries: LruMap<string, Entry<User>>;
  private readonly pending = new Map<string, Promise<VerifiedToken<User>>>();
  private readonly counter = new HitCounter();
  private readonly now: () => number;
  private readonly forgetListeners: ((uid: string) => void)[] = [];
  /** How many times forgetAccount() was called. */
  private forgets = 0;

  constructor(private readonly options: VerifiedTokenCacheOptions) {
    this.entries = new LruMap(options.maxEntries);
    this.now = options.now ?? Date.now;
  }

  get stats(): CacheStats {
    return this.counter;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The user behind `token`: from memory when a fresh answer is held, otherwise from `check`
   * (the full verification), whose success is then remembered. `check`'s errors pass through.
   */
  async verify(token: string, check: () => Promise<VerifiedToken<User>>): Promise<User> {
    if (this.options.accountStatusTtlMs <= 0) return (await check()).user;
    const key = hashToken(token);
    const held = this.fresh(key);
    if (held) {
      this.counter.hit();
      return held.user;
    }
    this.counter.miss();
    let running = this.pending.get(key);
    if (!running) {
      const startedAtMs = this.now();
      const forgetsBefore = this.forgets;
      const started: Promise<VerifiedToken<User>> = check()
        .then((verified) => {
          // A check that started before a forgetAccount() may end after it with a stale
          // "enabled": it answers its own request but is not remembered.
          if (this.forgets === forgetsBefore) this.remember(key, verified, startedAtMs);
          return verified;
        })
        .finally(() => {
          if (this.pending.get(key) === started) this.pending.delete(key);
        });
      this.pending.set(key, started);
      running = started;
    }
    return (await running).user;
  }

  /**
   * Drops everything held for this account: its next request is checked in full. Listeners
   * (the broadcast to other instances) hear of it unless it came from another instance.
   */
  forgetAccount(uid: string, options: { fromPeer?: boolean } = {}): void {
    if (!options.fromPeer) for (const listener of this.forgetListeners) listener(uid);
    this.entries.deleteWhere((entry) => entry.uid === uid);
    // Requests arriving from now on must not join a check that began before.
    this.pending.clear();
    this.forgets += 1;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Calls `listener` whenever this instance forgets an account on its own initiative. */
  onForget(listener: (uid: string) => void): void {
    this.forgetListeners.push(listener);
  }

  private remember(key: string, verified: VerifiedToken<User>, startedAtMs: number): void {
    if (verified.expiresAtSeconds * 1000 <= this.now()) return;
    // The account answer is as old as the moment the check started.
    this.entries.set(key, { ...verified, checkedAtMs: startedAtMs });
  }

  private fresh(key: string): Entry<User> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (
      now >= entry.expiresAtSeconds * 1000 ||
      now - entry.checkedAtMs >= this.options.accountStatusTtlMs
    ) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}
