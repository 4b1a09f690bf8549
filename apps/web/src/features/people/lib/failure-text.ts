import { isApiError, isRateLimited } from '#web/lib/api-client';
import { PEOPLE_TEXT } from '../texts';

/** The API's own message for a failure (its `detail`), or a plain fallback. */
export function failureText(error: unknown): string {
  if (isRateLimited(error) && error.retryAfterSeconds !== null) {
    return PEOPLE_TEXT.error.rateLimited(error.retryAfterSeconds);
  }
  return isApiError(error) ? error.message : PEOPLE_TEXT.error.generic;
}
