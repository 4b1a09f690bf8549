import {
  APICallError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  RetryError,
  TypeValidationError,
  JSONParseError,
} from 'ai';
import { CoachError } from '../errors.js';

/** Status codes that mean "try again later" rather than "this request is wrong". */
const UNAVAILABLE_STATUS = new Set([408, 429, 502, 503, 504, 529]);

function rootCause(error: unknown): unknown {
  return RetryError.isInstance(error) ? error.lastError : error;
}

function isNetworkFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      /^(?:ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|UND_ERR_\w+)$/.test(code)
    )
      return true;
    if (current.message === 'fetch failed') return true;
    current = current.cause;
  }
  return false;
}

/** Maps whatever the AI SDK threw to the coach's error kinds. */
export function toCoachError(
  error: unknown,
  call: 'analysis' | 'chat',
  state: { timedOut: boolean; callerAborted: boolean },
): CoachError {
  if (error instanceof CoachError) return error;
  if (state.timedOut)
    return new CoachError('timeout', call, 'The coach provider did not answer in time.', {
      cause: error,
    });
  if (state.callerAborted)
    return new CoachError('aborted', call, 'The request was cancelled.', { cause: error });
  const cause = rootCause(error);
  if (
    NoObjectGeneratedError.isInstance(cause) ||
    NoOutputGeneratedError.isInstance(cause) ||
    TypeValidationError.isInstance(cause) ||
    JSONParseError.isInstance(cause)
  ) {
    return new CoachError(
      'invalid_response',
      call,
      'The coach provider answered outside the reply contract.',
      { cause: error },
    );
  }
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode;
    if (
      status === undefined
        ? isNetworkFailure(cause) || cause.isRetryable
        : UNAVAILABLE_STATUS.has(status)
    ) {
      return new CoachError(
        'unavailable',
        call,
        `The coach provider is unavailable (${status ?? 'no response'}).`,
        { cause: error },
      );
    }
    return new CoachError(
      'provider_error',
      call,
      `The coach provider failed (${status ?? 'error'}).`,
      { cause: error },
    );
  }
  if (isNetworkFailure(cause)) {
    return new CoachError('unavailable', call, 'The coach provider cannot be reached.', {
      cause: error,
    });
  }
  return new CoachError('provider_error', call, 'The coach provider failed.', { cause: error });
}
