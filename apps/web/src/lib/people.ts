/**
 * The saved people both the People screens and the coach use (docs/decisions/0103-people-screens.md):
 * the list (the coach's "Who is this with?") and saving one (the coach's "Save … to People").
 * Here, not in a feature, because features never import each other.
 */
import {
  ERROR_CODES,
  PersonListSchema,
  PersonSchema,
  check,
  type Person,
  type PersonCreate,
  type PersonList,
} from '@styleprint/contracts';
import type { ApiClient } from './api-client';

/** What the web says when a people response is not the contract's shape. */
export const INVALID_PEOPLE_RESPONSE = 'Invalid people data format';

export const parsePerson = (json: unknown) =>
  check(PersonSchema, json, {
    message: INVALID_PEOPLE_RESPONSE,
    code: ERROR_CODES.INVALID_RESPONSE,
  });

const parsePersonList = (json: unknown) =>
  check(PersonListSchema, json, {
    message: INVALID_PEOPLE_RESPONSE,
    code: ERROR_CODES.INVALID_RESPONSE,
  });

/** GET /people: every saved person, by name. */
export function fetchPeople(client: ApiClient, signal?: AbortSignal): Promise<PersonList> {
  return client.request('/people', { auth: true, parse: parsePersonList, signal });
}

/** POST /people: by hand, or from a coach read (its evidence; the server recomputes the read). */
export function createPerson(client: ApiClient, body: PersonCreate): Promise<Person> {
  return client.request('/people', { method: 'POST', body, auth: true, parse: parsePerson });
}
