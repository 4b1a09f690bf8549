/**
 * docs/product.md#s8: the errors of the two coach calls. A network failure gets the call's own message, a
 * typed API error keeps its message and code, anything unexpected becomes the call's fallback.
 */
import { ERROR_CODES } from '@styleprint/contracts';
import { ApiError, isApiError } from '#web/lib/api-client';
import { COACH_TEXT } from '../texts';

function toCallError(
  error: unknown,
  network: string,
  fallback: { message: string; code: string },
): ApiError {
  if (isApiError(error)) {
    if (error.type !== 'network') return error;
    return new ApiError(network, { status: 0, code: ERROR_CODES.NETWORK_ERROR, type: 'network' });
  }
  return new ApiError(fallback.message, { status: 0, code: fallback.code, type: 'unknown' });
}

export const toAnalysisError = (error: unknown): ApiError =>
  toCallError(error, COACH_TEXT.errors.analysisNetwork, {
    message: COACH_TEXT.errors.analysisFallback,
    code: ERROR_CODES.ANALYSIS_ERROR,
  });

export const toChatError = (error: unknown): ApiError =>
  toCallError(error, COACH_TEXT.errors.chatNetwork, {
    message: COACH_TEXT.errors.chatFallback,
    code: ERROR_CODES.CHAT_ERROR,
  });

/** The caller gave up (Start Over, leaving the page): not a failure to report. */
export const isAbort = (signal: AbortSignal | undefined): boolean => signal?.aborted === true;

/** The connection broke or went silent while a reply was streaming. */
export const chatNetworkError = (): ApiError =>
  new ApiError(COACH_TEXT.errors.chatNetwork, {
    status: 0,
    code: ERROR_CODES.NETWORK_ERROR,
    type: 'network',
  });
