/**
 * Tells "the store cannot be reached right now" apart from every other failure, so the API can
 * answer 503 with Retry-After (try again soon) instead of 500 (something is wrong with us).
 */

/** Socket-level failures between the API and a PostgreSQL server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs meaning the server is going away or cannot take us now. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, or in recovery)
  '53300', // too_many_connections
  '57014', // query_canceled (statement_timeout): the server is too slow to answer in time
]);

/** Messages pg, pg-pool and PGlite use for a connection that is gone or never came. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
  'PGlite is closing',
];

function isUnavailableCause(error: Error & { code?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined) {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    // Class 08: connection exception.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return UNAVAILABLE_MESSAGES.some((message) => error.message.includes(message));
}

/** True when the error, or anything in its cause chain, says the store is unreachable. */
export function isStoreUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    if (isUnavailableCause(current)) return true;
    // AggregateError: an address lookup that tried IPv4 and IPv6 and failed on both.
    if (current instanceof AggregateError && current.errors.some((e) => isStoreUnavailable(e))) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

/** A write for an account that was deleted while the request was under way. */
export class AccountErasedError extends Error {
  constructor() {
    super('the account was deleted');
    this.name = 'AccountErasedError';
  }
}
