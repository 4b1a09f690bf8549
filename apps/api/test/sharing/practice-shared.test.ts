import type { ErrorBody, PracticeSession, PracticeTurnResponse } from '@styleprint/contracts';
import { describe, expect, it } from 'vitest';
import { useApp } from '../helpers/app.js';
import { createEmailAccount } from '../helpers/emulator.js';
import { describeEachStore } from '../helpers/stores.js';
import { sharingFixtures } from './fixtures.js';

const GOAL = 'Ask for the report deadline to move to the 30th.';
const TURNS = [{ role: 'user', text: 'Could we move the report deadline to the 30th?' }];

/** Practice with someone who shares their own results with me (`sharedPersonId`, decision 0104). */
describeEachStore((leg) => {
  const context = useApp(leg);

  const { call, bobSharesWithAlice } = sharingFixtures(context);

  describe('sharedPersonId on practice', () => {
    it('plays them from only the results they share, and keeps a session without copying them', async () => {
      const { alice, id, disc } = await bobSharesWithAlice();
      const res = await call(alice, 'POST', '/practice/turn', {
        sharedPersonId: id,
        goal: GOAL,
        turns: TURNS,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<PracticeTurnResponse>().persona).toMatchObject({
        name: 'Bob Lee',
        personId: null,
        styles: { disc, mbti: null, thinking: null, strength: null },
      });
      const feedback = await call(alice, 'POST', '/practice/feedback', {
        sharedPersonId: id,
        goal: GOAL,
        turns: TURNS,
      });
      expect(feedback.statusCode, feedback.body).toBe(200);
      const kept = await call(alice, 'POST', '/practice/sessions', {
        sharedPersonId: id,
        goal: GOAL,
        turns: TURNS,
      });
      expect(kept.statusCode, kept.body).toBe(201);
      expect(kept.json<PracticeSession>()).toMatchObject({
        personId: null,
        personName: null,
        styles: { disc: null, mbti: null, thinking: null, strength: null },
      });
      expect(kept.json<PracticeSession>().feedback).toEqual(feedback.json());
    });

    it('refuses someone who does not or no longer shares, another pair and anonymous callers', async () => {
      const { alice, bob, id } = await bobSharesWithAlice();
      const carol = await createEmailAccount('carol');
      const body = { sharedPersonId: id, goal: GOAL, turns: TURNS };
      for (const url of ['/practice/turn', '/practice/feedback', '/practice/sessions']) {
        for (const who of [bob, carol]) {
          const res = await call(who, 'POST', url, body);
          expect(res.statusCode, url).toBe(404);
          expect(res.json<ErrorBody>().code).toBe('SHARE_NOT_FOUND');
        }
        const both = await call(alice, 'POST', url, { ...body, personId: 'p1' });
        expect(both.statusCode, url).toBe(400);
        expect(both.json<ErrorBody>().detail).toContain('only one of');
      }
      for (const url of ['/practice/turn', '/practice/feedback']) {
        expect((await call(null, 'POST', url, body)).statusCode, url).toBe(401);
      }
      const stop = await call(bob, 'DELETE', `/sharing/people/${id}/mine`);
      expect(stop.statusCode, stop.body).toBe(204);
      const after = await call(alice, 'POST', '/practice/turn', body);
      expect(after.statusCode).toBe(404);
      expect(after.json<ErrorBody>().code).toBe('SHARE_NOT_FOUND');
    });
  });
});
