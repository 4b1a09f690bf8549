import { useEffect, useRef } from 'react';
import type { Profile } from '@styleprint/contracts';
import { useMyProfile } from '#web/lib/my-profile';
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
  const resource = useMyProfile();
  const missing = resource.status === 'error' && meansNoProfile(resource.error);

  // Once per answer, not per render: the chat also marks the connection, and a re-render must
  // not overwrite what it said with an old profile answer.
  const reported = useRef<typeof resource | null>(null);
  useEffect(() => {
    if (reported.current === resource) return;
    reported.current = resource;
    if (resource.status === 'success') markConnected();
    else if (resource.status === 'error' && !missing) markDisconnected();
  }, [resource, missing, markConnected, markDisconnected]);

  const recheck = resource.refetch;
  if (resource.status === 'success')
    return { phase: 'ready', profile: resource.data.profile, recheck };
  if (missing) return { phase: 'missing', profile: null, recheck };
  const profile = resource.last?.profile ?? null;
  return resource.status === 'loading'
    ? { phase: 'loading', profile, recheck }
    : { phase: 'unavailable', profile, recheck };
}
