import { useCallback, useEffect, useState } from 'react';
import type { Profile } from '@styleprint/contracts';
import { fetchMyProfile } from '../../../lib/my-profile';
import { useApiClient } from '../../../lib/use-api-client';
import { meansNoProfile } from '../lib/no-profile';
import type { Connection } from './use-connection-status';

/**
 * The profile the coach works with. `loading` and `unavailable` keep the last profile they knew,
 * so re-checking the connection does not blank the screen.
 */
export type CoachProfile =
  | { phase: 'loading'; profile: Profile | null }
  | { phase: 'ready'; profile: Profile }
  | { phase: 'missing'; profile: null }
  | { phase: 'unavailable'; profile: Profile | null };

/**
 * GET /profile/me for the coach. docs/product.md#s7: a successful fetch marks the coach connected, a failed
 * one disconnected; "no profile yet" is not a connection problem (the screen asks for the
 * assessment instead).
 */
export function useCoachProfile({
  markConnected,
  markDisconnected,
}: Pick<Connection, 'markConnected' | 'markDisconnected'>): CoachProfile & {
  recheck: () => void;
} {
  const client = useApiClient();
  const [state, setState] = useState<CoachProfile>({ phase: 'loading', profile: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchMyProfile(client, controller.signal).then(
      ({ profile }) => {
        if (controller.signal.aborted) return;
        setState({ phase: 'ready', profile });
        markConnected();
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (meansNoProfile(error)) {
          setState({ phase: 'missing', profile: null });
          return;
        }
        setState((previous) => ({ phase: 'unavailable', profile: previous.profile }));
        markDisconnected();
      },
    );
    return () => controller.abort();
  }, [client, attempt, markConnected, markDisconnected]);

  const recheck = useCallback(() => {
    setState((previous) => ({ phase: 'loading', profile: previous.profile }));
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, recheck };
}
