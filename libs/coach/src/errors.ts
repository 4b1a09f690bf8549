import { ERROR_CODES, ERROR_MESSAGES, type ErrorCode } from '@styleprint/contracts';

/**
 * Why a coach call failed, in the terms the API needs to answer:
 * - invalid_response: the model answered, but not in the reply contract → 502 INVALID_RESPONSE
 * - timeout: no answer within COACH_TIMEOUT_MS → 503 COACH_UNAVAILABLE
 * - unavailable: the provider cannot be reached or is overloaded (network, 429, 503) → 503 COACH_UNAVAILABLE
 * - provider_error: the provider refused or failed (bad key, 4xx, 500) → 502 COACH_FAILED
 * - aborted: the caller cancelled (the client went away) → 503 COACH_UNAVAILABLE, never shown
 */
export type CoachErrorKind =
  'invalid_response' | 'timeout' | 'unavailable' | 'provider_error' | 'aborted';

export interface CoachHttpError {
  status: 502 | 503;
  code: ErrorCode;
  detail: string;
}

export class CoachError extends Error {
  override readonly name = 'CoachError';
  readonly kind: CoachErrorKind;
  /** Which call failed, so the detail matches docs/product.md#s5's wording for that call. */
  readonly call: 'analysis' | 'chat';

  constructor(
    kind: CoachErrorKind,
    call: 'analysis' | 'chat',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.kind = kind;
    this.call = call;
  }

  /** The HTTP status and `{detail, code}` body the API sends; provider details stay in logs. */
  toHttp(): CoachHttpError {
    switch (this.kind) {
      case 'invalid_response':
        return {
          status: 502,
          code: ERROR_CODES.INVALID_RESPONSE,
          detail:
            this.call === 'analysis' ? ERROR_MESSAGES.invalidAnalysis : ERROR_MESSAGES.invalidChat,
        };
      case 'provider_error':
        return {
          status: 502,
          code: ERROR_CODES.COACH_FAILED,
          detail: 'The coach provider failed to answer.',
        };
      case 'timeout':
        return {
          status: 503,
          code: ERROR_CODES.COACH_UNAVAILABLE,
          detail: 'The coach took too long to answer.',
        };
      case 'unavailable':
      case 'aborted':
        return {
          status: 503,
          code: ERROR_CODES.COACH_UNAVAILABLE,
          detail: 'The coach is unavailable right now.',
        };
    }
  }
}

export function isCoachError(error: unknown): error is CoachError {
  return error instanceof CoachError;
}
