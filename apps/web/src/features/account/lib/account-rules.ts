/** The account forms' rules and messages (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md), pure so they are tested alone. */
import { ACCOUNT_TEXT } from '../texts';

export const DISPLAY_NAME_MAX = 80;
const PASSWORD_MIN = 6;

export function displayNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return ACCOUNT_TEXT.name.required;
  if (trimmed.length > DISPLAY_NAME_MAX) return ACCOUNT_TEXT.name.tooLong(DISPLAY_NAME_MAX);
  return null;
}

export interface PasswordChange {
  current: string;
  next: string;
  confirm: string;
}

/** The first problem with a password change, field by field, in the order the form shows them. */
export function passwordChangeProblem(
  input: PasswordChange,
): { field: keyof PasswordChange; message: string } | null {
  if (input.current === '')
    return { field: 'current', message: ACCOUNT_TEXT.password.currentRequired };
  if (input.next.length < PASSWORD_MIN) {
    return { field: 'next', message: ACCOUNT_TEXT.password.tooShort(PASSWORD_MIN) };
  }
  if (input.next === input.current) return { field: 'next', message: ACCOUNT_TEXT.password.same };
  if (input.confirm !== input.next)
    return { field: 'confirm', message: ACCOUNT_TEXT.password.differ };
  return null;
}

/** Messages for the provider's codes on re-authentication and updates. */
export function accountErrorMessage(code: string | null): string {
  switch (code) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return ACCOUNT_TEXT.errors.wrongPassword;
    case 'auth/too-many-requests':
      return ACCOUNT_TEXT.errors.tooMany;
    case 'auth/weak-password':
      return ACCOUNT_TEXT.password.tooShort(PASSWORD_MIN);
    case 'auth/requires-recent-login':
    case 'RECENT_SIGN_IN_REQUIRED':
      return ACCOUNT_TEXT.errors.recentLogin;
    case 'auth/popup-closed-by-user':
    case 'auth/cancelled-popup-request':
      return ACCOUNT_TEXT.errors.cancelled;
    case 'auth/network-request-failed':
    case 'NETWORK_ERROR':
      return ACCOUNT_TEXT.errors.network;
    default:
      return ACCOUNT_TEXT.errors.other;
  }
}
