/**
 * The people who share their own results with me (docs/decisions/0104-sharing-with-consent.md):
 * People lists them, and the coach's and practice's pickers offer them beside the saved people.
 * Here, not in a feature, because features never import each other.
 */
import {
  ERROR_CODES,
  SharedPersonListSchema,
  check,
  type SharedPersonList,
} from '@styleprint/contracts';
import type { ApiClient } from './api-client';

/** GET /sharing/people: everyone I share with, each with what they share with me (if anything). */
export function fetchSharedPeople(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<SharedPersonList> {
  return client.request('/sharing/people', {
    auth: true,
    parse: (json) =>
      check(SharedPersonListSchema, json, {
        message: 'Invalid sharing data format',
        code: ERROR_CODES.INVALID_RESPONSE,
      }),
    signal,
  });
}
