/**
 * docs/product.md#s8-4 "Profile load classification": what a failed profile load means to the person. Pure, so
 * the whole table is tested without a network (classify-profile-load.test.ts).
 */

/**
 * no_profile shows the new-user welcome; the others are error screens. Ours (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md,
 * docs/decisions/0036): session_ended (a refused sign-in), rate_limited (a 429: wait N seconds)
 * and invalid_response (an answer whose body could not be read) each have their own screen
 * instead of the welcome, which told a returning user their results were gone.
 */
export type ProfileLoadFailure =
  | 'no_profile'
  | 'session_ended'
  | 'rate_limited'
  | 'invalid_response'
  | 'network'
  | 'server'
  | 'unknown';

export interface ProfileLoadContext {
  /** Someone is signed in. */
  authenticated: boolean;
  /** The browser believes it is online (navigator.onLine). */
  online: boolean;
}

const ERROR_TYPES = ['auth', 'not_found', 'client', 'server', 'network', 'unknown'] as const;
type ErrorType = (typeof ERROR_TYPES)[number];

interface ErrorFacts {
  type: ErrorType | null;
  message: string;
  status: number | null;
}

/** Reads what the spec's rules look at from anything that was thrown. */
function factsOf(error: unknown): ErrorFacts {
  if (typeof error !== 'object' || error === null) {
    return { type: null, message: typeof error === 'string' ? error : '', status: null };
  }
  const record = error as Record<string, unknown>;
  const type = ERROR_TYPES.find((known) => known === record['type']) ?? null;
  const message = typeof record['message'] === 'string' ? record['message'] : '';
  const status = typeof record['status'] === 'number' ? record['status'] : null;
  return { type, message, status };
}

// "authentication required" left this list: it names a sign-in problem, not a missing profile.
const NO_PROFILE_PHRASES = ['profile not found', '404', 'no profile found'];
const NETWORK_PHRASES = ['fetch', 'Network', 'Failed to fetch'];

function meansNoProfile({ type, message, status }: ErrorFacts): boolean {
  const lower = message.toLowerCase();
  return (
    type === 'not_found' ||
    NO_PROFILE_PHRASES.some((phrase) => lower.includes(phrase)) ||
    status === 404
  );
}

/** A refused sign-in: 401/403, the auth type, or the spec's "authentication required". */
function meansSessionEnded({ type, message, status }: ErrorFacts): boolean {
  return (
    type === 'auth' ||
    status === 401 ||
    status === 403 ||
    message.toLowerCase().includes('authentication required')
  );
}

export function classifyProfileLoadError(
  error: unknown,
  { authenticated, online }: ProfileLoadContext,
): ProfileLoadFailure {
  const facts = factsOf(error);

  if (authenticated) {
    // Only "there is no profile" means a new user; a refused sign-in, a 429 or an unreadable
    // body says nothing about whether their results exist (docs/decisions/0036).
    if (facts.status === 429) return 'rate_limited';
    if (meansNoProfile(facts)) return 'no_profile';
    if (meansSessionEnded(facts)) return 'session_ended';
    if (facts.status !== null && facts.status >= 200 && facts.status < 300) {
      return 'invalid_response';
    }
  }

  if (facts.type !== null) {
    if (facts.type === 'network') return 'network';
    if (facts.type === 'server') return 'server';
    return 'unknown';
  }

  // Untyped errors (or typed ones of a signed-out visitor): read the message, status and browser.
  if (NETWORK_PHRASES.some((phrase) => facts.message.includes(phrase)) || !online) return 'network';
  if (facts.status !== null && facts.status >= 500) return 'server';
  return 'unknown';
}
