import { authErrorCode } from '#web/lib/firebase';
import { LOGIN_ERROR_HIDDEN_CAUSE, LOGIN_ERRORS, LOGIN_ERROR_OTHER } from '../texts';

/** The codes Firebase uses when it will not say whether the email or the password was wrong. */
const HIDDEN_CAUSE = new Set(['auth/invalid-credential', 'auth/invalid-login-credentials']);

/**
 * Closing the Google popup, or opening a second one, is the person changing their mind, not a
 * failure: no red box for it (docs/decisions/0031).
 */
const USER_CANCELLED = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);

/** The message for a failed sign-in (email or Google), or null when there is nothing to say. */
export function loginErrorMessage(error: unknown): string | null {
  const code = authErrorCode(error);
  if (code && USER_CANCELLED.has(code)) return null;
  if (code && HIDDEN_CAUSE.has(code)) return LOGIN_ERROR_HIDDEN_CAUSE;
  return (code && LOGIN_ERRORS[code]) || LOGIN_ERROR_OTHER;
}
