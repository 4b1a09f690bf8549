/**
 * A Map with a size bound: reading an entry makes it the most recent, and adding one past the
 * bound evicts the least recently used. Map keeps insertion order, so the oldest key is first.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new Error(`LruMap needs a positive whole bound, got ${maxEntries}`);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Removes every entry whose value matches; for rare events (an account erased). */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, value] of this.entries) {
      if (matches(value)) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
