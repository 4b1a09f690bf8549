import type { CoachReply, ErrorBody } from '@styleprint/contracts';
import { describe, expect, it } from 'vitest';
import { useApp } from '../helpers/app.js';
import { analysisRequest, chatRequest, COACH_CALLS, parseEventStream } from '../helpers/coach.js';
import { createEmailAccount } from '../helpers/emulator.js';
import { describeEachStore } from '../helpers/stores.js';
import { sharingFixtures } from './fixtures.js';

const THINKING_ONLY = { traits: ['thinking'], suggestions: false } as const;

/** The coach with someone who shares with me (`sharedPersonId`, decision 0104). */
describeEachStore((leg) => {
  const context = useApp(leg);

  const { call, bobSharesWithAlice } = sharingFixtures(context);

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
