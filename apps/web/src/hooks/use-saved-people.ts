import { useEffect, useState } from 'react';
import type { Person } from '@styleprint/contracts';
import { fetchPeople } from '#web/lib/people';
import { useApiClient } from '#web/lib/use-api-client';

/**
 * The user's saved people for a picker. Best effort: while loading, or when the list cannot be
 * had, it is empty and the screen works as if nobody were saved.
 */
export function useSavedPeople(): readonly Person[] {
  const client = useApiClient();
  const [people, setPeople] = useState<readonly Person[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetchPeople(client, controller.signal).then(
      (list) => {
        if (!controller.signal.aborted) setPeople(list.items);
      },
      () => {},
    );
    return () => controller.abort();
  }, [client]);
  return people;
}
