/** Sharing with consent (docs/decisions/0104-sharing-with-consent.md): invites, shares, teams. */
import {
  ERROR_CODES,
  InviteAcceptedSchema,
  InviteCreatedSchema,
  InviteListSchema,
  InvitePreviewSchema,
  PairGuideSchema,
  SharedPersonSchema,
  SharedTeamListSchema,
  SharedTeamSchema,
  check,
  type InviteAccepted,
  type InviteCreate,
  type InviteCreated,
  type InviteList,
  type InvitePreview,
  type PairGuide,
  type SharedPerson,
  type SharedTeam,
  type SharedTeamCreate,
  type SharedTeamList,
  type ShareTerms,
} from '@styleprint/contracts';
import type { ApiClient } from '#web/lib/api-client';

const invalid = { message: 'Invalid sharing data format', code: ERROR_CODES.INVALID_RESPONSE };

const sharedAt = (id: string) => `/sharing/people/${encodeURIComponent(id)}`;
const teamAt = (id: string) => `/sharing/teams/${encodeURIComponent(id)}`;

/** POST /sharing/invites: the link's token comes back this once. */
export function createInvite(client: ApiClient, body: InviteCreate): Promise<InviteCreated> {
  return client.request('/sharing/invites', {
    method: 'POST',
    body,
    auth: true,
    parse: (json) => check(InviteCreatedSchema, json, invalid),
  });
}

/** GET /sharing/invites */
export function fetchInvites(client: ApiClient, signal?: AbortSignal): Promise<InviteList> {
  return client.request('/sharing/invites', {
    auth: true,
    parse: (json) => check(InviteListSchema, json, invalid),
    signal,
  });
}

/** DELETE /sharing/invites/:id */
export function revokeInvite(client: ApiClient, id: string): Promise<void> {
  return client.request(`/sharing/invites/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  });
}

/** POST /sharing/invites/open: what the link asks, for the consent screen. */
export function openInvite(
  client: ApiClient,
  token: string,
  signal?: AbortSignal,
): Promise<InvitePreview> {
  return client.request('/sharing/invites/open', {
    method: 'POST',
    body: { token },
    auth: true,
    parse: (json) => check(InvitePreviewSchema, json, invalid),
    signal,
  });
}

/** POST /sharing/invites/accept */
export function acceptInvite(
  client: ApiClient,
  token: string,
  share: ShareTerms,
): Promise<InviteAccepted> {
  return client.request('/sharing/invites/accept', {
    method: 'POST',
    body: { token, share },
    auth: true,
    parse: (json) => check(InviteAcceptedSchema, json, invalid),
  });
}

/** POST /sharing/invites/decline */
export function declineInvite(client: ApiClient, token: string): Promise<void> {
  return client.request('/sharing/invites/decline', {
    method: 'POST',
    body: { token },
    auth: true,
  });
}

/** GET /sharing/people/:id */
export function fetchSharedPerson(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<SharedPerson> {
  return client.request(sharedAt(id), {
    auth: true,
    parse: (json) => check(SharedPersonSchema, json, invalid),
    signal,
  });
}

/** GET /sharing/people/:id/guide: the pair guide from their own results. */
export function fetchSharedGuide(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<PairGuide> {
  return client.request(`${sharedAt(id)}/guide`, {
    auth: true,
    parse: (json) => check(PairGuideSchema, json, invalid),
    signal,
  });
}

/** PUT /sharing/people/:id/mine */
export function shareWith(client: ApiClient, id: string, share: ShareTerms): Promise<SharedPerson> {
  return client.request(`${sharedAt(id)}/mine`, {
    method: 'PUT',
    body: { share },
    auth: true,
    parse: (json) => check(SharedPersonSchema, json, invalid),
  });
}

/** PUT /sharing/people/:id/note: my private note about them (null removes it). */
export function saveSharedNote(
  client: ApiClient,
  id: string,
  note: string | null,
): Promise<SharedPerson> {
  return client.request(`${sharedAt(id)}/note`, {
    method: 'PUT',
    body: { note },
    auth: true,
    parse: (json) => check(SharedPersonSchema, json, invalid),
  });
}

/** PUT /sharing/people/:id/link: they are this person in my own People list. */
export function linkShared(client: ApiClient, id: string, personId: string): Promise<SharedPerson> {
  return client.request(`${sharedAt(id)}/link`, {
    method: 'PUT',
    body: { personId },
    auth: true,
    parse: (json) => check(SharedPersonSchema, json, invalid),
  });
}

/** DELETE /sharing/people/:id/link */
export function unlinkShared(client: ApiClient, id: string): Promise<void> {
  return client.request(`${sharedAt(id)}/link`, { method: 'DELETE', auth: true });
}

/** DELETE /sharing/people/:id/mine */
export function stopSharing(client: ApiClient, id: string): Promise<void> {
  return client.request(`${sharedAt(id)}/mine`, { method: 'DELETE', auth: true });
}

/** POST /sharing/teams */
export function createTeam(client: ApiClient, body: SharedTeamCreate): Promise<SharedTeam> {
  return client.request('/sharing/teams', {
    method: 'POST',
    body,
    auth: true,
    parse: (json) => check(SharedTeamSchema, json, invalid),
  });
}

/** GET /sharing/teams */
export function fetchTeams(client: ApiClient, signal?: AbortSignal): Promise<SharedTeamList> {
  return client.request('/sharing/teams', {
    auth: true,
    parse: (json) => check(SharedTeamListSchema, json, invalid),
    signal,
  });
}

/** GET /sharing/teams/:id */
export function fetchSharedTeam(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<SharedTeam> {
  return client.request(teamAt(id), {
    auth: true,
    parse: (json) => check(SharedTeamSchema, json, invalid),
    signal,
  });
}

/** DELETE /sharing/teams/:id */
export function deleteTeam(client: ApiClient, id: string): Promise<void> {
  return client.request(teamAt(id), { method: 'DELETE', auth: true });
}

/** DELETE /sharing/teams/:id/members/:memberId: leave, or remove a member. */
export function removeMember(client: ApiClient, teamId: string, memberId: string): Promise<void> {
  return client.request(`${teamAt(teamId)}/members/${encodeURIComponent(memberId)}`, {
    method: 'DELETE',
    auth: true,
  });
}
