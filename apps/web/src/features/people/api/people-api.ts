/** The People screens' calls beyond the list and create (those are shared: src/lib/people.ts). */
import {
  ERROR_CODES,
  PairGuideSchema,
  TeamSummarySchema,
  check,
  type PairGuide,
  type Person,
  type PersonUpdate,
  type TeamSummary,
} from '@styleprint/contracts';
import type { ApiClient } from '#web/lib/api-client';
import { INVALID_PEOPLE_RESPONSE, parsePerson } from '#web/lib/people';

export { createPerson } from '#web/lib/people';

const invalid = { message: INVALID_PEOPLE_RESPONSE, code: ERROR_CODES.INVALID_RESPONSE };
const at = (id: string) => `/people/${encodeURIComponent(id)}`;

/** GET /people/:id */
export function fetchPerson(client: ApiClient, id: string, signal?: AbortSignal): Promise<Person> {
  return client.request(at(id), { auth: true, parse: parsePerson, signal });
}

/** PATCH /people/:id: answers with the person recomputed, which the screen shows at once. */
export function updatePerson(client: ApiClient, id: string, body: PersonUpdate): Promise<Person> {
  return client.request(at(id), { method: 'PATCH', body, auth: true, parse: parsePerson });
}

/** DELETE /people/:id */
export function deletePerson(client: ApiClient, id: string): Promise<void> {
  return client.request(at(id), { method: 'DELETE', auth: true });
}

/** GET /people/:id/guide */
export function fetchPairGuide(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<PairGuide> {
  return client.request(`${at(id)}/guide`, {
    auth: true,
    parse: (json) => check(PairGuideSchema, json, invalid),
    signal,
  });
}

/** GET /people/team */
export function fetchTeam(client: ApiClient, signal?: AbortSignal): Promise<TeamSummary> {
  return client.request('/people/team', {
    auth: true,
    parse: (json) => check(TeamSummarySchema, json, invalid),
    signal,
  });
}
