/**
 * The stand-in's data: strings and sorted sets, each key with an optional expiry in
 * milliseconds. An expired key is gone for every read (checked on access, as Redis does), and a
 * sweep drops the ones nobody reads again.
 */
import { ErrorReply } from './replies.js';

export type Entry =
  { kind: 'string'; value: string } | { kind: 'zset'; scores: Map<string, number> };

const WRONG_TYPE = 'WRONGTYPE Operation against a key holding the wrong kind of value';

export class Keyspace {
  private readonly entries = new Map<string, Entry>();
  private readonly expiries = new Map<string, number>();

  constructor(readonly now: () => number = Date.now) {}

  get(key: string): Entry | undefined {
    this.expireIfDue(key);
    return this.entries.get(key);
  }

  /** The entry when it has the kind asked for, undefined when the key is missing. */
  getOf<K extends Entry['kind']>(key: string, kind: K): Extract<Entry, { kind: K }> | undefined {
    const entry = this.get(key);
    if (entry === undefined) return undefined;
    if (entry.kind !== kind) throw new ErrorReply(WRONG_TYPE);
    return entry as Extract<Entry, { kind: K }>;
  }

  /** Stores an entry; like SET, this clears an expiry unless `keepExpiry`. */
  set(key: string, entry: Entry, keepExpiry = false): void {
    this.expireIfDue(key);
    this.entries.set(key, entry);
    if (!keepExpiry) this.expiries.delete(key);
  }

  delete(key: string): boolean {
    this.expireIfDue(key);
    this.expiries.delete(key);
    return this.entries.delete(key);
  }

  /** Sets the expiry to an absolute time; a time already past deletes the key. False when missing. */
  expireAt(key: string, at: number): boolean {
    if (this.get(key) === undefined) return false;
    if (at <= this.now()) this.delete(key);
    else this.expiries.set(key, at);
    return true;
  }

  /** Milliseconds left; -2 when the key is missing, -1 when it never expires (as PTTL). */
  ttlMs(key: string): number {
    if (this.get(key) === undefined) return -2;
    const at = this.expiries.get(key);
    return at === undefined ? -1 : Math.max(0, at - this.now());
  }

  size(): number {
    this.sweep();
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.expiries.clear();
  }

  /** Drops every key whose time has come. */
  sweep(): void {
    for (const key of [...this.expiries.keys()]) this.expireIfDue(key);
  }

  private expireIfDue(key: string): void {
    const at = this.expiries.get(key);
    if (at !== undefined && at <= this.now()) {
      this.expiries.delete(key);
      this.entries.delete(key);
    }
  }
}
