import { endOfTurn } from './end-of-turn.js';

/** What a batch found: the value of each key that has one (a key left out has none). */
export type BatchFetch<K, V> = (keys: K[]) => Promise<Map<K, V>>;

export interface BatchStats {
  readonly reads: number;
  readonly queries: number;
}

interface Waiting<V> {
  promise: Promise<V | null>;
  resolve: (value: V | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads by key, gathered into one query per turn of the event loop (the DataLoader pattern):
 * under load a server answers many requests between two turns, and one round trip to the
 * database for all of them costs it and the database far less than one each (decision 0121).
 *
 * Every read is answered by a query sent after the read was asked for, never by one already on
 * its way, so a read still sees every write acknowledged before it. Reads of the same key in one
 * turn share one answer. A failed query fails every read it carried.
 */
export class BatchedLookup<K, V> {
  private waiting = new Map<K, Waiting<V>>();
  private readonly counts = { reads: 0, queries: 0 };

  constructor(
    private readonly fetch: BatchFetch<K, V>,
    /** The most keys sent in one query; more wait in the same turn and go as several queries. */
    private readonly maxBatch: number,
  ) {}

  /** Reads asked for and queries sent so far, for the metrics endpoint. */
  get stats(): BatchStats {
    return this.counts;
  }

  /** The key's value, or null when it has none. */
  read(key: K): Promise<V | null> {
    this.counts.reads += 1;
    const already = this.waiting.get(key);
    if (already) return already.promise;
    let resolve!: Waiting<V>['resolve'];
    let reject!: Waiting<V>['reject'];
    const promise = new Promise<V | null>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    this.waiting.set(key, { promise, resolve, reject });
    // At the end of the turn, not in a microtask: once the event loop has read every request
    // that was ready, so a busy turn's reads share one query.
    if (this.waiting.size === 1) void endOfTurn().then(() => this.flush());
    return promise;
  }

  private flush(): void {
    const batch = [...this.waiting];
    this.waiting = new Map();
    for (let start = 0; start < batch.length; start += this.maxBatch) {
      void this.send(batch.slice(start, start + this.maxBatch));
    }
  }

  private async send(batch: [K, Waiting<V>][]): Promise<void> {
    this.counts.queries += 1;
    let found: Map<K, V>;
    try {
      found = await this.fetch(batch.map(([key]) => key));
    } catch (error) {
      for (const [, waiting] of batch) waiting.reject(error);
      return;
    }
    for (const [key, waiting] of batch) waiting.resolve(found.get(key) ?? null);
  }
}
