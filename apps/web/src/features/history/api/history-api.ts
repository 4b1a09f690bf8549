import {
  ERROR_CODES,
  ProfileHistorySchema,
  check,
  type ProfileHistory,
  type StoredProfile,
} from '@styleprint/contracts';
import type { ApiClient } from '#web/lib/api-client';

/** Enough for years of retakes; the API's page size limit is 50. */
const PAGE_SIZE = 50;
const MAX_PAGES = 10;

const parseHistoryPage = (json: unknown) =>
  check(ProfileHistorySchema, json, {
    message: 'Invalid history data format',
    code: ERROR_CODES.INVALID_RESPONSE,
  });

/** Every past result, newest first, following the API's pages. */
export async function fetchAllResults(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<StoredProfile[]> {
  const results: StoredProfile[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const history: ProfileHistory = await client.request(
      `/profile/history?limit=${PAGE_SIZE}${query}`,
      {
        auth: true,
        parse: parseHistoryPage,
        signal,
      },
    );
    results.push(...history.items);
    cursor = history.nextCursor;
    if (cursor === null) break;
  }
  return results;
}

export async function deleteResult(client: ApiClient, id: string): Promise<void> {
  await client.request(`/profile/history/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  });
}
