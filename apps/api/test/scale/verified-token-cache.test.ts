import { afterAll, describe, expect, it } from 'vitest';
import { bearer, useAppFactory } from '../helpers/app.js';
import { adminAuth, createEmailAccount } from '../helpers/emulator.js';
import { validPayload } from '../helpers/payloads.js';

/**
 * The verified-token cache as a caller sees it (docs/decisions/0090): a disabled account keeps
 * access for at most AUTH_ACCOUNT_CACHE_SECONDS through an instance that already verified its
 * token, and loses it at once when our API forgets the account.
 */
describe('verified-token cache', () => {
  const apps = useAppFactory();
  const admin = adminAuth();
  afterAll(async () => {
    await admin.close();
  });

  const me = (app: Awaited<ReturnType<typeof apps.build>>, token: string) =>
    app.inject({ method: 'GET', url: '/profile/me', headers: bearer(token) });

  it('answers a known token without asking Firebase Auth again', async () => {
    const app = await apps.build();
    const carol = await createEmailAccount('carol');
    expect((await me(app, carol.idToken)).statusCode).toBe(404);
    // Disabled out of band (the Firebase console): the held answer stands for the cache time.
    await admin.auth.updateUser(carol.uid, { disabled: true });
    expect((await me(app, carol.idToken)).statusCode).toBe(404);
    expect(app.verifiedTokens.stats.hits).toBeGreaterThanOrEqual(1);
    await admin.auth.updateUser(carol.uid, { disabled: false });
  });

  it('applies a change at once when the account is forgotten through our API', async () => {
    const app = await apps.build();
    const dave = await createEmailAccount('dave');
    expect((await me(app, dave.idToken)).statusCode).toBe(404);
    await admin.auth.updateUser(dave.uid, { disabled: true });
    app.forgetAccount(dave.uid);
    const res = await me(app, dave.idToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Access denied', code: 'ACCESS_DENIED' });
  });

  it('checks the account on every request when AUTH_ACCOUNT_CACHE_SECONDS=0', async () => {
    const app = await apps.build({ AUTH_ACCOUNT_CACHE_SECONDS: '0' });
    const erin = await createEmailAccount('erin');
    expect((await me(app, erin.idToken)).statusCode).toBe(404);
    await admin.auth.updateUser(erin.uid, { disabled: true });
    expect((await me(app, erin.idToken)).statusCode).toBe(403);
  });

  it('checks the account again once the cache time is up', async () => {
    const app = await apps.build({ AUTH_ACCOUNT_CACHE_SECONDS: '1' });
    const frank = await createEmailAccount('frank');
    expect((await me(app, frank.idToken)).statusCode).toBe(404);
    await admin.auth.updateUser(frank.uid, { disabled: true });
    expect((await me(app, frank.idToken)).statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await me(app, frank.idToken)).statusCode).toBe(403);
  });

  it('never lets one user in with another user’s held answer', async () => {
    const app = await apps.build();
    const [gina, hugo] = await Promise.all([
      createEmailAccount('gina'),
      createEmailAccount('hugo'),
    ]);
    await app.inject({
      method: 'POST',
      url: '/quiz/submit-assessment',
      headers: bearer(gina.idToken),
      payload: validPayload(),
    });
    expect((await me(app, gina.idToken)).statusCode).toBe(200);
    expect((await me(app, hugo.idToken)).statusCode).toBe(404);
    expect((await me(app, gina.idToken)).statusCode).toBe(200);
  });
});
