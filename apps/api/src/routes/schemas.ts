import { ErrorBodySchema, type ErrorBody } from '@styleprint/contracts';
import { Type, type TUnsafe } from '@sinclair/typebox';

/** What each error status means on our routes, for the OpenAPI document. */
const ERROR_DESCRIPTIONS = {
  400: 'The request is invalid; `detail` names the field.',
  401: 'No valid sign-in: missing, malformed, expired, revoked or for another project.',
  403: 'The account is disabled.',
  404: 'Nothing found.',
  409: 'The request conflicts with what is stored (a limit reached); `detail` says what to do.',
  410: 'The link no longer works: it expired, was closed, revoked or used; `detail` says which, and nothing was stored.',
  413: 'The body is too large.',
  415: 'The body is not application/json.',
  429: 'Too many requests; see Retry-After.',
  500: 'Server error; the body carries no internals.',
  503: 'A dependency is briefly unavailable; see Retry-After.',
} as const;

export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** The shared error schema is registered once (app.ts) and referenced by every route. */
export const ERROR_BODY_REF: string = ErrorBodySchema.$id ?? 'ErrorBody';

/** Response schemas for the given error statuses, all `{detail, code}`. */
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, TUnsafe<ErrorBody>> {
  const entries = statuses.map((status) => [
    status,
    Type.Unsafe<ErrorBody>(Type.Ref(ERROR_BODY_REF, { description: ERROR_DESCRIPTIONS[status] })),
  ]);
  return Object.fromEntries(entries) as Record<S, TUnsafe<ErrorBody>>;
}

/** The errors any signed-in route can answer. */
export const SIGNED_IN_ERRORS = [401, 403, 429, 500, 503] as const;
