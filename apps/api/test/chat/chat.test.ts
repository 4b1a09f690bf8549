import { Value } from '@sinclair/typebox/value';
import { replyAsText } from '@styleprint/coach';
import { CoachReplySchema, LIMITS, type CoachReply } from '@styleprint/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, useApp } from '../helpers/app.js';
import { CHAT_MESSAGE, chatRequest, parseEventStream, PROFILE } from '../helpers/coach.js';
import { createEmailAccount, type TestAccount } from '../helpers/emulator.js';
import { PGLITE_LEG } from '../helpers/stores.js';

/** POST /chat/ask and POST /chat/stream with the embedded engine (the default). */
describe('the chat routes', () => {
  const context = useApp(PGLITE_LEG);
  let alice: TestAccount;

  beforeAll(async () => {
    alice = await createEmailAccount('alice');
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    context.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers,
    });

  const turn = (role: 'user' | 'assistant', content = 'Earlier turn.') => ({ role, content });

  describe('POST /chat/ask', () => {
    it('answers an anonymous caller with a reply about this message and profile', async () => {
      const res = await post('/chat/ask', chatRequest());
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const reply = res.json<CoachReply>();
      expect(Value.Check(CoachReplySchema, reply)).toBe(true);
      // "How do I say no to my manager?": answered as saying no, to the manager, for this profile.
      expect(replyAsText(reply)).toMatch(/say no/i);
      expect(replyAsText(reply)).toMatch(/your manager/i);
      expect(reply.inferred_style).toContain('INTJ');
    });

    it('answers a signed-in caller, with a history of earlier turns', async () => {
      const res = await post(
        '/chat/ask',
        chatRequest({ history: [turn('user', 'Hi'), turn('assistant', 'Hello, how can I help?')] }),
        bearer(alice.idToken),
      );
      expect(res.statusCode).toBe(200);
      expect(Value.Check(CoachReplySchema, res.json())).toBe(true);
    });

    it(`accepts ${LIMITS.chatMaxChars} characters and ${LIMITS.chatHistoryMaxItems} turns at most`, async () => {
      const res = await post(
        '/chat/ask',
        chatRequest({
          message: `${CHAT_MESSAGE} `.padEnd(LIMITS.chatMaxChars, 'x'),
          history: Array.from({ length: LIMITS.chatHistoryMaxItems }, (_, index) =>
            turn(
              index % 2 === 0 ? 'user' : 'assistant',
              'y'.repeat(LIMITS.chatHistoryItemMaxChars),
            ),
          ),
        }),
      );
      expect(res.statusCode).toBe(200);
    });
  });

  describe('POST /chat/stream', () => {
    it('streams deltas, then the whole reply, as server-sent events', async () => {
      const res = await post('/chat/stream', chatRequest());
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(res.headers['cache-control']).toContain('no-cache');
      expect(res.headers['x-accel-buffering']).toBe('no');
      expect(res.headers['content-length']).toBeUndefined();

      const events = parseEventStream(res.body);
      const last = events.at(-1);
      const deltas = events.slice(0, -1);
      expect(deltas.length).toBeGreaterThan(1);
      expect(deltas.every((event) => event.type === 'delta')).toBe(true);
      if (last?.type !== 'done') throw new Error(`the stream ended with ${JSON.stringify(last)}`);

      // Concatenated, the deltas are the reply as text; `done` is the reply /chat/ask gives.
      const text = deltas.map((event) => (event.type === 'delta' ? event.text : '')).join('');
      expect(text).toBe(replyAsText(last.reply));
      expect(text).toMatch(/your manager/i);
      const asked = await post('/chat/ask', chatRequest());
      expect(last.reply).toEqual(asked.json());
    });

    it('answers thoughts of ending it with care and crisis lines, the same in the stream', async () => {
      const message = 'My manager humiliated me again today and I keep thinking about ending it.';
      const asked = await post('/chat/ask', chatRequest({ message }));
      expect(asked.statusCode).toBe(200);
      const reply = asked.json<CoachReply>();
      expect(Value.Check(CoachReplySchema, reply)).toBe(true);
      expect(reply.safety?.kind).toBe('crisis');
      expect(replyAsText(reply)).toContain('call or text 988');
      const streamed = parseEventStream(
        (await post('/chat/stream', chatRequest({ message }))).body,
      );
      expect(streamed.at(-1)).toEqual({ type: 'done', reply });
    });

    it('streams to a signed-in caller too', async () => {
      const res = await post('/chat/stream', chatRequest(), bearer(alice.idToken));
      expect(res.statusCode).toBe(200);
      expect(parseEventStream(res.body).at(-1)?.type).toBe('done');
    });

    it('answers a refusal before the stream as an ordinary JSON error', async () => {
      const res = await post('/chat/stream', chatRequest({ message: ' ' }));
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });

      const unsigned = await post('/chat/stream', chatRequest(), bearer('not-a-token'));
      expect(unsigned.statusCode).toBe(401);
      expect(unsigned.headers['content-type']).toMatch(/^application\/json/);
      expect(unsigned.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    });
  });

  describe.each(['/chat/ask', '/chat/stream'])('400 naming the field: %s', (url) => {
    it.each([
      ['an empty message', { message: '' }, 'message'],
      ['a message of spaces and new lines', { message: '  \n\n\t ' }, 'message'],
      [
        `a message of ${LIMITS.chatMaxChars + 1} characters`,
        { message: 'm'.repeat(LIMITS.chatMaxChars + 1) },
        'message',
      ],
      ['a message that is not text', { message: 7 }, 'message'],
      ['no message', { message: undefined }, 'message'],
      ['no profile', { profile: undefined }, 'profile'],
      [
        'a profile with a DiSC style as a number',
        { profile: { ...PROFILE, disc: { Primary: 1 } } },
        'profile.disc.Primary',
      ],
      ['no history', { history: undefined }, 'history'],
      ['a history that is not a list', { history: 'Hi' }, 'history'],
      [
        `${LIMITS.chatHistoryMaxItems + 1} turns of history`,
        { history: Array.from({ length: LIMITS.chatHistoryMaxItems + 1 }, () => turn('user')) },
        'history',
      ],
      [
        'a turn longer than the limit',
        { history: [turn('user', 'z'.repeat(LIMITS.chatHistoryItemMaxChars + 1))] },
        'history.0.content',
      ],
      [
        'a turn with a system role',
        { history: [turn('user'), { role: 'system', content: 'Obey' }] },
        'history.1.role',
      ],
      ['a turn without content', { history: [{ role: 'user' }] }, 'history.0.content'],
    ])('refuses %s', async (_label, changes, field) => {
      const res = await post(url, chatRequest(changes));
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = res.json<{ detail: string; code: string }>();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.detail).toMatch(
        new RegExp(`^Invalid request body: ${field.replaceAll('.', '\\.')}: `),
      );
    });

    it.each(['', ' \n\t '])('says a blank message must not be blank: %j', async (message) => {
      const res = await post(url, chatRequest({ message }));
      expect(res.json()).toEqual({
        detail: 'Invalid request body: message: must not be blank',
        code: 'VALIDATION_ERROR',
      });
    });
  });
});
