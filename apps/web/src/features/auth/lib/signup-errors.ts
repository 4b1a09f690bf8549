import { authErrorCode } from '#web/lib/firebase';
import { SIGNUP_ERRORS, SIGNUP_ERROR_OTHER } from '../signup-texts';

/** The message for a failed email sign-up (docs/product.md#s8). */
export function signupErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  return (code && SIGNUP_ERRORS[code]) || SIGNUP_ERROR_OTHER;
}
