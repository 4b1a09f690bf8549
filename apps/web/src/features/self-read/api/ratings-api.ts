/** The asking side of "how others see you" (docs/decisions/0108-how-others-see-you.md). */
import {
  ERROR_CODES,
  MyRatingsSchema,
  RatingRequestCreatedSchema,
  check,
  type MyRatings,
  type RatingRequestCreated,
} from '@styleprint/contracts';
import type { ApiClient } from '#web/lib/api-client';

const parseMine = (json: unknown) =>
  check(MyRatingsSchema, json, {
    message: 'Invalid ratings format',
    code: ERROR_CODES.INVALID_RESPONSE,
  });

const parseCreated = (json: unknown) =>
  check(RatingRequestCreatedSchema, json, {
    message: 'Invalid rating link format',
    code: ERROR_CODES.INVALID_RESPONSE,
  });

/** GET /ratings/mine */
export function fetchMyRatings(client: ApiClient, signal?: AbortSignal): Promise<MyRatings> {
  return client.request('/ratings/mine', { auth: true, parse: parseMine, signal });
}

/** POST /ratings/requests */
export function createRatingRequest(
  client: ApiClient,
  name: string,
): Promise<RatingRequestCreated> {
  return client.request('/ratings/requests', {
    method: 'POST',
    body: { name },
    auth: true,
    parse: parseCreated,
  });
}

/** DELETE /ratings/requests/:id */
export function closeRatingRequest(client: ApiClient, id: string): Promise<void> {
  return client.request(`/ratings/requests/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  });
}
