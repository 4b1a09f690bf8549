import { isApiError, isRateLimited } from './api-client';

/**
 * What a failed request says to the person: the wait after a rate limit, the API's own detail
 * otherwise. Shared by the practice and "how you come across" screens.
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
