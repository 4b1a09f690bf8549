import { describe, expect, it } from 'vitest';
import { bearer, useAppFactory } from '../helpers/app.js';
import type { TestAccount } from '../helpers/emulator.js';
import { captureLogs } from '../helpers/log-capture.js';
import { validPayload } from '../helpers/payloads.js';

/**
 * Cross-cutting behaviour: rate limits, 500s, request ids, logs, CORS and security headers.
 * Storage is incidental here, so one engine; each test builds the app it needs on one store.
 */
describe('limits, headers and logs', () => {
  const suite = useAppFactory();
  const build = suite.build;

  describe('429 rate limits', () => {
    it('limits each client address, with Retry-After, and never the health checks', async () => {
      const app = await build({ RATE_LIMIT_IP_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });
      const from = (remoteAddress: string) =>
        app.inject({ method: 'GET', url: '/profile/me', remoteAddress });
      for (let i = 0; i < 3; i += 1) expect((await from('10.0.0.1')).statusCode).toBe(401);

      const limited = await from('10.0.0.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        detail: expect.stringMatching(
          /^Too many requests\. Please wait \d+ seconds? and try again\.$/,
        ),
        code: 'RATE_LIMITED',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);

      expect((await from('10.0.0.2')).statusCode).toBe(401);
      const health = await app.inject({
        method: 'GET',
        url: '/healthz',
        remoteAddress: '10.0.0.1',
      });
      expect(health.statusCode).toBe(200);
    });

    it('limits each signed-in user, whatever their address, without touching other users', async () => {
      const app = await build({ RATE_LIMIT_USER_MAX: '2' });
      const me = (account: TestAccount, remoteAddress: string) =>
        app.inject({
          method: 'GET',
          url: '/profile/me',
          headers: bearer(account.idToken),
          remoteAddress,
        });

      expect((await me(suite.alice, '10.0.1.1')).statusCode).toBe(404);
      expect((await me(suite.alice, '10.0.1.2')).statusCode).toBe(404);
      const limited = await me(suite.alice, '10.0.1.3');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(limited.headers['retry-after']).toMatch(/^[1-9]\d*$/);

      expect((await me(suite.bob, '10.0.1.3')).statusCode).toBe(404);
    });
  });

  describe('500', () => {
    it('answers "Server error occurred" with no internals, and logs the error for us', async () => {
      const logs = captureLogs();
      const app = await build({ LOG_LEVEL: 'info' }, logs.stream);
      app.get('/boom', async () => {
        throw new Error('secret internal detail: connection string postgres://user:pw@db');
      });
      const res = await app.inject({ method: 'GET', url: '/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ detail: 'Server error occurred', code: 'INTERNAL_ERROR' });
      expect(res.body).not.toContain('secret');
      expect(res.body).not.toContain('at ');
      expect(logs.text()).toContain('secret internal detail');
    });
  });

  describe('404 for unknown routes', () => {
    it.each([
      ['GET', '/nope'],
      ['POST', '/profile/me'],
      ['PUT', '/quiz/submit-assessment'],
    ] as const)('%s %s', async (method, url) => {
      const app = await build();
      const res = await app.inject({ method, url: `${url}?token=secret` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: `No route for ${method} ${url}`, code: 'NOT_FOUND' });
    });
  });

  describe('request ids', () => {
    it('keeps a sane incoming X-Request-Id, replaces an unsafe one, and logs it', async () => {
      const logs = captureLogs();
      const app = await build({ LOG_LEVEL: 'info' }, logs.stream);
      const kept = await app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'lb-123.abc' },
      });
      expect(kept.headers['x-request-id']).toBe('lb-123.abc');
      expect(logs.lines().some((line) => line['reqId'] === 'lb-123.abc')).toBe(true);

      const replaced = await app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'bad id\n{"forged":1}' },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('logs', () => {
    it('never contain tokens or what users submit, even at the most verbose level', async () => {
      const logs = captureLogs();
      const app = await build({ LOG_LEVEL: 'trace' }, logs.stream);
      const marker = 'PRIVATE-CONVERSATION-TEXT';
      const headers = bearer(suite.alice.idToken);

      await app.inject({
        method: 'POST',
        url: '/quiz/submit-assessment',
        headers,
        payload: validPayload(),
      });
      await app.inject({ method: 'GET', url: '/profile/me', headers });
      await app.inject({
        method: 'POST',
        url: '/quiz/submit-assessment',
        headers,
        payload: { ...validPayload(), note: marker },
      });
      await app.inject({
        method: 'POST',
        url: '/quiz/submit-assessment',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: `{"mbti": "${marker}`,
      });
      await app.inject({
        method: 'GET',
        url: '/profile/me',
        headers: bearer(`${suite.alice.idToken}x`),
      });
      await app.inject({
        method: 'GET',
        url: '/profile/me',
        headers: { authorization: `Basic ${suite.alice.idToken}` },
      });

      const text = logs.text();
      expect(logs.lines().length).toBeGreaterThan(6);
      const [, claims] = suite.alice.idToken.split('.');
      expect(text).not.toContain(suite.alice.idToken);
      expect(text).not.toContain(claims);
      expect(text).not.toContain(marker);
      expect(text).not.toContain('INTJ');
    });
  });

  describe('CORS', () => {
    it('lets the configured web origin call the API, bearer header included', async () => {
      const app = await build({ CORS_ORIGINS: 'http://127.0.0.1:4200,https://app.example.com' });
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/quiz/submit-assessment',
        headers: {
          origin: 'https://app.example.com',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example.com');
      expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
        'authorization',
      );
      expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');

      const actual = await app.inject({
        method: 'GET',
        url: '/profile/me',
        headers: { origin: 'http://127.0.0.1:4200' },
      });
      expect(actual.headers['access-control-allow-origin']).toBe('http://127.0.0.1:4200');
    });

    it('gives any other origin nothing to read', async () => {
      const app = await build({ CORS_ORIGINS: 'http://127.0.0.1:4200' });
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/profile/me',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const actual = await app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { origin: 'https://evil.example' },
      });
      expect(actual.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('security headers', () => {
    it('sends helmet headers and a content policy that loads nothing', async () => {
      const app = await build();
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });
  });
});
