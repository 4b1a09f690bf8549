import type { CoachReply, ErrorBody, InviteCreated, SharedPersonList } from '@styleprint/contracts';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callAs, useApp } from '../helpers/app.js';
import { analysisRequest, chatRequest, COACH_CALLS, parseEventStream } from '../helpers/coach.js';
import { createEmailAccount, type TestAccount } from '../helpers/emulator.js';
import { validPayload } from '../helpers/payloads.js';
import { describeEachStore } from '../helpers/stores.js';

const DISC_ONLY = { traits: ['disc'], suggestions: false } as const;
const THINKING_ONLY = { traits: ['thinking'], suggestions: false } as const;

/** The coach with someone who shares with me (`sharedPersonId`, decision 0104). */
describeEachStore((leg) => {
  const context = useApp(leg);

  const call = (
    account: TestAccount | null,
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
  ) => callAs(context, account, method, url, payload);

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
    const made = await call(alice, 'POST', '/sharing/invites', {});
    const { token } = made.json<InviteCreated>();
    const accepted = await call(bob, 'POST', '/sharing/invites/accept', { token, share });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const listed = (await call(alice, 'GET', '/sharing/people')).json<SharedPersonList>().items;
    const bobForAlice = listed[0];
    if (!bobForAlice?.theirs?.traits) throw new Error('Bob does not show as sharing');
    return { alice, bob, id: bobForAlice.id, disc: bobForAlice.theirs.traits.disc };
  };

  describe('sharedPersonId on the coach routes', () => {
    it('answers for their own shared result and says so', async () => {
      const { alice, id, disc } = await bobSharesWithAlice();
      expect(disc).toMatch(/^[DISC]$/);
      const res = await call(alice, 'POST', '/chat/ask', chatRequest({ sharedPersonId: id }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<CoachReply>().inferred_style).toMatch(
        new RegExp(`Bob Lee: likely DiSC ${disc} .*from their own results`),
      );
      expect(res.json<CoachReply>().inferred_style).not.toMatch(/as you saved them/);
      const streamed = await call(
        alice,
        'POST',
        '/chat/stream',
        chatRequest({ sharedPersonId: id }),
      );
      const done = parseEventStream(streamed.body).at(-1);
      expect(done?.type === 'done' && done.reply.inferred_style).toMatch(/from their own results/);
      const analysed = await call(
        alice,
        'POST',
        '/analysis/analyze-conversation',
        analysisRequest({ sharedPersonId: id }),
      );
      expect(analysed.statusCode, analysed.body).toBe(200);
      expect(analysed.json<CoachReply>().inferred_style).toMatch(new RegExp(`DiSC ${disc}`));
    });

    it('uses only the results they share', async () => {
      const { alice, id } = await bobSharesWithAlice(THINKING_ONLY);
      const res = await call(alice, 'POST', '/chat/ask', chatRequest({ sharedPersonId: id }));
      expect(res.statusCode, res.body).toBe(200);
      // Their DiSC style is not shared: nothing is said about it being theirs.
      expect(res.json<CoachReply>().inferred_style).not.toMatch(/from their own results/);
    });

    it('refuses someone who does not or no longer shares, another pair, anonymous callers and both ids', async () => {
      const { alice, bob, id } = await bobSharesWithAlice();
      const carol = await createEmailAccount('carol');
      const sam = await call(alice, 'POST', '/people', { name: 'Sam', traits: { disc: 'I' } });
      for (const { url, payload } of COACH_CALLS) {
        // Alice shares nothing with Bob, so Bob has nothing of hers to use; Carol is not a side.
        for (const who of [bob, carol]) {
          const res = await call(who, 'POST', url, { ...payload, sharedPersonId: id });
          expect(res.statusCode, url).toBe(404);
          expect(res.json<ErrorBody>().code).toBe('SHARE_NOT_FOUND');
        }
        const anonymous = await call(null, 'POST', url, { ...payload, sharedPersonId: id });
        expect(anonymous.statusCode).toBe(401);
        const both = await call(alice, 'POST', url, {
          ...payload,
          sharedPersonId: id,
          personId: sam.json<{ id: string }>().id,
        });
        expect(both.statusCode).toBe(400);
        expect(both.json<ErrorBody>().detail).toMatch(/either personId .* or sharedPersonId/);
      }
      const stop = await call(bob, 'DELETE', `/sharing/people/${id}/mine`);
      expect(stop.statusCode, stop.body).toBe(204);
      for (const { url, payload } of COACH_CALLS) {
        const res = await call(alice, 'POST', url, { ...payload, sharedPersonId: id });
        expect(res.statusCode, url).toBe(404);
        expect(res.json<ErrorBody>()).toEqual({
          code: 'SHARE_NOT_FOUND',
          detail: 'No one you share with has this id',
        });
      }
    });
  });
});
