import { Type, type Static } from '@sinclair/typebox';

/** Every API error body: `{detail, code}` (docs/product.md#s8). */
export const ErrorBodySchema = Type.Object(
  {
    detail: Type.String({ description: 'A sentence a person can read.' }),
    code: Type.String({ description: 'A stable machine-readable code.' }),
  },
  { $id: 'ErrorBody', title: 'Error' },
);
export type ErrorBody = Static<typeof ErrorBodySchema>;

/** Codes the product uses. The spec's codes first, then the API's own. */
export const ERROR_CODES = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  INVALID_RESPONSE: 'INVALID_RESPONSE',
  AUTH_REQUIRED: 'AUTH_REQUIRED',
  NETWORK_ERROR: 'NETWORK_ERROR',
  UNKNOWN_ERROR: 'UNKNOWN_ERROR',
  ANALYSIS_ERROR: 'ANALYSIS_ERROR',
  CHAT_ERROR: 'CHAT_ERROR',
  // API codes (ours): each names what went wrong so a caller can act on it.
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  TOKEN_INVALID: 'TOKEN_INVALID',
  TOKEN_WRONG_PROJECT: 'TOKEN_WRONG_PROJECT',
  TOKEN_REVOKED: 'TOKEN_REVOKED',
  ACCESS_DENIED: 'ACCESS_DENIED',
  PROFILE_NOT_FOUND: 'PROFILE_NOT_FOUND',
  NOT_FOUND: 'NOT_FOUND',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  STORE_UNAVAILABLE: 'STORE_UNAVAILABLE',
  AUTH_UNAVAILABLE: 'AUTH_UNAVAILABLE',
  SERVER_RESTARTING: 'SERVER_RESTARTING',
  COACH_UNAVAILABLE: 'COACH_UNAVAILABLE',
  COACH_FAILED: 'COACH_FAILED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  // Deleting an account needs a sign-in from the last few minutes (ours, docs/decisions/0035).
  RECENT_SIGN_IN_REQUIRED: 'RECENT_SIGN_IN_REQUIRED',
  // People you work with (ours, docs/decisions/0100-people-contract-and-routes.md).
  PERSON_NOT_FOUND: 'PERSON_NOT_FOUND',
  PEOPLE_LIMIT_REACHED: 'PEOPLE_LIMIT_REACHED',
  // How others see you (ours, docs/decisions/0108-how-others-see-you.md).
  RATING_REQUEST_NOT_FOUND: 'RATING_REQUEST_NOT_FOUND',
  RATING_REQUESTS_LIMIT_REACHED: 'RATING_REQUESTS_LIMIT_REACHED',
  RATING_LINK_NOT_FOUND: 'RATING_LINK_NOT_FOUND',
  RATING_LINK_CLOSED: 'RATING_LINK_CLOSED',
  RATING_OWN_LINK: 'RATING_OWN_LINK',
  // Sharing with consent (ours, docs/decisions/0104-sharing-with-consent.md).
  INVITE_NOT_FOUND: 'INVITE_NOT_FOUND',
  INVITE_EXPIRED: 'INVITE_EXPIRED',
  INVITE_REVOKED: 'INVITE_REVOKED',
  INVITE_USED: 'INVITE_USED',
  OWN_INVITE: 'OWN_INVITE',
  SHARE_NOT_FOUND: 'SHARE_NOT_FOUND',
  ALREADY_LINKED: 'ALREADY_LINKED',
  TEAM_NOT_FOUND: 'TEAM_NOT_FOUND',
  TEAM_LIMIT_REACHED: 'TEAM_LIMIT_REACHED',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Messages of docs/product.md#s5 and #s8 that the contracts produce or the API sends, word for word. */
export const ERROR_MESSAGES = {
  invalidProfile: 'Invalid profile data format',
  invalidAnalysis: 'Invalid analysis response format',
  invalidChat: 'Invalid chat response format',
  authRequired: 'Authentication required',
  accessDenied: 'Access denied',
  profileNotFound: 'Profile not found',
} as const;

/** One problem found in a value, with the JSON pointer of the field. */
export interface ContractIssue {
  path: string;
  message: string;
}

/** What a validator returns when a value breaks its contract. */
export interface ContractError {
  message: string;
  code: ErrorCode;
  issues: ContractIssue[];
}

export type ContractResult<T> = { ok: true; value: T } | { ok: false; error: ContractError };
