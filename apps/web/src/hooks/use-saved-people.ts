import type { Person, PersonList } from '@styleprint/contracts';
import { fetchPeople } from '#web/lib/people';
import { useApiResource, type ApiResource } from './use-api-resource';

/**
 * GET /people through the one data pattern (decision 0054): the People screen, the practice
 * screen and the coach's pickers all read the saved people here.
 */
export function usePeopleResource(): ApiResource<PersonList> {
  return useApiResource(fetchPeople);
}

/**
 * The user's saved people for a picker. Best effort: while loading, or when the list cannot be
 * had, it is empty and the screen works as if nobody were saved.
 */
export function useSavedPeople(): readonly Person[] {
  const people = usePeopleResource();
  return people.status === 'success' ? people.data.items : (people.last?.items ?? []);
}
