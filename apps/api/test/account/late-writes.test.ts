import { PassThrough } from 'node:stream';
import { ERROR_CODES } from '@styleprint/contracts';
import { describe, expect, it } from 'vitest';
import { bearer, useApp } from '../helpers/app.js';
import { createEmailAccount, type TestAccount } from '../helpers/emulator.js';
import { validPayload } from '../helpers/payloads.js';
import { practiceSessionRequest } from '../helpers/practice.js';
import { describeEachStore } from '../helpers/stores.js';

/**
 * A write that passed sign-in before its account was deleted must not land after the erasure
 * (docs/decisions/0035 and 0027): every route that stores a row for the user is refused with the
 * 401 a deleted account's token gets, and leaves nothing behind.
 */
const WRITES: { route: string; table: string; column?: string; body: () => object }[] = [
  { route: '/quiz/submit-assessment', table: 'assessments', body: validPayload },
  { route: '/people', table: 'people', body: () => ({ name: 'Late Person' }) },
  { route: '/practice/sessions', table: 'practice_sessions', body: practiceSessionRequest },
  // Sharing (docs/decisions/0104-sharing-with-consent.md): an invite, and a team with its owner.
  { route: '/sharing/invites', table: 'share_invites', column: 'owner_id', body: () => ({}) },
  {
    route: '/sharing/teams',
    table: 'share_teams',
    column: 'owner_id',
    body: () => ({ name: 'Late team', share: { traits: ['disc'], suggestions: true } }),
  },
];

describeEachStore((leg) => {
  const context = useApp(leg);

  const rowsOf = async (table: string, uid: string, column = 'user_id') =>
    (
      await context.store.sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`,
        [uid],
      )
    )[0]?.n;

  const deleteAccount = (account: TestAccount) =>
    context.app.inject({ method: 'DELETE', url: '/account', headers: bearer(account.idToken) });

  /** Lets a held request get through sign-in to its body before the account goes. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  describe.each(WRITES)('POST $route', ({ route, table, column, body }) => {
    it('whose body arrives after DELETE /account answered 204 is refused 401 and stores nothing', async () => {
      const ivy = await createEmailAccount('ivy');
      const held = new PassThrough();
      const late = context.app.inject({
        method: 'POST',
        url: route,
        headers: { ...bearer(ivy.idToken), 'content-type': 'application/json' },
        payload: held,
      });
      await settle();
      const deleted = await deleteAccount(ivy);
      expect(deleted.statusCode, deleted.body).toBe(204);

      held.end(JSON.stringify(body()));
      const res = await late;
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toEqual({
        detail: expect.stringContaining('no longer exists'),
        code: ERROR_CODES.TOKEN_REVOKED,
      });
      expect(await rowsOf(table, ivy.uid, column)).toBe(0);
    });

    it('leaves no row behind when writes race the deletion', async () => {
      const jay = await createEmailAccount('jay');
      const racing = Array.from({ length: 6 }, () =>
        context.app.inject({
          method: 'POST',
          url: route,
          headers: bearer(jay.idToken),
          payload: body(),
        }),
      );
      const deletions = [deleteAccount(jay), deleteAccount(jay)];
      const [results, deleted] = await Promise.all([Promise.all(racing), Promise.all(deletions)]);
      // Each racing write was either stored before the erasure or refused; none fails oddly.
      for (const res of results) expect([201, 401], res.body).toContain(res.statusCode);
      const answers = deleted.map((res) => `${res.statusCode} ${res.body}`);
      expect(
        answers.some((answer) => answer.startsWith('204 ')),
        answers.join(' | '),
      ).toBe(true);
      expect(await rowsOf(table, jay.uid, column)).toBe(0);
    });
  });
});
