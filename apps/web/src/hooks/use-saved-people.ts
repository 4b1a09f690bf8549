import type { Person, PersonList, SharedPerson } from '@styleprint/contracts';
import { fetchPeople } from '#web/lib/people';
import { fetchSharedPeople } from '#web/lib/shared-people';
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

/**
 * The people who share their own results with the user now, for the same pickers
 * (docs/decisions/0104-sharing-with-consent.md). Someone I only share with, not back, is left
 * out: there is nothing of theirs to use. Best effort, like the saved people.
 */
export function useSharingWithMe(): readonly SharedPerson[] {
  const shared = useApiResource(fetchSharedPeople);
  const items = shared.status === 'success' ? shared.data.items : (shared.last?.items ?? []);
  return items.filter((person) => person.theirs !== null);
}
