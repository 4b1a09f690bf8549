/**
 * Counts work in flight per key (the whole instance, a user, an address) against a maximum.
 * One process counts its own slots; the interface is async so a shared variant (Redis, for
 * several instances behind one budget) can take its place without changing a caller.
 */
export interface ConcurrencySlots {
  /** Takes one of `max` slots for `key`: the release function, or null when all are taken. */
  tryAcquire(key: string, max: number): Promise<(() => void) | null>;
  /** Slots taken for `key` right now (for tests and metrics). */
  inUse(key: string): Promise<number>;
}

export function createLocalSlots(): ConcurrencySlots {
  const taken = new Map<string, number>();
  return {
    tryAcquire: async (key, max) => {
      const current = taken.get(key) ?? 0;
      if (current >= max) return null;
      taken.set(key, current + 1);
      let released = false;
      return () => {
        // Release is idempotent: 'close' and an error path may both call it.
        if (released) return;
        released = true;
        const left = (taken.get(key) ?? 1) - 1;
        if (left <= 0) taken.delete(key);
        else taken.set(key, left);
      };
    },
    inUse: async (key) => taken.get(key) ?? 0,
  };
}
