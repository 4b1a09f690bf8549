import { isApiError, isRateLimited } from './api-client';

/**
 * What a failed request says to the person: the wait after a rate limit, the API's own detail
 * otherwise. The one wording for every screen that reads or writes through the API.
 */
export function failureText(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  if (isRateLimited(error) && error.retryAfterSeconds !== null) {
    return `Too many requests. Please wait ${error.retryAfterSeconds} seconds and try again.`;
  }
  return isApiError(error) ? error.message : fallback;
}
