import { CoachError } from '../errors.js';

/**
 * AI SDK errors are recognised by name, not by class: provider packages may bundle their own copy
 * of @ai-sdk/provider (as @ai-sdk/openai-compatible does here), so `instanceof` and `isInstance`
 * miss errors thrown by a provider.
 */
const INVALID_OUTPUT = new Set([
  'AI_NoObjectGeneratedError',
  'AI_NoOutputGeneratedError',
  'AI_TypeValidationError',
  'AI_JSONParseError',
  'AI_NoContentGeneratedError',
]);

/** Status codes that mean "try again later" rather than "this request is wrong". */
const UNAVAILABLE_STATUS = new Set([408, 429, 502, 503, 504, 529]);

interface NamedError extends Error {
  statusCode?: number;
  isRetryable?: boolean;
  lastError?: unknown;
  code?: unknown;
}

const named = (error: unknown): NamedError | null =>
  error instanceof Error ? (error as NamedError) : null;

function rootCause(error: unknown): unknown {
  const e = named(error);
  return e?.name === 'AI_RetryError' && e.lastError !== undefined ? e.lastError : error;
}

function isNetworkFailure(error: unknown): boolean {
  let current = named(error);
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (
      typeof current.code === 'string' &&
      /^(?:ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|UND_ERR_\w+)$/.test(current.code)
    ) {
      return true;
    }
    if (current.message === 'fetch failed' || current.message.startsWith('Cannot connect to API'))
      return true;
    current = named(current.cause);
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
  const cause = named(rootCause(error));
  if (cause && INVALID_OUTPUT.has(cause.name)) {
    return new CoachError(
      'invalid_response',
      call,
      'The coach provider answered outside the reply contract.',
      { cause: error },
    );
  }
  if (cause?.name === 'AI_APICallError') {
    const status = cause.statusCode;
    const unavailable =
      status === undefined
        ? isNetworkFailure(cause) || cause.isRetryable === true
        : UNAVAILABLE_STATUS.has(status);
    return unavailable
      ? new CoachError(
          'unavailable',
          call,
          `The coach provider is unavailable (${status ?? 'no response'}).`,
          { cause: error },
        )
      : new CoachError(
          'provider_error',
          call,
          `The coach provider failed (${status ?? 'error'}).`,
          { cause: error },
        );
  }
  if (isNetworkFailure(cause))
    return new CoachError('unavailable', call, 'The coach provider cannot be reached.', {
      cause: error,
    });
  return new CoachError('provider_error', call, 'The coach provider failed.', { cause: error });
}
