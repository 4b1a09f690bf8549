import { ERROR_CODES, ERROR_MESSAGES, type ErrorCode } from '@styleprint/contracts';

/**
 * An error the API means to send: its status, its `{detail, code}` body and any headers a client
 * needs to act on it (Retry-After, WWW-Authenticate). Anything thrown that is not an ApiError and
 * not one of Fastify's own client errors becomes a 500 with no internals in the body.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly detail: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

/** Seconds a client should wait before retrying when a dependency is briefly unavailable. */
export const RETRY_AFTER_UNAVAILABLE_SECONDS = 5;

/** The message of every 500: docs/product.md#s8's wording for server errors. */
export const SERVER_ERROR_DETAIL = 'Server error occurred';

export const profileNotFound = (): ApiError =>
  new ApiError(404, ERROR_CODES.PROFILE_NOT_FOUND, ERROR_MESSAGES.profileNotFound);

export const storeUnavailable = (): ApiError =>
  new ApiError(
    503,
    ERROR_CODES.STORE_UNAVAILABLE,
    'The service is temporarily unavailable. Please try again in a few seconds.',
    { 'retry-after': String(RETRY_AFTER_UNAVAILABLE_SECONDS) },
  );
