/** The rater's side of "how others see you" (docs/decisions/0108-how-others-see-you.md). */
import {
  ERROR_CODES,
  RatingInvitationSchema,
  check,
  type RatingAnswers,
  type RatingInvitation,
} from '@styleprint/contracts';
import type { ApiClient } from '#web/lib/api-client';

const parseInvitation = (json: unknown) =>
  check(RatingInvitationSchema, json, {
    message: 'Invalid rating link format',
    code: ERROR_CODES.INVALID_RESPONSE,
  });

/** POST /ratings/invitation: whom the link asks about, and my earlier answers. */
export function openInvitation(
  client: ApiClient,
  token: string,
  signal?: AbortSignal,
): Promise<RatingInvitation> {
  return client.request('/ratings/invitation', {
    method: 'POST',
    body: { token },
    auth: true,
    parse: parseInvitation,
    signal,
  });
}

/** POST /ratings/invitation/answer */
export function sendAnswers(
  client: ApiClient,
  token: string,
  answers: RatingAnswers,
): Promise<RatingInvitation> {
  return client.request('/ratings/invitation/answer', {
    method: 'POST',
    body: { token, answers },
    auth: true,
    parse: parseInvitation,
  });
}
