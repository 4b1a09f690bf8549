import type { ErrorBody } from '@styleprint/contracts';
import { Type, type TUnsafe } from '@sinclair/typebox';
import { ERROR_BODY_REF, errorResponses } from '../schemas.js';

/**
 * The error answers of the three coach routes (/analysis/analyze-conversation, /chat/ask,
 * /chat/stream), for the OpenAPI document. 502 is the coach's own: the provider answered, but
 * wrongly or with a failure.
 */
export function coachErrorResponses() {
  return {
    ...errorResponses(400, 401, 403, 404, 413, 415, 429, 500, 503),
    502: Type.Unsafe<ErrorBody>(
      Type.Ref(ERROR_BODY_REF, {
        description:
          'The coach provider failed (COACH_FAILED) or answered outside the reply contract ' +
          '(INVALID_RESPONSE).',
      }),
    ) as TUnsafe<ErrorBody>,
  };
}

export const COACH_TAGS = ['coach'];

/** Said once in every coach route's description: who may call and how often. */
export const COACH_ACCESS_NOTE =
  'A bearer token is optional unless COACH_AUTH=required (the default with an LLM provider); a ' +
  'token that is sent must be valid. Signed-in callers share the per-user limit; anonymous ' +
  'callers get COACH_ANON_RATE_LIMIT_PER_MINUTE calls per address.';
