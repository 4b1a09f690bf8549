import type { ErrorBody, MyRatings, RatingRequestCreated } from '@styleprint/contracts';
import { expect, it } from 'vitest';
import { callAs, useApp } from '../helpers/app.js';
import { createEmailAccount } from '../helpers/emulator.js';
import { describeEachStore } from '../helpers/stores.js';
import { BRISK } from './fixtures.js';

/**
 * User B can neither read nor change user A's rating links or what A received: every route
 * either is keyed by the caller's own id or answers B's attempt exactly like an unknown link.
 */
describeEachStore((leg) => {
  const context = useApp(leg);

  it('B cannot see, close or read A’s links or combined answers', async () => {
    const [ana, bea, cy, dov, eli] = await Promise.all(
      ['ana', 'bea', 'cy', 'dov', 'eli'].map((label) => createEmailAccount(label)),
    );
    const created = await callAs(context, ana!, 'POST', '/ratings/requests', { name: 'Ana' });
    const link = created.json<RatingRequestCreated>();
    for (const rater of [cy!, dov!, eli!]) {
      const res = await callAs(context, rater, 'POST', '/ratings/invitation/answer', {
        token: link.token,
        answers: BRISK,
      });
      expect(res.statusCode).toBe(200);
    }

    // B's own view holds none of A's links or answers.
    const bView = (await callAs(context, bea!, 'GET', '/ratings/mine')).json<MyRatings>();
    expect(bView).toEqual({ requests: [], raters: 0, needed: 3, aggregate: null });

    // Closing A's link by its id is answered like an unknown id, and changes nothing.
    const closing = await callAs(context, bea!, 'DELETE', `/ratings/requests/${link.id}`);
    expect(closing.statusCode).toBe(404);
    expect(closing.json<ErrorBody>().code).toBe('RATING_REQUEST_NOT_FOUND');
    const unknown = await callAs(
      context,
      bea!,
      'DELETE',
      '/ratings/requests/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.json()).toEqual(closing.json());
    const aView = (await callAs(context, ana!, 'GET', '/ratings/mine')).json<MyRatings>();
    expect(aView.requests[0]?.state).toBe('open');
    expect(aView.aggregate?.raters).toBe(3);

    // A rater sees only their own answers on the link, never another rater's.
    const asB = await callAs(context, bea!, 'POST', '/ratings/invitation', { token: link.token });
    expect(asB.json()).toMatchObject({ name: 'Ana', answers: null });
  });

  it('B’s export holds only B’s own ratings given, never A’s links or another rater’s answers', async () => {
    const [ana, bea, cy] = await Promise.all(
      ['ana', 'bea', 'cy'].map((label) => createEmailAccount(label)),
    );
    const link = (
      await callAs(context, ana!, 'POST', '/ratings/requests', { name: 'Ana' })
    ).json<RatingRequestCreated>();
    await callAs(context, bea!, 'POST', '/ratings/invitation/answer', {
      token: link.token,
      answers: BRISK,
    });
    await callAs(context, cy!, 'POST', '/ratings/invitation/answer', {
      token: link.token,
      answers: { ...BRISK, pace: 2 },
    });
    const exported = (await callAs(context, bea!, 'GET', '/account/export')).json<{
      ratings: unknown;
    }>();
    expect(exported.ratings).toMatchObject({
      requests: [],
      raters: 0,
      received: null,
      given: [{ name: 'Ana', answers: BRISK }],
    });
    expect(JSON.stringify(exported)).not.toContain(link.id);
  });
});
