import { Value } from '@sinclair/typebox/value';
import { CoachReplySchema, LIMITS, type CoachReply } from '@styleprint/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, useApp } from '../helpers/app.js';
import { analysisRequest, CONVERSATION, PROFILE, SAMS_QUESTION } from '../helpers/coach.js';
import { createEmailAccount, type TestAccount } from '../helpers/emulator.js';
import { PGLITE_LEG } from '../helpers/stores.js';
import { nowSeconds, rewriteToken } from '../helpers/tokens.js';

/**
 * POST /analysis/analyze-conversation with the embedded engine (the default). The coach keeps
 * nothing, so one storage engine is enough.
 */
describe('POST /analysis/analyze-conversation', () => {
  const context = useApp(PGLITE_LEG);
  let alice: TestAccount;

  beforeAll(async () => {
    alice = await createEmailAccount('alice');
  });

  const analyze = (payload: unknown, headers: Record<string, string> = {}) =>
    context.app.inject({
      method: 'POST',
      url: '/analysis/analyze-conversation',
      payload: payload as Record<string, unknown>,
      headers,
    });

  describe('200', () => {
    it('answers an anonymous caller with a reply about this conversation', async () => {
      const res = await analyze(analysisRequest());
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const reply = res.json<CoachReply>();
      expect(Value.Check(CoachReplySchema, reply)).toBe(true);
      // It read this conversation: the other speaker is named and their question quoted.
      expect(reply.inferred_style).toContain('Sam');
      expect(reply.insights.some((insight) => insight.includes(SAMS_QUESTION))).toBe(true);
      expect(reply.suggested_reply).toContain('Sam');
    });

    it("reads the conversation against the caller's own profile", async () => {
      const asD = (await analyze(analysisRequest())).json<CoachReply>();
      const asI = (
        await analyze(
          analysisRequest({
            profile: { ...PROFILE, disc: { Primary: 'I', Secondary: 'S' } },
          }),
        )
      ).json<CoachReply>();
      expect(asD.insights.join(' ')).toContain('DiSC D');
      expect(asI.insights.join(' ')).not.toContain('DiSC D');
      expect(asI.insights).not.toEqual(asD.insights);
    });

    it('answers a signed-in caller the same way', async () => {
      const anonymous = await analyze(analysisRequest());
      const signedIn = await analyze(analysisRequest(), bearer(alice.idToken));
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toEqual(anonymous.json());
    });

    it('keeps the reply out of caches: it is about a private conversation', async () => {
      const res = await analyze(analysisRequest());
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it(`accepts exactly ${LIMITS.analysisMaxChars} characters and an optional user name`, async () => {
      const longest = `${CONVERSATION}\n`.padEnd(LIMITS.analysisMaxChars, 'x');
      expect(longest).toHaveLength(LIMITS.analysisMaxChars);
      expect((await analyze(analysisRequest({ conversation: longest }))).statusCode).toBe(200);
      const named = await analyze(analysisRequest({ userName: 'Me' }));
      expect(named.statusCode).toBe(200);
    });
  });

  describe('the reading and "Not right?" (decision 0127)', () => {
    it('shows how it read the conversation, and rewrites the answer for a reading the caller chooses', async () => {
      const first = (await analyze(analysisRequest())).json<CoachReply>();
      expect(first.reading).toMatchObject({ chosen: false });
      expect(first.reading?.sentence).toContain('Sam');
      const other = first.reading?.alternatives[0]?.situation;
      expect(other).toBeDefined();
      const res = await analyze(analysisRequest({ reading: { situation: other } }));
      expect(res.statusCode).toBe(200);
      const corrected = res.json<CoachReply>();
      expect(Value.Check(CoachReplySchema, corrected)).toBe(true);
      expect(corrected.reading).toMatchObject({ situation: other, chosen: true });
      expect(corrected.suggested_reply).not.toBe(first.suggested_reply);
    });
  });

  describe('400 naming the field', () => {
    it.each([
      ['empty', ''],
      ['spaces', '   '],
      ['white space of every kind', ' \n\t\u00a0\u2003 '],
    ])('refuses a conversation that is blank after trimming: %s', async (_label, conversation) => {
      const res = await analyze(analysisRequest({ conversation }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        detail: 'Invalid request body: conversation: must not be blank',
        code: 'VALIDATION_ERROR',
      });
    });

    it(`refuses ${LIMITS.analysisMaxChars + 1} characters`, async () => {
      const res = await analyze(
        analysisRequest({ conversation: 'x'.repeat(LIMITS.analysisMaxChars + 1) }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        detail: expect.stringMatching(/^Invalid request body: conversation: .*2000/),
        code: 'VALIDATION_ERROR',
      });
    });

    it.each([
      ['no profile', { profile: undefined }, 'profile'],
      ['no conversation', { conversation: undefined }, 'conversation'],
      ['a conversation that is not text', { conversation: 42 }, 'conversation'],
      ['a conversation as a list', { conversation: ['Sam: hi'] }, 'conversation'],
      ['a profile that is text', { profile: 'INTJ' }, 'profile'],
      [
        'a profile missing its confidence',
        { profile: { ...PROFILE, mbti: { Type: 'INTJ' } } },
        'profile.mbti.Confidence',
      ],
      [
        'a thinking score off the 0-10 axis',
        { profile: { ...PROFILE, emergenetics: { ...PROFILE.emergenetics, Analytical: 11 } } },
        'profile.emergenetics.Analytical',
      ],
      [
        'a thinking score given as text',
        { profile: { ...PROFILE, emergenetics: { ...PROFILE.emergenetics, Social: '2' } } },
        'profile.emergenetics.Social',
      ],
      [
        'a reading the coach does not know',
        { reading: { situation: 'gossip' } },
        'reading.situation',
      ],
      [
        'a reading with extra fields',
        { reading: { situation: 'objects', sentence: 'x' } },
        'reading.sentence',
      ],
      ['an empty user name', { userName: '' }, 'userName'],
      ['a user name of 61 characters', { userName: 'n'.repeat(61) }, 'userName'],
    ])('refuses %s', async (_label, changes, field) => {
      const res = await analyze(analysisRequest(changes));
      expect(res.statusCode).toBe(400);
      const body = res.json<{ detail: string; code: string }>();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.detail).toMatch(
        new RegExp(`^Invalid request body: ${field.replaceAll('.', '\\.')}: `),
      );
    });

    it('refuses a body that is not JSON', async () => {
      const res = await context.app.inject({
        method: 'POST',
        url: '/analysis/analyze-conversation',
        headers: { 'content-type': 'application/json' },
        payload: '{"conversation": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        detail: 'Invalid request body: it is not JSON',
        code: 'VALIDATION_ERROR',
      });
    });
  });

  describe('other refusals', () => {
    it('answers 413 for a body far over what 2000 characters need', async () => {
      const res = await analyze({ ...analysisRequest(), padding: 'x'.repeat(70 * 1024) });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    });

    it('answers 415 for a text/plain upload sent as is', async () => {
      const res = await context.app.inject({
        method: 'POST',
        url: '/analysis/analyze-conversation',
        headers: { 'content-type': 'text/plain' },
        payload: CONVERSATION,
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    });

    it('answers 401 to a token that does not check out, never serving it as anonymous', async () => {
      const bad = await analyze(analysisRequest(), bearer('not-a-token'));
      expect(bad.statusCode).toBe(401);
      expect(bad.json()).toMatchObject({ code: 'TOKEN_INVALID' });

      const expired = rewriteToken(alice.idToken, {
        claims: { iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 },
      });
      const late = await analyze(analysisRequest(), bearer(expired));
      expect(late.statusCode).toBe(401);
      expect(late.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
    });
  });
});
