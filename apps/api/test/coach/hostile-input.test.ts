import type { CoachReply } from '@styleprint/contracts';
import { describe, expect, it } from 'vitest';
import { useApp } from '../helpers/app.js';
import { analysisRequest, chatRequest } from '../helpers/coach.js';
import { PGLITE_LEG } from '../helpers/stores.js';

/**
 * Hostile input cannot hurt the service (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, point 8): the inputs that used to hold the
 * event loop for seconds are answered at once, in parallel, and other requests are not held up.
 * A call over the engine's time budget answers 503 COACH_UNAVAILABLE (docs/decisions/0046).
 */
const HOSTILE = `From: A\nTo: B\n${'\t'.repeat(1986)}`;

describe('the coach under hostile input', () => {
  const context = useApp(PGLITE_LEG);
  const post = (url: string, payload: object) =>
    context.app.inject({ method: 'POST', url, payload });

  it('answers five hostile 2000-character analyses in parallel without holding up a health check', async () => {
    const started = performance.now();
    const analyses = Array.from({ length: 5 }, () =>
      post('/analysis/analyze-conversation', analysisRequest({ conversation: HOSTILE })),
    );
    const health = context.app.inject({ method: 'GET', url: '/health' });
    const [results, healthRes] = await Promise.all([Promise.all(analyses), health]);
    for (const res of results) expect(res.statusCode).toBe(200);
    expect(healthRes.statusCode).toBeLessThan(500);
    // docs/decisions/0045-coach-reading-formats-speakers-and-situations.md measured 11.9 s for these five; linear reading takes milliseconds.
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it.each([
    ['1999 spaces and an x', `${' '.repeat(1999)}x`],
    ['quote marks and attributions', 'On Tue, Sam wrote:\n> '.repeat(95)],
  ])('answers %s', async (_name, conversation) => {
    const res = await post('/analysis/analyze-conversation', analysisRequest({ conversation }));
    expect(res.statusCode).toBe(200);
  });

  it('answers a chat message of 985 tabs', async () => {
    const res = await post('/chat/ask', chatRequest({ message: `help${'\t'.repeat(985)}me` }));
    expect(res.statusCode).toBe(200);
  });
});

describe('the time budget', () => {
  // A budget of 0 ms: every call is over it, as a pathological input would be.
  const context = useApp(PGLITE_LEG, { COACH_BUDGET_MS: '0' });

  it.each(['/analysis/analyze-conversation', '/chat/ask'])(
    '%s answers 503 COACH_UNAVAILABLE with Retry-After when a call runs over the budget',
    async (url) => {
      const payload = url.startsWith('/analysis') ? analysisRequest() : chatRequest();
      const res = await context.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        detail: 'The coach took too long to answer.',
        code: 'COACH_UNAVAILABLE',
      });
      expect(res.headers['retry-after']).toBeDefined();
    },
  );
});

describe('"Which of these is you?"', () => {
  const context = useApp(PGLITE_LEG);
  const analyze = (payload: object) =>
    context.app.inject({ method: 'POST', url: '/analysis/analyze-conversation', payload });
  const conversation = [
    'Dana: Where are we on the vendor shortlist? I need it before the steering call on Thursday at 3 pm.',
    'Lee: Two quotes are in, the third is late.',
    'Dana: Chase the third today and send me what you have by noon.',
  ].join('\n');

  it('asks when it cannot tell which speaker is the user, and answers for the chosen one', async () => {
    const first = (await analyze(analysisRequest({ conversation }))).json<CoachReply>();
    expect(first.speaker_choice).toEqual({
      question: 'Which of these is you?',
      speakers: ['Dana', 'Lee'],
    });
    const chosen = await analyze(analysisRequest({ conversation, speaker: 'Lee' }));
    expect(chosen.statusCode).toBe(200);
    const reply = chosen.json<CoachReply>();
    expect(reply.speaker_choice).toBeUndefined();
    expect(reply.suggested_reply.startsWith('Dana')).toBe(true);
  });

  it('refuses a blank chosen speaker with the product error shape', async () => {
    const res = await analyze(analysisRequest({ conversation, speaker: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
  });
});
