import type { AccountExport, StoredProfile } from '@styleprint/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECENT_SIGN_IN_SECONDS } from '../../src/routes/account/index.js';
import { bearer, useApp } from '../helpers/app.js';
import { identityToolkit } from '@styleprint/test-harness';
import {
  createEmailAccount,
  emulatorHost,
  signInWithPassword,
  type TestAccount,
} from '../helpers/emulator.js';
import { otherPayload, validPayload } from '../helpers/payloads.js';
import { describeEachStore } from '../helpers/stores.js';

describeEachStore((leg) => {
  const context = useApp(leg);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const submit = async (account: TestAccount, payload = validPayload()) => {
    const res = await context.app.inject({
      method: 'POST',
      url: '/quiz/submit-assessment',
      headers: bearer(account.idToken),
      payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json<StoredProfile>();
  };
  const call = (account: TestAccount, method: 'GET' | 'POST' | 'DELETE', url: string) =>
    context.app.inject({ method, url, headers: bearer(account.idToken) });
  const rowsOf = async (uid: string) =>
    (
      await context.store.sql.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM assessments WHERE user_id = $1',
        [uid],
      )
    )[0]?.n;

  describe('GET /account/export', () => {
    it('answers everything stored about me, oldest first, as an attachment', async () => {
      const alice = await createEmailAccount('alice', { displayName: 'Alice Example' });
      const bob = await createEmailAccount('bob');
      const first = await submit(alice, validPayload());
      const second = await submit(alice, otherPayload());
      await submit(bob);

      const res = await call(alice, 'GET', '/account/export');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="styleprint-my-data.json"',
      );
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json<AccountExport>();
      expect(body.account).toEqual({
        uid: alice.uid,
        email: alice.email,
        displayName: 'Alice Example',
        signInProvider: 'password',
      });
      expect(body.assessments.map((item) => item.id)).toEqual([first.id, second.id]);
      expect(body.assessments[0]?.payload).toEqual(validPayload());
      expect(body.assessments[1]?.payload).toEqual(otherPayload());
      const { id: _id, createdAt, ...secondProfile } = second;
      expect(body.assessments[1]?.profile).toEqual(secondProfile);
      expect(body.assessments[1]?.createdAt).toBe(createdAt);
    });

    it('answers an empty list before any submission, and 401 without a token', async () => {
      const carol = await createEmailAccount('carol');
      const res = await call(carol, 'GET', '/account/export');
      expect(res.statusCode).toBe(200);
      expect(res.json<AccountExport>().assessments).toEqual([]);
      const anonymous = await context.app.inject({ method: 'GET', url: '/account/export' });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('DELETE /profile/history/:id', () => {
    it('erases one of my results and leaves the others', async () => {
      const alice = await createEmailAccount('alice');
      const kept = await submit(alice, validPayload());
      const erased = await submit(alice, otherPayload());

      const res = await call(alice, 'DELETE', `/profile/history/${erased.id}`);
      expect(res.statusCode).toBe(204);
      const latest = await call(alice, 'GET', '/profile/me');
      expect(latest.json<StoredProfile>().id).toBe(kept.id);
      const again = await call(alice, 'DELETE', `/profile/history/${erased.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ detail: 'No result of yours has this id', code: 'NOT_FOUND' });
    });

    it("never reaches another user's result", async () => {
      const alice = await createEmailAccount('alice');
      const bob = await createEmailAccount('bob');
      const bobs = await submit(bob);
      const res = await call(alice, 'DELETE', `/profile/history/${bobs.id}`);
      expect(res.statusCode).toBe(404);
      expect(await rowsOf(bob.uid)).toBe(1);
    });

    it('answers 400 naming the field for an id that is not a UUID', async () => {
      const alice = await createEmailAccount('alice');
      const res = await call(alice, 'DELETE', '/profile/history/not-an-id');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(res.json<{ detail: string }>().detail).toContain('id');
    });
  });

  describe('POST /account/sign-out-everywhere', () => {
    it('ends every session: tokens issued before it are refused, a new sign-in works', async () => {
      const dave = await createEmailAccount('dave');
      const otherBrowser = await signInWithPassword(dave.email, dave.password);
      // Revocation has one-second granularity: the tokens must predate it by a full second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const res = await call(dave, 'POST', '/account/sign-out-everywhere');
      expect(res.statusCode).toBe(204);

      const stale = await context.app.inject({
        method: 'GET',
        url: '/profile/me',
        headers: bearer(otherBrowser),
      });
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toMatchObject({ code: 'TOKEN_REVOKED' });
      const fresh = await signInWithPassword(dave.email, dave.password);
      const after = await context.app.inject({
        method: 'GET',
        url: '/profile/me',
        headers: bearer(fresh),
      });
      expect(after.statusCode).toBe(404);
    });
  });

  describe('POST /account/password-changed', () => {
    it('refuses, at once, a token issued before an in-app password change', async () => {
      const ines = await createEmailAccount('ines');
      const otherBrowser = await signInWithPassword(ines.email, ines.password);
      const read = (token: string) =>
        context.app.inject({ method: 'GET', url: '/profile/me', headers: bearer(token) });
      // The other browser's token is verified, and so held by the API's token cache.
      expect((await read(otherBrowser)).statusCode).toBe(404);
      // Firebase's revocation time has one-second granularity: the tokens must predate it.
      await new Promise((resolve) => setTimeout(resolve, 1100));

      // The account screen changes the password through Firebase (here its REST API, as the SDK
      // does), then tells the API with the token this browser holds.
      const changed = await identityToolkit<{ idToken: string }>(emulatorHost(), 'update', {
        idToken: ines.idToken,
        password: 'a-new-correct-horse',
        returnSecureToken: true,
      });
      const told = await context.app.inject({
        method: 'POST',
        url: '/account/password-changed',
        headers: bearer(changed.idToken),
      });
      expect(told.statusCode, told.body).toBe(204);

      const stale = await read(otherBrowser);
      expect(stale.statusCode, stale.body).toBe(401);
      expect(stale.json()).toMatchObject({ code: 'TOKEN_REVOKED' });
      // A sign-in with the new password works.
      const again = await signInWithPassword(ines.email, 'a-new-correct-horse');
      expect((await read(again)).statusCode).toBe(404);
    });

    it('needs a genuine token of the account, and changes nothing else', async () => {
      const jo = await createEmailAccount('jo');
      const none = await context.app.inject({ method: 'POST', url: '/account/password-changed' });
      expect(none.statusCode).toBe(401);
      const forged = await context.app.inject({
        method: 'POST',
        url: '/account/password-changed',
        headers: bearer('not.a.token'),
      });
      expect(forged.statusCode).toBe(401);
      const told = await context.app.inject({
        method: 'POST',
        url: '/account/password-changed',
        headers: bearer(jo.idToken),
      });
      expect(told.statusCode).toBe(204);
      // Without a change, the same token keeps working (checked afresh).
      const read = await context.app.inject({
        method: 'GET',
        url: '/profile/me',
        headers: bearer(jo.idToken),
      });
      expect(read.statusCode).toBe(404);
    });
  });

  describe('DELETE /account', () => {
    it('erases every row of mine and the account itself, and nobody else’s', async () => {
      const erin = await createEmailAccount('erin');
      const frank = await createEmailAccount('frank');
      await submit(erin, validPayload());
      await submit(erin, otherPayload());
      await submit(frank);

      const res = await call(erin, 'DELETE', '/account');
      expect(res.statusCode).toBe(204);
      expect(await rowsOf(erin.uid)).toBe(0);
      expect(
        (
          await context.store.sql.query(
            'SELECT 1 FROM profiles p JOIN assessments a ON a.id = p.assessment_id WHERE a.user_id = $1',
            [erin.uid],
          )
        ).length,
      ).toBe(0);
      expect(await rowsOf(frank.uid)).toBe(1);

      const old = await call(erin, 'GET', '/profile/me');
      expect(old.statusCode).toBe(401);
      await expect(signInWithPassword(erin.email, 'correct-horse-battery')).rejects.toThrow(
        /EMAIL_NOT_FOUND|USER_NOT_FOUND|INVALID/,
      );
    });

    it(`refuses with 403 when the last sign-in is older than ${RECENT_SIGN_IN_SECONDS / 60} minutes`, async () => {
      const gina = await createEmailAccount('gina');
      await submit(gina);
      const now = Date.now();
      vi.spyOn(Date, 'now').mockReturnValue(now + (RECENT_SIGN_IN_SECONDS + 60) * 1000);
      const res = await call(gina, 'DELETE', '/account');
      vi.restoreAllMocks();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        detail:
          'Please confirm your password again: deleting your account needs a sign-in from the last 5 minutes.',
        code: 'RECENT_SIGN_IN_REQUIRED',
      });
      expect(await rowsOf(gina.uid)).toBe(1);
      expect((await call(gina, 'GET', '/profile/me')).statusCode).toBe(200);
    });

    it('leaves no row behind when submissions race the deletion', async () => {
      const hal = await createEmailAccount('hal');
      await submit(hal);
      const racing = Array.from({ length: 6 }, (_, i) =>
        context.app.inject({
          method: 'POST',
          url: '/quiz/submit-assessment',
          headers: bearer(hal.idToken),
          payload: i % 2 ? validPayload() : otherPayload(),
        }),
      );
      const deletions = [call(hal, 'DELETE', '/account'), call(hal, 'DELETE', '/account')];
      const [results, deleted] = await Promise.all([Promise.all(racing), Promise.all(deletions)]);
      // Each racing submission was either stored before the erasure or refused; none fails oddly.
      for (const res of results) expect([201, 401]).toContain(res.statusCode);
      // The first deletion succeeds; a concurrent second one either also finishes or finds the
      // account already gone.
      // Statuses and bodies together, so a failure says what the deletions answered.
      const answers = deleted.map((res) => `${res.statusCode} ${res.body}`);
      expect(
        answers.some((answer) => answer.startsWith('204 ')),
        answers.join(' | '),
      ).toBe(true);
      for (const res of deleted) expect([204, 401], answers.join(' | ')).toContain(res.statusCode);
      expect(await rowsOf(hal.uid)).toBe(0);
    });
  });
});
