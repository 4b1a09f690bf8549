import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorType } from '#web/lib/api-client';
import { classifyProfileLoadError, type ProfileLoadFailure } from './classify-profile-load';

const typed = (type: ApiErrorType, message = 'Something', status = 0) =>
  new ApiError(message, { status, code: 'X', type });
const untyped = (message: string, status?: number) =>
  Object.assign(new Error(message), status === undefined ? {} : { status });

const signedIn = { authenticated: true, online: true };
const signedOut = { authenticated: false, online: true };
const offline = { authenticated: true, online: false };

describe('classifyProfileLoadError (docs/product.md#s8, with docs/decisions/0036)', () => {
  it.each<[string, unknown, typeof signedIn, ProfileLoadFailure]>([
    // Authenticated: only "there is no profile" shows the new-user welcome.
    ['typed not_found', typed('not_found', 'Profile not found', 404), signedIn, 'no_profile'],
    // A refused sign-in is a session problem, never "no profile yet" (ADR 0036).
    ['typed auth', typed('auth', 'Authentication required', 401), signedIn, 'session_ended'],
    ['typed auth 403', typed('auth', 'Access denied', 403), signedIn, 'session_ended'],
    [
      'message "Authentication required"',
      untyped('Authentication required. Please log in again.'),
      signedIn,
      'session_ended',
    ],
    [
      'a 429 is "wait", not "no profile"',
      new ApiError('Too many requests', {
        status: 429,
        code: 'RATE_LIMITED',
        type: 'client',
        retryAfterSeconds: 7,
      }),
      signedIn,
      'rate_limited',
    ],
    [
      'message "profile not found" in any case',
      untyped('PROFILE NOT FOUND'),
      signedIn,
      'no_profile',
    ],
    [
      'message containing 404',
      untyped('API request failed: 404 Not Found'),
      signedIn,
      'no_profile',
    ],
    ['message "No profile found"', untyped('No profile found for user'), signedIn, 'no_profile'],
    ['status 401', untyped('Nope', 401), signedIn, 'session_ended'],
    ['status 404', untyped('Nope', 404), signedIn, 'no_profile'],
    // Typed errors.
    [
      'typed network',
      typed('network', 'Network connection failed. Please check your internet connection.'),
      signedIn,
      'network',
    ],
    ['typed server', typed('server', 'Server error occurred', 503), signedIn, 'server'],
    ['typed client while signed in', typed('client', 'Bad request', 400), signedIn, 'unknown'],
    [
      'an unreadable body while signed in',
      typed('unknown', 'Invalid profile data format', 200),
      signedIn,
      'invalid_response',
    ],
    [
      'typed server while signed out',
      typed('server', 'Server error occurred', 500),
      signedOut,
      'server',
    ],
    ['typed network while signed out', typed('network'), signedOut, 'network'],
    // Untyped errors.
    ['"Failed to fetch"', new TypeError('Failed to fetch'), signedIn, 'network'],
    ['a message containing fetch', untyped('could not fetch the resource'), signedIn, 'network'],
    [
      'a message containing Network',
      untyped('NetworkError when attempting to fetch resource.'),
      signedIn,
      'network',
    ],
    ['the browser offline', untyped('Something odd'), offline, 'network'],
    ['status 500', untyped('Boom', 500), signedIn, 'server'],
    ['status 502', untyped('Bad gateway', 502), signedOut, 'server'],
    ['anything else while signed in', untyped('Something odd', 418), signedIn, 'unknown'],
    ['anything else while signed out', untyped('Something odd', 418), signedOut, 'unknown'],
    ['a 401 while signed out is not "new user"', untyped('Nope', 401), signedOut, 'unknown'],
    ['a thrown string while signed out', 'boom', signedOut, 'unknown'],
    ['nothing at all while signed out', undefined, signedOut, 'unknown'],
  ])('%s → %s', (_, error, context, expected) => {
    expect(classifyProfileLoadError(error, context)).toBe(expected);
  });
});
