import { ERROR_CODES } from '@styleprint/contracts';

/**
 * Reads an ID token without trusting it, to reject what is plainly wrong before firebase-admin
 * is asked (no network, a precise reason). Passing these checks proves nothing: only
 * firebase-admin's verification accepts a token.
 */

export type TokenProblemCode =
  | typeof ERROR_CODES.TOKEN_INVALID
  | typeof ERROR_CODES.TOKEN_WRONG_PROJECT
  | typeof ERROR_CODES.TOKEN_EXPIRED;

export interface TokenProblem {
  code: TokenProblemCode;
  reason: string;
}

export interface TokenExpectations {
  projectId: string;
  /** The emulator signs nothing (alg "none"), so the signing checks do not apply to it. */
  emulator: boolean;
  nowSeconds: number;
}

/** Firebase ID tokens are about 1 KB; anything far larger is not one. */
const MAX_TOKEN_LENGTH = 8 * 1024;

type JsonObject = Record<string, unknown>;

function decodeSegment(segment: string | undefined): JsonObject | undefined {
  if (segment === undefined || !/^[A-Za-z0-9_-]+$/.test(segment)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as JsonObject)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The subject (account id) a token names, read without checking anything: only for a token
 * firebase-admin has already verified (its signature and claims) before refusing it as revoked.
 */
export function unverifiedSubject(token: string): string | undefined {
  const sub = decodeSegment(token.split('.')[1])?.['sub'];
  return typeof sub === 'string' && sub !== '' ? sub : undefined;
}

export function findTokenProblem(token: string, expected: TokenExpectations): TokenProblem | null {
  const invalid = (reason: string): TokenProblem => ({ code: ERROR_CODES.TOKEN_INVALID, reason });
  if (token.length > MAX_TOKEN_LENGTH) return invalid('the sign-in token is too long');
  const segments = token.split('.');
  if (segments.length !== 3) return invalid('the sign-in token is malformed');
  const header = decodeSegment(segments[0]);
  const claims = decodeSegment(segments[1]);
  if (!header || !claims) return invalid('the sign-in token is malformed');

  if (!expected.emulator && (header['alg'] !== 'RS256' || typeof header['kid'] !== 'string')) {
    return invalid('the sign-in token is not signed by Firebase Auth');
  }
  if (
    claims['aud'] !== expected.projectId ||
    claims['iss'] !== `https://securetoken.google.com/${expected.projectId}`
  ) {
    return {
      code: ERROR_CODES.TOKEN_WRONG_PROJECT,
      reason: 'the sign-in token was issued for another Firebase project',
    };
  }
  const sub = claims['sub'];
  if (typeof sub !== 'string' || sub === '' || sub.length > 128) {
    return invalid('the sign-in token names no user');
  }
  const exp = claims['exp'];
  if (typeof exp !== 'number') return invalid('the sign-in token has no expiry');
  if (exp <= expected.nowSeconds) {
    return { code: ERROR_CODES.TOKEN_EXPIRED, reason: 'the sign-in has expired' };
  }
  return null;
}
