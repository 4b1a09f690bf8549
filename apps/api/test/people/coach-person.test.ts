import type { CoachReply, ErrorBody, Person } from '@styleprint/contracts';
import { describe, expect, it } from 'vitest';
import { callerFor, useApp } from '../helpers/app.js';
import { analysisRequest, chatRequest, COACH_CALLS, parseEventStream } from '../helpers/coach.js';
import { createEmailAccount, type TestAccount } from '../helpers/emulator.js';
import { describeEachStore } from '../helpers/stores.js';

/** Sam, as the embedded coach reads them from the helper's conversation: careful and precise. */
describeEachStore((leg) => {
  const context = useApp(leg);

  const call = callerFor(context);

  const addSam = async (account: TestAccount, disc: 'D' | 'I' | 'S' | 'C'): Promise<Person> => {
    const res = await call(account, 'POST', '/people', { name: 'Sam', traits: { disc } });
    expect(res.statusCode).toBe(201);
    return res.json<Person>();
  };

  describe('personId on the coach routes', () => {
    it('analyses for the saved person’s style', async () => {
      const alice = await createEmailAccount('alice');
      const sam = await addSam(alice, 'I');
      const plain = await call(alice, 'POST', '/analysis/analyze-conversation', analysisRequest());
      const forSam = await call(
        alice,
        'POST',
        '/analysis/analyze-conversation',
        analysisRequest({ personId: sam.id }),
      );
      expect(forSam.statusCode).toBe(200);
      expect(plain.json<CoachReply>().inferred_style).not.toMatch(/DiSC I/);
      expect(forSam.json<CoachReply>().inferred_style).toMatch(/Sam comes across as .*DiSC I/);
      expect(forSam.json<CoachReply>().suggested_reply).not.toBe(
        plain.json<CoachReply>().suggested_reply,
      );
    });

    it('answers a chat message for the saved person', async () => {
      const alice = await createEmailAccount('alice');
      const sam = await addSam(alice, 'S');
      const res = await call(alice, 'POST', '/chat/ask', chatRequest({ personId: sam.id }));
      expect(res.statusCode).toBe(200);
      expect(res.json<CoachReply>().inferred_style).toMatch(
        /Sam: likely DiSC S .*as you saved them/,
      );
      const streamed = await call(alice, 'POST', '/chat/stream', chatRequest({ personId: sam.id }));
      expect(streamed.statusCode).toBe(200);
      const done = parseEventStream(streamed.body).at(-1);
      expect(done?.type === 'done' && done.reply.inferred_style).toMatch(/as you saved them/);
    });

    it('never reaches another user’s person: 404 on every coach route, 401 without sign-in', async () => {
      const alice = await createEmailAccount('alice');
      const bob = await createEmailAccount('bob');
      const sam = await addSam(alice, 'D');
      for (const { url, payload } of COACH_CALLS) {
        for (const personId of [sam.id, '00000000-0000-4000-8000-000000000000', 'nobody']) {
          const res = await call(bob, 'POST', url, { ...payload, personId });
          expect(res.statusCode, `${url} ${personId}`).toBe(404);
          expect(res.json<ErrorBody>()).toEqual({
            code: 'PERSON_NOT_FOUND',
            detail: 'Person not found',
          });
        }
        const anonymous = await call(null, 'POST', url, { ...payload, personId: sam.id });
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json<ErrorBody>().code).toBe('AUTH_REQUIRED');
        const blank = await call(alice, 'POST', url, { ...payload, personId: '' });
        expect(blank.statusCode).toBe(400);
        expect(blank.json<ErrorBody>().detail).toMatch(/personId/);
      }
    });
  });

  describe('saving a counterpart read', () => {
    it('the reply’s counterparts save as a person with the same read and evidence', async () => {
      const alice = await createEmailAccount('alice');
      const reply = await call(alice, 'POST', '/analysis/analyze-conversation', analysisRequest());
      const [read] = reply.json<CoachReply>().counterparts ?? [];
      expect(read?.name).toBe('Sam');
      expect(read?.evidence.length).toBeGreaterThan(0);
      const saved = await call(alice, 'POST', '/people', {
        name: read?.name,
        evidence: read?.evidence,
      });
      expect(saved.statusCode).toBe(201);
      const person = saved.json<Person>();
      expect(person.origin).toBe('analysis');
      expect(person.traits).toEqual(read?.traits);
      expect(person.evidence).toEqual(read?.evidence);
    });
  });
});
