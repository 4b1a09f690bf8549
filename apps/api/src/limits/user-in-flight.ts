import { createLocalSlots, type ConcurrencySlots } from './concurrency-slots.js';

export interface UserInFlightCaps {
  /** Requests one user may have in flight at once, whatever they are. */
  perUser: number;
  /** Of those, requests that write or run the coach (every method but GET and HEAD). */
  perUserWrites: number;
}

/** Reads are the cheap requests; every other method writes or calls the coach. */
const isRead = (method: string): boolean => method === 'GET' || method === 'HEAD';

/**
 * Per-user caps on requests in flight in this process (docs/decisions/0094). They are what keeps
 * one user's flood from queueing in front of everyone else: the store's connections (PGlite has
 * one) and the event loop are shared, so a user with a hundred writes in flight makes every
 * other user wait behind them. Counted per process on purpose: the resource protected is this
 * process's, and a local count costs no round trip. Returns the release function, or null when
 * the user is at a cap (the caller answers 429 before doing any work).
 */
export function createUserInFlight(
  caps: UserInFlightCaps,
  slots: ConcurrencySlots = createLocalSlots(),
): (uid: string, method: string) => Promise<(() => void) | null> {
  return async (uid, method) => {
    const all = await slots.tryAcquire(`in-flight:${uid}`, caps.perUser);
    if (all === null || isRead(method)) return all;
    const writes = await slots.tryAcquire(`writes-in-flight:${uid}`, caps.perUserWrites);
    if (writes === null) {
      all();
      return null;
    }
    return () => {
      writes();
      all();
    };
  };
}
