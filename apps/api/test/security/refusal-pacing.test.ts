import { describe, expect, it } from 'vitest';
import { bearer, useAppFactory } from '../helpers/app.js';

/**
 * A 429 is held for up to its Retry-After (capped by RATE_LIMIT_REFUSAL_DELAY_MS) before it is
 * sent, so a client that resends at once slows itself down, and nobody else waits for it
 * (docs/decisions/0099).
 */
describe('refusal pacing', () => {
  const suite = useAppFactory();

  /** Which of two requests answered first. */
  const firstOf = (held: Promise<unknown>, other: Promise<unknown>) =>
    Promise.race([held.then(() => 'held'), other.then(() => 'other')]);

  it('answers a refused request only after a pause, still as a 429 in the error shape', async () => {
    const app = await suite.build({ RATE_LIMIT_IP_MAX: '1', RATE_LIMIT_REFUSAL_DELAY_MS: '800' });
    const from = { remoteAddress: '203.0.113.9' };
    expect((await app.inject({ url: '/profile/me', ...from })).statusCode).toBe(401);

    const started = performance.now();
    const refused = await app.inject({ url: '/profile/me', ...from });
    const waited = performance.now() - started;

    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Jitter spreads the pause over half to all of the ceiling: never less than half.
    expect(waited).toBeGreaterThanOrEqual(400);
  });

  it('holds only the refused client: another address is answered while the 429 waits', async () => {
    const app = await suite.build({ RATE_LIMIT_IP_MAX: '1', RATE_LIMIT_REFUSAL_DELAY_MS: '2000' });
    await app.inject({ url: '/profile/me', remoteAddress: '203.0.113.9' });

    const held = app.inject({ url: '/profile/me', remoteAddress: '203.0.113.9' });
    const other = app.inject({
      url: '/profile/me',
      remoteAddress: '198.51.100.4',
      headers: bearer(suite.alice.idToken),
    });

    expect(await firstOf(held, other)).toBe('other');
    expect((await other).statusCode).toBe(404); // signed in, no profile yet: served, not refused
    expect((await held).statusCode).toBe(429);
  });

  it('paces the per-user refusals too, without holding another user', async () => {
    const app = await suite.build({
      RATE_LIMIT_USER_MAX: '1',
      RATE_LIMIT_REFUSAL_DELAY_MS: '2000',
    });
    const asAlice = { url: '/profile/me', headers: bearer(suite.alice.idToken) };
    await app.inject(asAlice);

    const held = app.inject(asAlice);
    const bob = app.inject({ url: '/profile/me', headers: bearer(suite.bob.idToken) });

    expect(await firstOf(held, bob)).toBe('other');
    expect((await held).statusCode).toBe(429);
  });

  it('sends every held refusal at once when the server shuts down, so a drain never waits them out', async () => {
    const app = await suite.build({ RATE_LIMIT_IP_MAX: '1', RATE_LIMIT_REFUSAL_DELAY_MS: '30000' });
    await app.inject({ url: '/profile/me', remoteAddress: '203.0.113.9' });
    const held = app.inject({ url: '/profile/me', remoteAddress: '203.0.113.9' });
    await new Promise((resolve) => setTimeout(resolve, 200)); // refused and now held

    const closing = app.close();
    const tenSeconds = new Promise((resolve) => setTimeout(resolve, 10_000));
    expect(await firstOf(held, tenSeconds)).toBe('held');
    expect((await held).statusCode).toBe(429);
    await closing;
  });

  it('sends a 429 at once when pacing is turned off', async () => {
    const app = await suite.build({ RATE_LIMIT_IP_MAX: '1', RATE_LIMIT_REFUSAL_DELAY_MS: '0' });
    await app.inject({ url: '/healthz/no-such-route', remoteAddress: '203.0.113.9' });

    // Against a request that takes a real round trip to the auth emulator: the refusal wins.
    const refused = app.inject({ url: '/profile/me', remoteAddress: '203.0.113.9' });
    const verified = app.inject({
      url: '/profile/me',
      remoteAddress: '198.51.100.4',
      headers: bearer(suite.bob.idToken),
    });
    expect(await firstOf(refused, verified)).toBe('held');
    expect((await refused).statusCode).toBe(429);
  });
});
