import { ERROR_CODES } from '@styleprint/contracts';
import { ApiError } from '../errors.js';

/** 429 with Retry-After: how long until the window lets this client in again. */
export const rateLimited = (retryAfterSeconds: number): ApiError => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(
    429,
    ERROR_CODES.RATE_LIMITED,
    `Too many requests. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
    { 'retry-after': String(seconds) },
  );
};
