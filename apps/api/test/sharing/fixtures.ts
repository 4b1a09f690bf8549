import type { InviteCreated, SharedPersonList } from '@styleprint/contracts';
import { expect } from 'vitest';
import { callerFor, type useApp } from '../helpers/app.js';
import { createEmailAccount } from '../helpers/emulator.js';
import { validPayload } from '../helpers/payloads.js';

/** Bob's DiSC result only, no suggestions: the share most tests start from. */
const DISC_ONLY = { traits: ['disc'], suggestions: false } as const;

/**
 * The calls the coach and practice tests with someone who shares (decision 0104) are built from:
 * a signed-in call, an account with a result, and Bob sharing with Alice one way.
 */
export function sharingFixtures(context: ReturnType<typeof useApp>) {
  const call = callerFor(context);

  const withResult = async (label: string, displayName: string) => {
    const account = await createEmailAccount(label, { displayName });
    const res = await call(account, 'POST', '/quiz/submit-assessment', validPayload());
    expect(res.statusCode, res.body).toBe(201);
    return account;
  };

  /** Bob shares `share` with Alice, one way (Alice's link offers nothing back). */
  const bobSharesWithAlice = async (share: unknown = DISC_ONLY) => {
    const alice = await withResult('alice', 'Alice Moreau');
    const bob = await withResult('bob', 'Bob Lee');
    const { token } = (await call(alice, 'POST', '/sharing/invites', {})).json<InviteCreated>();
    const accepted = await call(bob, 'POST', '/sharing/invites/accept', { token, share });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const [bobForAlice] = (await call(alice, 'GET', '/sharing/people')).json<SharedPersonList>()
      .items;
    if (!bobForAlice?.theirs?.traits) throw new Error('Bob does not show as sharing');
    return { alice, bob, id: bobForAlice.id, disc: bobForAlice.theirs.traits.disc };
  };

  return { call, withResult, bobSharesWithAlice };
}
