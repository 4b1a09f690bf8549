import { useMemo } from 'react';
import { config } from '#web/config/env';
import { createApiClient, type ApiClient } from './api-client';
import { useAuth } from './auth';
import { reportSessionEnded } from './session-ended';

/** The API client for the signed-in user: the bearer token comes from the auth context. */
export function useApiClient(): ApiClient {
  const { getIdToken } = useAuth();
  return useMemo(
    () =>
      createApiClient({
        baseUrl: config.apiBaseUrl,
        getToken: getIdToken,
        onSessionEnded: reportSessionEnded,
      }),
    [getIdToken],
  );
}
