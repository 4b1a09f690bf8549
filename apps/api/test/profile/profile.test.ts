import type { ProfileHistory, StoredProfile } from '@styleprint/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_DEFAULT_LIMIT } from '../../src/routes/profile/index.js';
import { bearer, useApp } from '../helpers/app.js';
import { createEmailAccount, type TestAccount } from '../helpers/emulator.js';
import { otherPayload, validPayload } from '../helpers/payloads.js';
import { describeEachStore } from '../helpers/stores.js';

describeEachStore((leg) => {
  const context = useApp(leg);
  let alice: TestAccount;
  let bob: TestAccount;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([createEmailAccount('alice'), createEmailAccount('bob')]);
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
  const get = (account: TestAccount, url: string) =>
    context.app.inject({ method: 'GET', url, headers: bearer(account.idToken) });
  const erase = (account: TestAccount) =>
    context.app.inject({ method: 'DELETE', url: '/profile/me', headers: bearer(account.idToken) });

  describe('GET /profile/me', () => {
    it('answers 404 "Profile not found" before the first submission', async () => {
      const res = await get(alice, '/profile/me');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Profile not found', code: 'PROFILE_NOT_FOUND' });
    });

    it("answers the latest profile in the spec's shape, with its id and time", async () => {
      await submit(alice, validPayload());
      const latest = await submit(alice, otherPayload());
      const res = await get(alice, '/profile/me');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json<StoredProfile>();
      expect(Object.keys(body).sort()).toEqual(
        ['cliftonStrengths', 'createdAt', 'disc', 'emergenetics', 'id', 'mbti'].sort(),
      );
      expect(body).toEqual(latest);
      expect(body).toMatchObject({
        mbti: { Type: 'ENFP' },
        disc: { Primary: 'C', Secondary: 'S' },
        cliftonStrengths: { Influencing: 3, TopDomain: 'Influencing' },
      });
    });
  });

  describe('GET /profile/history', () => {
    it('lists my results newest first, one page at a time', async () => {
      const submitted: StoredProfile[] = [];
      for (let i = 0; i < 5; i += 1) submitted.push(await submit(alice));
      const newestFirst = submitted.map((profile) => profile.id).reverse();

      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = cursor ? `limit=2&cursor=${cursor}` : 'limit=2';
        const res = await get(alice, `/profile/history?${query}`);
        expect(res.statusCode).toBe(200);
        const page = res.json<ProfileHistory>();
        expect(page.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor !== null && pages < 10);

      expect(pages).toBe(3);
      expect(seen).toEqual(newestFirst);
    });

    it(`answers an empty page before any submission, and ${HISTORY_DEFAULT_LIMIT} items by default`, async () => {
      const empty = await get(alice, '/profile/history');
      expect(empty.json()).toEqual({ items: [], nextCursor: null });

      for (let i = 0; i < HISTORY_DEFAULT_LIMIT + 1; i += 1) await submit(alice);
      const page = (await get(alice, '/profile/history')).json<ProfileHistory>();
      expect(page.items).toHaveLength(HISTORY_DEFAULT_LIMIT);
      expect(page.nextCursor).not.toBeNull();
    });

    it.each([
      ['limit=0', /limit/],
      ['limit=51', /limit/],
      ['limit=ten', /limit/],
      ['cursor=not-a-uuid', /cursor/],
      ['cursor=00000000-0000-4000-8000-000000000000', /cursor: names none of your results/],
    ])('answers 400 for %s', async (query, field) => {
      const res = await get(alice, `/profile/history?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        detail: expect.stringMatching(field),
        code: 'VALIDATION_ERROR',
      });
    });
  });

  describe('DELETE /profile/me', () => {
    it('erases every stored row of mine and answers 204', async () => {
      await submit(alice);
      await submit(alice, otherPayload());
      const res = await erase(alice);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');

      expect((await get(alice, '/profile/me')).statusCode).toBe(404);
      expect((await get(alice, '/profile/history')).json()).toEqual({
        items: [],
        nextCursor: null,
      });
      const rows = await context.store.sql.query<{ assessments: number; profiles: number }>(
        `SELECT (SELECT count(*)::int FROM assessments) AS assessments,
                (SELECT count(*)::int FROM profiles) AS profiles`,
      );
      expect(rows[0]).toEqual({ assessments: 0, profiles: 0 });
    });

    it('answers 204 when nothing was stored', async () => {
      expect((await erase(alice)).statusCode).toBe(204);
    });
  });

  describe('isolation: user B cannot read, list or delete user A’s data', () => {
    it('B sees no profile and no history of A', async () => {
      const aliceProfile = await submit(alice);
      expect((await get(bob, '/profile/me')).statusCode).toBe(404);
      expect((await get(bob, '/profile/history')).json()).toEqual({ items: [], nextCursor: null });
      // A's id is no key to A's data, even as a cursor.
      const withAliceCursor = await get(bob, `/profile/history?cursor=${aliceProfile.id}`);
      expect(withAliceCursor.statusCode).toBe(400);
      expect(withAliceCursor.body).not.toContain(aliceProfile.mbti.Type);
    });

    it('B erasing their data leaves A’s untouched', async () => {
      const aliceProfile = await submit(alice);
      await submit(bob, otherPayload());
      expect((await erase(bob)).statusCode).toBe(204);
      expect((await get(alice, '/profile/me')).json()).toEqual(aliceProfile);
      expect((await get(bob, '/profile/me')).statusCode).toBe(404);
    });

    it('each user reads only their own latest profile', async () => {
      const aliceProfile = await submit(alice, validPayload());
      const bobProfile = await submit(bob, otherPayload());
      expect((await get(alice, '/profile/me')).json()).toEqual(aliceProfile);
      expect((await get(bob, '/profile/me')).json()).toEqual(bobProfile);
      const bobHistory = (await get(bob, '/profile/history')).json<ProfileHistory>();
      expect(bobHistory.items.map((item) => item.id)).toEqual([bobProfile.id]);
    });

    it('users reading at the same moment each get their own profile (their reads share a query)', async () => {
      const carol = await createEmailAccount('carol');
      const aliceProfile = await submit(alice, validPayload());
      const bobProfile = await submit(bob, otherPayload());
      context.app.store.profiles.forgetCached();
      const readers = [alice, bob, carol, bob, alice, carol, alice];
      const answers = await Promise.all(readers.map((account) => get(account, '/profile/me')));
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 404, 200, 200, 404, 200]);
      const expected = [aliceProfile, bobProfile, undefined, bobProfile, aliceProfile];
      expected.forEach((profile, index) => {
        if (profile) expect(answers[index]?.json()).toEqual(profile);
      });
      expect(answers[6]?.json()).toEqual(aliceProfile);
    });

    it('a read sent right after a submission is acknowledged sees it, even while other reads are on their way', async () => {
      await submit(alice, validPayload());
      const reads = Array.from({ length: 5 }, () => get(alice, '/profile/me'));
      const newer = await submit(alice, otherPayload());
      const after = await get(alice, '/profile/me');
      await Promise.all(reads);
      expect(after.json()).toEqual(newer);
    });
  });

  it.each([
    ['GET', '/profile/me'],
    ['GET', '/profile/history'],
    ['DELETE', '/profile/me'],
  ] as const)('%s %s asks for sign-in', async (method, url) => {
    const res = await context.app.inject({ method, url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication required', code: 'AUTH_REQUIRED' });
  });
});
