/**
 * Spec §8 "Profile load classification": what a failed profile load means to the person. Pure, so
 * the whole table is tested without a network (classify-profile-load.test.ts).
 */

/** no_profile shows the new-user welcome; the others are error screens. */
export type ProfileLoadFailure = 'no_profile' | 'network' | 'server' | 'unknown';

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

const NO_PROFILE_PHRASES = [
  'authentication required',
  'profile not found',
  '404',
  'no profile found',
];
const NETWORK_PHRASES = ['fetch', 'Network', 'Failed to fetch'];

function meansNoProfile({ type, message, status }: ErrorFacts): boolean {
  const lower = message.toLowerCase();
  return (
    type === 'auth' ||
    type === 'not_found' ||
    NO_PROFILE_PHRASES.some((phrase) => lower.includes(phrase)) ||
    status === 401 ||
    status === 404
  );
}

export function classifyProfileLoadError(
  error: unknown,
  { authenticated, online }: ProfileLoadContext,
): ProfileLoadFailure {
  const facts = factsOf(error);

  // A signed-in person whose profile is missing (or whose token was refused) is a new user.
  if (authenticated && meansNoProfile(facts)) return 'no_profile';

  if (facts.type !== null) {
    if (facts.type === 'network') return 'network';
    if (facts.type === 'server') return 'server';
    if (authenticated) return 'no_profile';
  }

  // Untyped errors (or typed ones of a signed-out visitor): read the message, status and browser.
  if (NETWORK_PHRASES.some((phrase) => facts.message.includes(phrase)) || !online) return 'network';
  if (facts.status !== null && facts.status >= 500) return 'server';
  return authenticated ? 'no_profile' : 'unknown';
}
