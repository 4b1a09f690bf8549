/** Hits and misses of one cache, read by the metrics endpoint. */
export interface CacheStats {
  readonly hits: number;
  readonly misses: number;
}

export class HitCounter implements CacheStats {
  hits = 0;
  misses = 0;

  hit(): void {
    this.hits += 1;
  }

  miss(): void {
    this.misses += 1;
  }
}
