/**
 * The People API of the component tests: the shared recorded fake API (test/recorded-api.ts).
 * The sharing lists People also reads answer empty unless a test says otherwise.
 */
import type { Invite } from '@styleprint/contracts';
import { json } from '#web/test/fake-api';
import { recordedApi } from '#web/test/recorded-api';

export type { RecordedCall } from '#web/test/recorded-api';

type Routes = Parameters<typeof recordedApi>[0];

const NOBODY_SHARES: Routes = {
  'GET /sharing/people': () => json(200, { items: [] }),
  'GET /sharing/invites': () => json(200, { items: [], canEmail: false }),
  'GET /sharing/teams': () => json(200, { items: [] }),
};

export function fakePeopleApi(routes: Routes) {
  return recordedApi({ ...NOBODY_SHARES, ...routes });
}

/** An open person invite made on 27 November, as POST /sharing/invites returns it. */
export function openInvite(id: string, offer: Invite['offer'] = null): Invite {
  return {
    id,
    kind: 'person',
    team: null,
    offer,
    status: 'open',
    createdAt: '2026-11-27T12:00:00.000Z',
    expiresAt: '2026-12-11T12:00:00.000Z',
  };
}
