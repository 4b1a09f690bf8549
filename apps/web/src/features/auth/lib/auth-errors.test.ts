import { describe, expect, it } from 'vitest';
import { loginErrorMessage } from './auth-errors';
import { signupErrorMessage } from './signup-errors';

const providerError = (code: string) => Object.assign(new Error(code), { code });

describe('loginErrorMessage (docs/product.md#s8)', () => {
  it.each([
    ['auth/user-not-found', 'No account found with this email address.'],
    ['auth/wrong-password', 'Incorrect password. Please try again.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/user-disabled', 'This account has been disabled.'],
    ['auth/too-many-requests', 'Too many failed attempts. Please try again later.'],
    // Email-enumeration protection hides which was wrong: one message naming neither.
    ['auth/invalid-credential', 'Incorrect email or password. Please try again.'],
    ['auth/invalid-login-credentials', 'Incorrect email or password. Please try again.'],
    ['auth/network-request-failed', 'An error occurred during sign in. Please try again.'],
  ])('%s', (code, message) => {
    expect(loginErrorMessage(providerError(code))).toBe(message);
  });

  it('says nothing when the person closes the Google popup', () => {
    expect(loginErrorMessage(providerError('auth/popup-closed-by-user'))).toBeNull();
  });

  it('falls back for errors without a code', () => {
    expect(loginErrorMessage(new Error('boom'))).toBe(
      'An error occurred during sign in. Please try again.',
    );
  });
});

describe('signupErrorMessage (docs/product.md#s8)', () => {
  it.each([
    ['auth/email-already-in-use', 'An account with this email already exists.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/weak-password', 'Password should be at least 6 characters long.'],
    ['auth/operation-not-allowed', 'Email/password accounts are not enabled.'],
    ['auth/internal-error', 'An error occurred during account creation. Please try again.'],
  ])('%s', (code, message) => {
    expect(signupErrorMessage(providerError(code))).toBe(message);
  });
});
