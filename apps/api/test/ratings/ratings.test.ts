import {
  MyRatingsSchema,
  RATING_LIMITS,
  type ErrorBody,
  type MyRatings,
  type RatingAnswers,
  type RatingInvitation,
  type RatingRequestCreated,
} from '@styleprint/contracts';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { callerFor, useApp } from '../helpers/app.js';
import { createEmailAccount, type TestAccount } from '../helpers/emulator.js';
import { validPayload } from '../helpers/payloads.js';
import { describeEachStore } from '../helpers/stores.js';
import { BRISK, GENTLE } from './fixtures.js';

describeEachStore((leg) => {
  const context = useApp(leg);

  const call = callerFor(context);

  const ask = async (account: TestAccount, name = 'Ana'): Promise<RatingRequestCreated> => {
    const res = await call(account, 'POST', '/ratings/requests', { name });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<RatingRequestCreated>();
  };

  const rate = (rater: TestAccount, token: string, answers: RatingAnswers = BRISK) =>
    call(rater, 'POST', '/ratings/invitation/answer', { token, answers });

  const mine = async (account: TestAccount): Promise<MyRatings> => {
    const res = await call(account, 'GET', '/ratings/mine');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<MyRatings>();
    expect(Value.Check(MyRatingsSchema, body)).toBe(true);
    return body;
  };

  const stored = async () =>
    (await context.store.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM ratings'))[0]?.n;

  describe('asking and answering', () => {
    it('makes a link with a long random token and keeps only its hash', async () => {
      const ana = await createEmailAccount('ana');
      const link = await ask(ana, '  Ana   Lima ');
      expect(link).toMatchObject({ name: 'Ana Lima', state: 'open' });
      // 32 random bytes in base64url: 256 bits.
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const days = (Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / 86_400_000;
      expect(Math.round(days)).toBe(RATING_LIMITS.linkDays);
      const rows = await context.store.sql.query<Record<string, unknown>>(
        'SELECT * FROM rating_requests',
      );
      expect(JSON.stringify(rows)).not.toContain(link.token);
      expect((await mine(ana)).requests).toEqual([
        {
          id: link.id,
          name: 'Ana Lima',
          createdAt: link.createdAt,
          expiresAt: link.expiresAt,
          state: 'open',
        },
      ]);
    });

    it('shows a colleague whom they rate, takes their answers and lets them change them', async () => {
      const ana = await createEmailAccount('ana');
      const ben = await createEmailAccount('ben');
      const link = await ask(ana);
      const opened = await call(ben, 'POST', '/ratings/invitation', { token: link.token });
      expect(opened.statusCode).toBe(200);
      expect(opened.json<RatingInvitation>()).toEqual({
        name: 'Ana',
        expiresAt: link.expiresAt,
        answers: null,
      });
      expect((await rate(ben, link.token, BRISK)).statusCode).toBe(200);
      expect((await rate(ben, link.token, GENTLE)).statusCode).toBe(200);
      const again = await call(ben, 'POST', '/ratings/invitation', { token: link.token });
      expect(again.json<RatingInvitation>().answers).toEqual(GENTLE);
      // One rating per rater per link.
      expect(await stored()).toBe(1);
    });

    it('with two ratings shows how many answered and nothing of the answers; with three, the combined view', async () => {
      const ana = await createEmailAccount('ana');
      await call(ana, 'POST', '/quiz/submit-assessment', validPayload());
      const link = await ask(ana);
      const [ben, cleo, dev] = await Promise.all(
        ['ben', 'cleo', 'dev'].map((label) => createEmailAccount(label)),
      );
      await rate(ben!, link.token, BRISK);
      await rate(cleo!, link.token, BRISK);

      const two = await mine(ana);
      expect(two).toMatchObject({ raters: 2, needed: 3, aggregate: null });
      expect(JSON.stringify(two)).not.toMatch(/pace|focus|assertiveness|feedback|plans|answers/);

      await rate(dev!, link.token, GENTLE);
      const three = await mine(ana);
      expect(three.raters).toBe(3);
      expect(three.aggregate?.raters).toBe(3);
      expect(three.aggregate?.axes.find((axis) => axis.axis === 'pace')).toMatchObject({
        average: -0.7,
        split: true,
      });
      expect(three.aggregate?.frameworks.map((entry) => entry.framework)).toEqual([
        'disc',
        'emergenetics',
        'mbti',
      ]);
      expect(three.aggregate?.frameworks[0]?.self).not.toBeNull();
      // Nothing on the wire names a rater.
      const body = JSON.stringify(three);
      for (const rater of [ben!, cleo!, dev!]) {
        expect(body).not.toContain(rater.uid);
        expect(body).not.toContain(rater.email);
      }
    });

    it('counts a colleague once across several links (their latest answers)', async () => {
      const ana = await createEmailAccount('ana');
      const first = await ask(ana);
      const second = await ask(ana);
      const [ben, cleo] = await Promise.all([
        createEmailAccount('ben'),
        createEmailAccount('cleo'),
      ]);
      await rate(ben, first.token);
      await rate(ben, second.token);
      await rate(cleo, first.token);
      expect(await mine(ana)).toMatchObject({ raters: 2, aggregate: null });
    });

    it('hides the combined view again when a rater deletes their account', async () => {
      const ana = await createEmailAccount('ana');
      const link = await ask(ana);
      const raters = await Promise.all(
        ['ben', 'cleo', 'dev'].map((label) => createEmailAccount(label)),
      );
      for (const rater of raters) await rate(rater, link.token);
      expect((await mine(ana)).aggregate).not.toBeNull();

      expect((await call(raters[0]!, 'DELETE', '/account')).statusCode).toBe(204);
      expect(await mine(ana)).toMatchObject({ raters: 2, aggregate: null });
    });
  });

  describe('links that take no answers', () => {
    it('refuses the person’s own link', async () => {
      const ana = await createEmailAccount('ana');
      const link = await ask(ana);
      for (const res of [
        await call(ana, 'POST', '/ratings/invitation', { token: link.token }),
        await rate(ana, link.token),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json<ErrorBody>().code).toBe('RATING_OWN_LINK');
      }
      expect(await stored()).toBe(0);
    });

    it('says an unknown token names no link', async () => {
      const ben = await createEmailAccount('ben');
      const res = await rate(ben, 'not-a-real-token');
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>()).toEqual({
        code: 'RATING_LINK_NOT_FOUND',
        detail: 'This rating link does not exist. Check that you copied all of it.',
      });
      expect(await stored()).toBe(0);
    });

    it('stores nothing on a revoked link, and keeps answers given before', async () => {
      const ana = await createEmailAccount('ana');
      const [ben, cleo] = await Promise.all([
        createEmailAccount('ben'),
        createEmailAccount('cleo'),
      ]);
      const link = await ask(ana);
      await rate(ben, link.token);
      expect((await call(ana, 'DELETE', `/ratings/requests/${link.id}`)).statusCode).toBe(204);
      expect((await mine(ana)).requests[0]?.state).toBe('revoked');

      const late = await rate(cleo, link.token);
      expect(late.statusCode).toBe(410);
      expect(late.json<ErrorBody>().code).toBe('RATING_LINK_CLOSED');
      const change = await rate(ben, link.token, GENTLE);
      expect(change.statusCode).toBe(410);
      expect(
        (await call(cleo, 'POST', '/ratings/invitation', { token: link.token })).statusCode,
      ).toBe(410);
      expect(await stored()).toBe(1);
      expect((await mine(ana)).raters).toBe(1);
    });

    it('stores nothing on an expired link', async () => {
      const ana = await createEmailAccount('ana');
      const ben = await createEmailAccount('ben');
      const link = await ask(ana);
      await context.store.sql.query(
        "UPDATE rating_requests SET expires_at = now() - interval '1 minute' WHERE id = $1",
        [link.id],
      );
      expect((await mine(ana)).requests[0]?.state).toBe('expired');
      const res = await rate(ben, link.token);
      expect(res.statusCode).toBe(410);
      expect(await stored()).toBe(0);
    });

    it.each([
      ['a position off the line', { ...BRISK, pace: 0 }, /answers.pace/],
      ['a missing answer', { pace: 1 }, /answers/],
      ['an extra answer', { ...BRISK, charm: 2 }, /charm|additional/i],
    ])('refuses %s with a 400 that names it', async (_label, answers, detail) => {
      const ana = await createEmailAccount('ana');
      const ben = await createEmailAccount('ben');
      const link = await ask(ana);
      const res = await call(ben, 'POST', '/ratings/invitation/answer', {
        token: link.token,
        answers,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().code).toBe('VALIDATION_ERROR');
      expect(res.json<ErrorBody>().detail).toMatch(detail);
      expect(await stored()).toBe(0);
    });

    it.each([
      ['a blank name', '   '],
      ['a name of invisible characters only', '\u200B\u202E'],
      ['a name with a NUL character', 'Ana\u0000'],
    ])('refuses %s for a link, and makes none', async (_label, name) => {
      const ana = await createEmailAccount('ana');
      const res = await call(ana, 'POST', '/ratings/requests', { name });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().detail).toMatch(/name/);
      expect((await mine(ana)).requests).toEqual([]);
    });
  });

  describe('export and erasure', () => {
    it('exports my links, the combined view I received and the ratings I gave', async () => {
      const ana = await createEmailAccount('ana');
      const ben = await createEmailAccount('ben');
      const link = await ask(ana);
      const bensLink = await ask(ben, 'Ben');
      const raters = await Promise.all(['c', 'd', 'e'].map((label) => createEmailAccount(label)));
      for (const rater of raters) await rate(rater, link.token);
      await rate(ana, bensLink.token, GENTLE);

      const exported = (await call(ana, 'GET', '/account/export')).json<{
        ratings: { requests: unknown[]; raters: number; received: unknown; given: unknown[] };
      }>();
      expect(exported.ratings.requests).toEqual([
        expect.objectContaining({ id: link.id, name: 'Ana', state: 'open' }),
      ]);
      expect(exported.ratings.raters).toBe(3);
      expect(exported.ratings.received).toMatchObject({ raters: 3 });
      expect(exported.ratings.given).toEqual([
        expect.objectContaining({ name: 'Ben', answers: GENTLE }),
      ]);
      expect(JSON.stringify(exported)).not.toContain(link.token);
    });

    it('deleting an account removes its links, every answer on them and the ratings it gave', async () => {
      const ana = await createEmailAccount('ana');
      const ben = await createEmailAccount('ben');
      const link = await ask(ana);
      const bensLink = await ask(ben, 'Ben');
      await rate(ben, link.token);
      await rate(ana, bensLink.token);

      expect((await call(ana, 'DELETE', '/account')).statusCode).toBe(204);
      const left = await context.store.sql.query<{ user_id: string }>(
        'SELECT user_id FROM rating_requests',
      );
      expect(left).toEqual([{ user_id: ben.uid }]);
      const answers = await context.store.sql.query<{ rater_id: string }>(
        'SELECT rater_id FROM ratings',
      );
      expect(answers).toEqual([]);
      expect(await mine(ben)).toMatchObject({ raters: 0 });
    });
  });

  describe('limits', () => {
    it(`makes at most ${RATING_LIMITS.requestsPerHour} links an hour, then answers 429 with Retry-After`, async () => {
      const ana = await createEmailAccount('ana');
      for (let i = 0; i < RATING_LIMITS.requestsPerHour; i += 1) await ask(ana);
      const res = await call(ana, 'POST', '/ratings/requests', { name: 'Ana' });
      expect(res.statusCode).toBe(429);
      expect(res.json<ErrorBody>().code).toBe('RATE_LIMITED');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // Someone else is not held back.
      await ask(await createEmailAccount('ben'));
    });
  });

  it('needs a sign-in on every route', async () => {
    for (const [method, url] of [
      ['POST', '/ratings/requests'],
      ['GET', '/ratings/mine'],
      ['DELETE', '/ratings/requests/x'],
      ['POST', '/ratings/invitation'],
      ['POST', '/ratings/invitation/answer'],
    ] as const) {
      expect(
        (await call(null, method, url, method === 'GET' || method === 'DELETE' ? undefined : {}))
          .statusCode,
      ).toBe(401);
    }
  });
});
