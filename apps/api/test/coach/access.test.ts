import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { bearer, useAppFactory } from '../helpers/app.js';
import { analysisRequest, chatRequest, COACH_CALLS } from '../helpers/coach.js';
import type { TestAccount } from '../helpers/emulator.js';
import { captureLogs } from '../helpers/log-capture.js';

/**
 * Who may call the coach and how often (docs/decisions/0070), with the embedded engine: each
 * test builds the app its settings need, on one shared store.
 */
describe('coach access: auth policy and limits', () => {
  const suite = useAppFactory();
  const build = suite.build;

  type Call = (typeof COACH_CALLS)[number];
  const call = (
    app: App,
    { url, payload }: Call,
    options: { headers?: Record<string, string>; remoteAddress?: string } = {},
  ) => app.inject({ method: 'POST', url, payload, ...options });

  describe('COACH_AUTH=optional (the default with the embedded engine)', () => {
    it.each(COACH_CALLS)('serves $url without a token', async (route) => {
      const app = await build();
      expect((await call(app, route)).statusCode).toBe(200);
    });

    it.each(COACH_CALLS)('checks a token that is sent on $url: a bad one is 401', async (route) => {
      const app = await build();
      const invalid = await call(app, route, { headers: bearer('aaa.bbb.ccc') });
      expect(invalid.statusCode).toBe(401);
      expect(invalid.json()).toMatchObject({ code: 'TOKEN_INVALID' });
      expect(invalid.headers['www-authenticate']).toContain('error="invalid_token"');

      const basic = await call(app, route, { headers: { authorization: 'Basic YTpi' } });
      expect(basic.statusCode).toBe(401);
      expect(basic.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
    });

    it('treats a blank Authorization header as no token', async () => {
      const app = await build();
      const res = await call(app, COACH_CALLS[0], { headers: { authorization: '  ' } });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('COACH_AUTH=required', () => {
    it.each(COACH_CALLS)('refuses $url without a token: 401 AUTH_REQUIRED', async (route) => {
      const app = await build({ COACH_AUTH: 'required' });
      const res = await call(app, route);
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ detail: 'Authentication required', code: 'AUTH_REQUIRED' });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="styleprint"');
    });

    it.each(COACH_CALLS)('serves $url to a signed-in caller', async (route) => {
      const app = await build({ COACH_AUTH: 'required' });
      expect((await call(app, route, { headers: bearer(suite.alice.idToken) })).statusCode).toBe(
        200,
      );
    });

    it('asks for sign-in before reading the body', async () => {
      const app = await build({ COACH_AUTH: 'required' });
      const res = await call(app, { url: '/chat/ask', payload: chatRequest({ message: ' ' }) });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('429 for anonymous callers, per address', () => {
    it('allows COACH_ANON_RATE_LIMIT_PER_MINUTE calls across the three routes, then 429 with Retry-After', async () => {
      const app = await build({ COACH_ANON_RATE_LIMIT_PER_MINUTE: '3' });
      const from = (route: Call, remoteAddress: string) => call(app, route, { remoteAddress });
      for (const route of COACH_CALLS) {
        expect((await from(route, '10.9.0.1')).statusCode).toBe(200);
      }

      for (const route of COACH_CALLS) {
        const limited = await from(route, '10.9.0.1');
        expect(limited.statusCode).toBe(429);
        expect(limited.headers['content-type']).toMatch(/^application\/json/);
        expect(limited.json()).toEqual({
          detail: expect.stringMatching(
            /^Too many requests\. Please wait \d+ seconds? and try again\.$/,
          ),
          code: 'RATE_LIMITED',
        });
        const retryAfter = Number(limited.headers['retry-after']);
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
      }

      // Another address has its own budget; a signed-in caller at the same address has theirs.
      expect((await from(COACH_CALLS[0], '10.9.0.2')).statusCode).toBe(200);
      const signedIn = await call(app, COACH_CALLS[1], {
        remoteAddress: '10.9.0.1',
        headers: bearer(suite.alice.idToken),
      });
      expect(signedIn.statusCode).toBe(200);
    });

    it('counts only requests that reach the coach: a refused body costs nothing', async () => {
      const app = await build({ COACH_ANON_RATE_LIMIT_PER_MINUTE: '1' });
      const remoteAddress = '10.9.1.1';
      const invalid = await call(
        app,
        { url: '/analysis/analyze-conversation', payload: analysisRequest({ conversation: '' }) },
        { remoteAddress },
      );
      expect(invalid.statusCode).toBe(400);
      expect((await call(app, COACH_CALLS[0], { remoteAddress })).statusCode).toBe(200);
      expect((await call(app, COACH_CALLS[0], { remoteAddress })).statusCode).toBe(429);
    });
  });

  describe('429 for signed-in callers, per user', () => {
    it('applies the per-user limit (RATE_LIMIT_USER_MAX) to the coach routes too', async () => {
      const app = await build({ RATE_LIMIT_USER_MAX: '2', COACH_ANON_RATE_LIMIT_PER_MINUTE: '1' });
      const as = (account: TestAccount, route: Call) =>
        call(app, route, { headers: bearer(account.idToken), remoteAddress: '10.9.2.1' });

      // Above the anonymous limit of 1: a signed-in caller is not counted as anonymous.
      expect((await as(suite.alice, COACH_CALLS[0])).statusCode).toBe(200);
      expect((await as(suite.alice, COACH_CALLS[2])).statusCode).toBe(200);
      const limited = await as(suite.alice, COACH_CALLS[1]);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);

      expect((await as(suite.bob, COACH_CALLS[1])).statusCode).toBe(200);
    });
  });

  describe('logs', () => {
    it('never contain the conversation, the message, the history or the token', async () => {
      const logs = captureLogs();
      const app = await build({ LOG_LEVEL: 'trace' }, logs.stream);
      const secret = 'PRIVATE-COACH-TEXT';
      const headers = bearer(suite.alice.idToken);
      await call(
        app,
        {
          url: '/analysis/analyze-conversation',
          payload: analysisRequest({ conversation: `Sam: ${secret}?\nMe: ok` }),
        },
        { headers },
      );
      const chat = chatRequest({
        message: `About ${secret}`,
        history: [{ role: 'user', content: `${secret} before` }],
      });
      await call(app, { url: '/chat/ask', payload: chat }, { headers });
      await call(app, { url: '/chat/stream', payload: chat });
      await call(app, { url: '/chat/ask', payload: { ...chat, message: ' ' } });

      const text = logs.text();
      expect(logs.lines().some((line) => line['msg'] === 'request completed')).toBe(true);
      expect(text).not.toContain(secret);
      expect(text).not.toContain(suite.alice.idToken);
    });
  });

  describe('OpenAPI', () => {
    const securityOf = async (app: App) => {
      const document = (await app.inject({ method: 'GET', url: '/docs/json' })).json<{
        paths: Record<string, { post: { security: unknown; responses: Record<string, unknown> } }>;
      }>();
      return document.paths;
    };

    it('documents the three routes, the token as optional or required, and the event stream', async () => {
      const optional = await securityOf(await build());
      for (const { url } of COACH_CALLS) {
        expect(optional[url]?.post.security).toEqual([{}, { bearerAuth: [] }]);
        expect(Object.keys(optional[url]?.post.responses ?? {})).toEqual(
          expect.arrayContaining(['200', '400', '401', '429', '502', '503']),
        );
      }
      expect(optional['/chat/stream']?.post.responses['200']).toMatchObject({
        content: { 'text/event-stream': { schema: expect.any(Object) } },
      });

      const required = await securityOf(await build({ COACH_AUTH: 'required' }));
      expect(required['/chat/ask']?.post.security).toEqual([{ bearerAuth: [] }]);
    });
  });
});
