import { ERROR_CODES, ERROR_MESSAGES } from '@styleprint/contracts';
import { ApiError, RETRY_AFTER_UNAVAILABLE_SECONDS } from '../errors.js';
import type { TokenProblem } from './token-claims.js';

/**
 * The answers to a sign-in that does not check out. Every 401 detail starts with docs/product.md#s8's
 * "Authentication required", so a client matching on it keeps working, and then says which
 * problem it was, with a code a client can act on.
 */

const REALM = 'Bearer realm="styleprint"';

const unauthorized = (code: ApiError['code'], reason?: string): ApiError =>
  new ApiError(
    401,
    code,
    reason === undefined
      ? ERROR_MESSAGES.authRequired
      : `${ERROR_MESSAGES.authRequired}: ${reason}. Please sign in again.`,
    {
      // RFC 6750: tell the client which scheme to use, and whether the token it sent was bad.
      'www-authenticate': reason === undefined ? REALM : `${REALM}, error="invalid_token"`,
    },
  );

export const missingToken = (): ApiError => unauthorized(ERROR_CODES.AUTH_REQUIRED);

export const wrongScheme = (): ApiError =>
  new ApiError(
    401,
    ERROR_CODES.AUTH_REQUIRED,
    `${ERROR_MESSAGES.authRequired}: send the ID token as "Authorization: Bearer <token>"`,
    { 'www-authenticate': REALM },
  );

export const rejectedToken = (problem: TokenProblem): ApiError =>
  unauthorized(problem.code, problem.reason);

const accessDenied = (): ApiError =>
  new ApiError(403, ERROR_CODES.ACCESS_DENIED, ERROR_MESSAGES.accessDenied);

/** Firebase Auth could not be asked (its keys or the account lookup are out of reach). */
export const verificationUnavailable = (): ApiError =>
  new ApiError(
    503,
    ERROR_CODES.AUTH_UNAVAILABLE,
    'Sign-in could not be checked right now. Please try again in a few seconds.',
    { 'retry-after': String(RETRY_AFTER_UNAVAILABLE_SECONDS) },
  );

interface FirebaseLikeError {
  code?: unknown;
  message?: unknown;
}

/**
 * Maps a firebase-admin verification failure to our answer. firebase-admin reports a failed
 * fetch of Google's signing keys as an "argument error" whose message starts with
 * "Error while making request"; that is an outage, not a bad token, and a user told to sign in
 * again (or shown the new-user screen, docs/product.md#s8) would be misled.
 */
export function fromFirebaseError(error: unknown): ApiError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as FirebaseLikeError;
  const text = typeof message === 'string' ? message : '';
  switch (code) {
    case 'auth/id-token-expired':
      return unauthorized(ERROR_CODES.TOKEN_EXPIRED, 'the sign-in has expired');
    case 'auth/id-token-revoked':
      return unauthorized(ERROR_CODES.TOKEN_REVOKED, 'this sign-in was revoked');
    case 'auth/user-not-found':
      return unauthorized(ERROR_CODES.TOKEN_REVOKED, 'this account no longer exists');
    case 'auth/user-disabled':
      return accessDenied();
    // app/invalid-credential: no usable Google credentials for the account lookup, a deployment
    // fault (logged by the caller), never the user's: a 500 would say nothing, a 401 blame them.
    case 'app/network-error':
    case 'app/network-timeout':
    case 'app/invalid-credential':
    case 'auth/internal-error':
      return verificationUnavailable();
    case 'auth/argument-error':
    case 'auth/invalid-argument':
    case 'auth/invalid-id-token':
      if (text.startsWith('Error while making request')) return verificationUnavailable();
      return unauthorized(
        ERROR_CODES.TOKEN_INVALID,
        'the sign-in token could not be verified (bad signature or claims)',
      );
    default:
      return undefined;
  }
}
