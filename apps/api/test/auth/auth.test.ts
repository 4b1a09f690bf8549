import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, useApp } from '../helpers/app.js';
import {
  adminAuth,
  createEmailAccount,
  signInWithPassword,
  type TestAccount,
} from '../helpers/emulator.js';
import { PGLITE_LEG } from '../helpers/stores.js';
import { nowSeconds, rewriteToken } from '../helpers/tokens.js';

/**
 * Sign-in as the API checks it, with real tokens from the running emulator. Storage plays no
 * part here, so one engine is enough.
 */
describe('authentication (Firebase Auth emulator)', () => {
  const context = useApp(PGLITE_LEG);
  const admin = adminAuth();
  let alice: TestAccount;

  beforeAll(async () => {
    alice = await createEmailAccount('alice');
  });
  afterAll(async () => {
    await admin.close();
  });

  const me = (headers: Record<string, string>) =>
    context.app.inject({ method: 'GET', url: '/profile/me', headers });

  it('lets a valid token through', async () => {
    const res = await me(bearer(alice.idToken));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Profile not found', code: 'PROFILE_NOT_FOUND' });
  });

  it('accepts the scheme in any case', async () => {
    expect((await me({ authorization: `bearer ${alice.idToken}` })).statusCode).toBe(404);
  });

  it('answers 401 AUTH_REQUIRED with a Bearer challenge when no token is sent', async () => {
    const res = await me({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication required', code: 'AUTH_REQUIRED' });
    expect(res.headers['www-authenticate']).toBe('Bearer realm="styleprint"');
  });

  it.each([
    ['another scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['the bare token', 'TOKEN'],
    ['an empty bearer', 'Bearer '],
  ])('answers 401 AUTH_REQUIRED for %s', async (_label, header) => {
    const res = await me({ authorization: header.replace('TOKEN', alice.idToken) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
    expect(res.json().detail).toMatch(/^Authentication required/);
  });

  it.each([
    ['not a JWT', 'not-a-token'],
    ['garbage segments', 'aaa.bbb.ccc'],
    ['a JSON array as claims', `e30.${Buffer.from('[]').toString('base64url')}.`],
    ['too long', `${'a'.repeat(9000)}.b.c`],
  ])('answers 401 TOKEN_INVALID for a malformed token: %s', async (_label, token) => {
    const res = await me(bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      detail: expect.stringMatching(/^Authentication required: .*Please sign in again\.$/),
      code: 'TOKEN_INVALID',
    });
    expect(res.headers['www-authenticate']).toContain('error="invalid_token"');
  });

  it('answers 401 TOKEN_EXPIRED for an expired token', async () => {
    const expired = rewriteToken(alice.idToken, {
      claims: { iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 },
    });
    const res = await me(bearer(expired));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      detail: 'Authentication required: the sign-in has expired. Please sign in again.',
      code: 'TOKEN_EXPIRED',
    });
  });

  it('answers 401 TOKEN_WRONG_PROJECT for a token of another Firebase project', async () => {
    const foreign = rewriteToken(alice.idToken, {
      claims: { aud: 'demo-other', iss: 'https://securetoken.google.com/demo-other' },
    });
    const res = await me(bearer(foreign));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_WRONG_PROJECT' });
  });

  it('answers 401 TOKEN_INVALID for a token that names no user', async () => {
    const res = await me(bearer(rewriteToken(alice.idToken, { claims: { sub: '' } })));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('answers 403 "Access denied" for a disabled account, and lets it back when re-enabled', async () => {
    const carol = await createEmailAccount('carol');
    await admin.auth.updateUser(carol.uid, { disabled: true });
    const res = await me(bearer(carol.idToken));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Access denied', code: 'ACCESS_DENIED' });

    await admin.auth.updateUser(carol.uid, { disabled: false });
    expect((await me(bearer(carol.idToken))).statusCode).toBe(404);
  });

  it('answers 401 TOKEN_REVOKED for a sign-in revoked after the token was issued', async () => {
    const dave = await createEmailAccount('dave');
    // Revocation has one-second granularity: the token must predate it by a full second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await admin.auth.revokeRefreshTokens(dave.uid);
    const res = await me(bearer(dave.idToken));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_REVOKED' });

    // Signing in again gives a token that works.
    const fresh = await signInWithPassword(dave.email, dave.password);
    expect((await me(bearer(fresh))).statusCode).toBe(404);
  });

  it('answers 401 TOKEN_REVOKED once the account is deleted', async () => {
    const erin = await createEmailAccount('erin');
    await admin.auth.deleteUser(erin.uid);
    const res = await me(bearer(erin.idToken));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      detail: 'Authentication required: this account no longer exists. Please sign in again.',
      code: 'TOKEN_REVOKED',
    });
  });
});
