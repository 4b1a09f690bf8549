/**
 * GET /profile/me, shared by the dashboard, profile and suggestions screens (features never import
 * each other, so the one fetcher of this endpoint lives here).
 */
import {
  ERROR_CODES,
  parseProfile,
  parseSubmittedAnswers,
  type Answer,
  type Profile,
} from '@styleprint/contracts';
import type { ContractResult } from '@styleprint/contracts';
import { ApiError, isApiError, type ApiClient } from './api-client';
import { useApiResource, type ApiResource, type ResourceState } from '#web/hooks/use-api-resource';

export interface MyProfile {
  profile: Profile;
  /** When the assessment behind it was submitted (ISO 8601), when the server says. */
  createdAt: string | null;
  /** The answers the profile came from, when the server sends them (docs/decisions/0014-ties-uncertainty-and-measured-facts.md); else null. */
  answers: Answer[] | null;
}

/** docs/product.md#s8's fallback when fetching the profile fails in an unexpected way. */
const PROFILE_FETCH_FALLBACK = 'Failed to fetch profile';

function parseMyProfile(json: unknown): ContractResult<MyProfile> {
  const parsed = parseProfile(json);
  if (!parsed.ok) return parsed;
  const createdAt =
    typeof json === 'object' && json !== null && 'createdAt' in json ? json.createdAt : null;
  const valid = typeof createdAt === 'string' && !Number.isNaN(Date.parse(createdAt));
  // Answers are optional and only explain the result: malformed ones are dropped, not an error.
  const answers =
    typeof json === 'object' && json !== null && 'answers' in json ? json.answers : null;
  return {
    ok: true,
    value: {
      profile: parsed.value,
      createdAt: valid ? createdAt : null,
      answers: parseSubmittedAnswers(answers),
    },
  };
}

async function fetchMyProfile(client: ApiClient, signal?: AbortSignal): Promise<MyProfile> {
  try {
    return await client.request('/profile/me', { auth: true, parse: parseMyProfile, signal });
  } catch (error) {
    if (isApiError(error) || signal?.aborted) throw error;
    throw new ApiError(PROFILE_FETCH_FALLBACK, {
      status: 0,
      code: ERROR_CODES.UNKNOWN_ERROR,
      type: 'unknown',
    });
  }
}

export type ProfileQuery = ResourceState<MyProfile>;

/** Loads the signed-in user's profile; `refetch` loads it again (the "Try Again" buttons). */
export function useMyProfile(): ApiResource<MyProfile> {
  return useApiResource(fetchMyProfile);
}
