import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import type { ClientRequest, IncomingMessage } from 'node:http';
import type { CoachReply } from '@styleprint/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { GLOBAL_SLOT } from '../../src/plugins/app/coach-limits.js';
import type { Store } from '../../src/store/open-store.js';
import { bearer, buildTestApp } from '../helpers/app.js';
import { chatRequest } from '../helpers/coach.js';
import {
  createAnonymousAccount,
  createEmailAccount,
  createGoogleAccount,
  type TestAccount,
} from '../helpers/emulator.js';
import { listenOnLoopback, llmAppBuilder, postOnOwnConnection } from '../helpers/llm-coach.js';
import { startFakeProvider, type FakeProvider } from '../helpers/openai-compatible-server.js';
import { PGLITE_LEG, resetStore, type OpenedStore } from '../helpers/stores.js';

/**
 * The API-level bounds on an LLM coach (docs/decisions/0080-configuration-fails-closed.md, point 2), against a local OpenAI-compatible
 * server on 127.0.0.1: who may call it, the daily token budget, the global cap on model calls,
 * and streams dropped by their clients.
 */
const REPLY: CoachReply = {
  inferred_style: 'Sam reads as careful and detail-driven (DiSC C).',
  insights: ['DiSC: Sam asked which source is correct and got no answer.'],
  suggested_reply: 'Hi Sam, the dashboard is the source of truth.',
};

describe('LLM coach bounds', () => {
  let provider: FakeProvider;
  let opened: OpenedStore;
  let store: Store;
  let verified: TestAccount;
  const apps: App[] = [];

  const build = llmAppBuilder(
    () => store,
    () => provider,
    apps,
  );

  const ask = (app: App, token: string | undefined, url = '/chat/ask') =>
    app.inject({
      method: 'POST',
      url,
      headers: token === undefined ? {} : bearer(token),
      payload: chatRequest(),
    });

  beforeAll(async () => {
    provider = await startFakeProvider();
    opened = await PGLITE_LEG.open();
    store = opened.store;
    verified = await createEmailAccount('verified', { verified: true });
  });
  beforeEach(async () => {
    await resetStore(store);
    provider.answer({ kind: 'reply', content: JSON.stringify(REPLY) });
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await opened?.dispose();
    await provider?.close();
  });

  describe('who may call an LLM coach', () => {
    it('refuses an anonymous-provider account with 403, before the model is called', async () => {
      const app = await build();
      const anonymous = await createAnonymousAccount();
      const before = provider.received.length;
      const res = await ask(app, anonymous.idToken);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        detail:
          'Access denied: the AI coach needs an account with an email address. Sign up with email or Google to use it.',
        code: 'ACCESS_DENIED',
      });
      expect(provider.received.length).toBe(before);
    });

    it('refuses an unverified email account with 403, unless the operator allows it', async () => {
      const unverified = await createEmailAccount('unverified');
      const strict = await build();
      const res = await ask(strict, unverified.idToken);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'ACCESS_DENIED',
        detail: expect.stringMatching(/^Access denied: verify your email address/),
      });
      const lenient = await build({ COACH_ALLOW_UNVERIFIED_EMAIL: 'true' });
      expect((await ask(lenient, unverified.idToken)).statusCode).toBe(200);
    });

    it('lets verified email and Google accounts in', async () => {
      const app = await build();
      const google = await createGoogleAccount();
      expect((await ask(app, verified.idToken)).statusCode).toBe(200);
      expect((await ask(app, google.idToken)).statusCode).toBe(200);
    });

    it('leaves the embedded coach open to every signed-in account', async () => {
      const embedded = await buildTestApp(store, {});
      apps.push(embedded);
      const anonymous = await createAnonymousAccount();
      expect((await ask(embedded, anonymous.idToken)).statusCode).toBe(200);
    });
  });

  describe('the daily token budget', () => {
    it('answers 429 with Retry-After until midnight UTC once the day is spent, and counts it in the database', async () => {
      // A call reserves its prompt (about 150 tokens) plus the 1000-token output allowance: the
      // first fits in 1200, the second does not, even after the first's unused output is refunded.
      const app = await build({
        COACH_DAILY_TOKEN_BUDGET: '1200',
        COACH_MAX_OUTPUT_TOKENS: '1000',
      });
      const first = await ask(app, verified.idToken);
      expect(first.statusCode).toBe(200);
      const spent = await app.coachLimits.usage.spent(
        `user:${verified.uid}`,
        new Date().toISOString().slice(0, 10),
      );
      // The reply was short, so most of its allowance went back.
      expect(spent).toBeGreaterThan(0);
      expect(spent).toBeLessThan(1000);

      const second = await ask(app, verified.idToken);
      expect(second.statusCode).toBe(429);
      expect(second.json()).toEqual({
        detail: "You have used today's AI coach allowance. It renews at midnight UTC.",
        code: 'RATE_LIMITED',
      });
      const now = new Date();
      const toMidnight =
        (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) /
        1000;
      const retryAfter = Number(second.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(toMidnight - 5);
      expect(retryAfter).toBeLessThanOrEqual(Math.ceil(toMidnight) + 1);
      // The count lives in the store: a restarted API (a new app on it) still refuses.
      const restarted = await build({
        COACH_DAILY_TOKEN_BUDGET: '1200',
        COACH_MAX_OUTPUT_TOKENS: '1000',
      });
      expect((await ask(restarted, verified.idToken)).statusCode).toBe(429);
    });
  });

  describe('the global cap on model calls', () => {
    it('answers 503 when every slot holds a call in flight, and frees the slot when it ends', async () => {
      const app = await build({ COACH_MAX_CONCURRENT_CALLS: '1' });
      provider.answer({ kind: 'hang-after', pieces: [] });
      const asked = provider.nextRequest();
      const hanging = ask(app, verified.idToken);
      const upstream = await asked;

      const refused = await ask(app, verified.idToken);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        detail: 'The coach is busy right now. Please try again in a few seconds.',
        code: 'COACH_UNAVAILABLE',
      });
      expect(refused.headers['retry-after']).toBe('2');

      // The provider hangs up: the first call fails and its slot is free again.
      await provider.close();
      provider = await startFakeProvider();
      await upstream.closed;
      expect((await hanging).statusCode).toBeGreaterThanOrEqual(500);
      expect(await app.coachLimits.slots.inUse(GLOBAL_SLOT)).toBe(0);
    });
  });

  describe('streams dropped by their client', () => {
    let app: App;
    let port = 0;

    beforeAll(async () => {
      app = await build({
        RATE_LIMIT_IP_MAX: '1000000',
        COACH_DAILY_TOKEN_BUDGET: '100000000',
        COACH_MAX_STREAMS_PER_ADDRESS: '4',
        COACH_MAX_STREAMS_PER_USER: '4',
      });
      port = await listenOnLoopback(app);
    });

    const openStream = (): { request: ClientRequest; response: Promise<IncomingMessage> } => {
      const request = postOnOwnConnection(port, '/chat/stream', verified.idToken, chatRequest());
      const response = new Promise<IncomingMessage>((resolve) => request.once('response', resolve));
      return { request, response };
    };

    it('caps open streams per user and address with 429', async () => {
      provider.answer({ kind: 'hang-after', pieces: ['{"inferred_style": "Sam'] });
      const open = Array.from({ length: 4 }, () => openStream());
      const responses = await Promise.all(open.map((one) => one.response));
      expect(responses.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
      const fifth = openStream();
      const refused = await fifth.response;
      expect(refused.statusCode).toBe(429);
      for (const one of [...open, fifth]) one.request.destroy();
    });

    it('leaves no model call running and the heap under 10 MB larger after 100 dropped streams', async () => {
      provider.answer({ kind: 'hang-after', pieces: ['{"inferred_style": "Sam reads as'] });
      const gc = exposedGc();
      const settle = async () => {
        gc();
        await new Promise((resolve) => setTimeout(resolve, 50));
        gc();
      };
      // Warm up (JIT, pools), then measure.
      await dropStreams(4);
      await settle();
      const before = process.memoryUsage().heapUsed;
      const upstreamBefore = provider.received.length;
      await dropStreams(100);
      await settle();
      const growth = process.memoryUsage().heapUsed - before;

      const calls = provider.received.slice(upstreamBefore);
      expect(calls).toHaveLength(100);
      // Every provider call was closed by the API: none is left running.
      await Promise.all(calls.map((call) => call.closed));
      expect(await app.coachLimits.slots.inUse(GLOBAL_SLOT)).toBe(0);
      expect(growth).toBeLessThan(10 * 1024 * 1024);
      console.info(`heap growth after 100 dropped streams: ${(growth / 1024).toFixed(0)} KiB`);
    }, 120_000);

    /** Opens streams four at a time (the per-address cap), drops each after its first event. */
    async function dropStreams(total: number): Promise<void> {
      for (let done = 0; done < total; done += 4) {
        const batch = Array.from({ length: Math.min(4, total - done) }, () => openStream());
        await Promise.all(
          batch.map(async ({ request, response }) => {
            const res = await response;
            expect(res.statusCode).toBe(200);
            await new Promise((resolve) => res.once('data', resolve));
            const closed = new Promise((resolve) => request.once('close', resolve));
            request.destroy();
            await closed;
          }),
        );
        // The API frees a stream's slots when it sees the hang-up.
        await waitFor(async () => (await app.coachLimits.slots.inUse(GLOBAL_SLOT)) === 0);
      }
    }
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The collector, so heap figures compare live objects, not garbage not yet collected. */
function exposedGc(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}
