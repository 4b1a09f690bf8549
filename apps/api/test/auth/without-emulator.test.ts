import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Store } from '../../src/store/open-store.js';
import { bearer } from '../helpers/app.js';
import { createEmailAccount, emulatorHost, TEST_PROJECT_ID } from '../helpers/emulator.js';
import { PGLITE_LEG, type OpenedStore } from '../helpers/stores.js';
import { nowSeconds, rewriteToken } from '../helpers/tokens.js';

/**
 * The API configured for real Firebase Auth (no emulator). firebase-admin reads the emulator
 * host from process.env on every call, so this file (its own process) removes it after minting
 * its tokens, and puts it back at the end.
 */
describe('authentication without the emulator (production mode of verification)', () => {
  const savedHost = emulatorHost();
  let opened: OpenedStore;
  let store: Store;
  let app: App;
  let emulatorToken: string;

  const productionLikeConfig = (environment: Record<string, string> = {}) =>
    loadConfig({
      FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
      LOG_LEVEL: 'silent',
      DATA_DIR: 'memory://',
      ...environment,
    });

  beforeAll(async () => {
    emulatorToken = (await createEmailAccount('real-mode', { host: savedHost })).idToken;
    delete process.env['FIREBASE_AUTH_EMULATOR_HOST'];
    opened = await PGLITE_LEG.open();
    store = opened.store;
    app = await buildApp(productionLikeConfig(), { store });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await opened?.dispose();
    process.env['FIREBASE_AUTH_EMULATOR_HOST'] = savedHost;
  });

  const me = (token: string) =>
    app.inject({ method: 'GET', url: '/profile/me', headers: bearer(token) });

  /** An RS256-looking token with our claims and a signature nobody at Google made. */
  const forged = (claims: Record<string, unknown> = {}) =>
    rewriteToken(emulatorToken, {
      header: { alg: 'RS256', kid: 'forged-key-id', typ: 'JWT' },
      claims,
      signature: randomBytes(256).toString('base64url'),
    });

  it("rejects the emulator's unsigned token with 401, without the network", async () => {
    const res = await me(emulatorToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      detail:
        'Authentication required: the sign-in token is not signed by Firebase Auth. Please sign in again.',
      code: 'TOKEN_INVALID',
    });
  });

  it('rejects a tampered token (claims edited to another user) with 401', async () => {
    const res = await me(
      rewriteToken(emulatorToken, { claims: { sub: 'someone-else', user_id: 'someone-else' } }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('rejects a token whose header algorithm is not RS256 with 401', async () => {
    const hmac = rewriteToken(emulatorToken, {
      header: { alg: 'HS256', kid: 'forged-key-id' },
      signature: randomBytes(32).toString('base64url'),
    });
    const res = await me(hmac);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('rejects an expired token with 401 TOKEN_EXPIRED, without the network', async () => {
    const res = await me(forged({ iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('rejects a token of another project with 401 TOKEN_WRONG_PROJECT, without the network', async () => {
    const res = await me(
      forged({ aud: 'another-project', iss: 'https://securetoken.google.com/another-project' }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_WRONG_PROJECT' });
  });

  // A well-formed token with a forged signature needs Google's keys to judge: forged-tokens.test.ts
  // serves the test's own keys to firebase-admin, so no test sends traffic off this machine.

  it('refuses to build when the process environment names an emulator the config does not', async () => {
    process.env['FIREBASE_AUTH_EMULATOR_HOST'] = savedHost;
    try {
      await expect(buildApp(productionLikeConfig(), { store })).rejects.toThrow(
        /would accept unsigned tokens/,
      );
    } finally {
      delete process.env['FIREBASE_AUTH_EMULATOR_HOST'];
    }
  });

  it('answers 503 with Retry-After when the auth service cannot be reached', async () => {
    // An emulator address where nothing listens: the account lookup of checkRevoked fails.
    const unreachable = await buildApp(
      productionLikeConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' }),
      { store },
    );
    try {
      const res = await unreachable.inject({
        method: 'GET',
        url: '/profile/me',
        headers: bearer(emulatorToken),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'AUTH_UNAVAILABLE' });
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      await unreachable.close();
      delete process.env['FIREBASE_AUTH_EMULATOR_HOST'];
    }
  });
});
