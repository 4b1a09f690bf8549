import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { bearer } from '../helpers/app.js';
import { emulatorHost } from '../helpers/emulator.js';
import {
  otherPrivateKey,
  startKeyServer,
  unreachableAgent,
  type KeyServer,
} from '../helpers/google-keys.js';
import { PGLITE_LEG, type OpenedStore } from '../helpers/stores.js';
import { nowSeconds } from '../helpers/tokens.js';

/**
 * Forged tokens against real verification (no emulator): firebase-admin fetches "Google's"
 * signing keys from a key server this test runs, so each forgery is judged by the same code
 * that judges them in production. Every forgery is a 401; a key server that is down is a 503.
 */
const PROJECT = 'styleprint-forgery-test';

describe('forged ID tokens, verified without the emulator', () => {
  const savedHost = emulatorHost();
  let opened: OpenedStore;
  let keys: KeyServer;
  let app: App;
  const apps: App[] = [];

  const build = async (agent: KeyServer['agent']) => {
    const built = await buildApp(
      loadConfig({ FIREBASE_PROJECT_ID: PROJECT, LOG_LEVEL: 'silent', DATA_DIR: 'memory://' }),
      { store: opened.store, firebaseHttpAgent: agent },
    );
    apps.push(built);
    return built;
  };

  beforeAll(async () => {
    // firebase-admin reads the emulator host from process.env on every call.
    delete process.env['FIREBASE_AUTH_EMULATOR_HOST'];
    // The account lookup after a good signature needs Google credentials; google-auth-library
    // would probe the cloud metadata server for them. Nothing here may leave the machine.
    process.env['METADATA_SERVER_DETECTION'] = 'none';
    process.env['GCE_METADATA_HOST'] = '127.0.0.1:9';
    opened = await PGLITE_LEG.open();
    keys = await startKeyServer();
    app = await build(keys.agent);
  });
  afterAll(async () => {
    await Promise.all(apps.map((built) => built.close()));
    await opened?.dispose();
    await keys?.close();
    process.env['FIREBASE_AUTH_EMULATOR_HOST'] = savedHost;
  });

  const me = (target: App, token: string) =>
    target.inject({ method: 'GET', url: '/profile/me', headers: bearer(token) });

  const flipOneSignatureBit = (token: string): string => {
    const [head, body, signature = ''] = token.split('.');
    const bytes = Buffer.from(signature, 'base64url');
    bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] ?? 0) ^ 0x01;
    return [head, body, bytes.toString('base64url')].join('.');
  };

  const unsigned = (token: string): string => {
    const [, body] = token.split('.');
    const head = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    return `${head}.${body}.`;
  };

  it('accepts the signature of a token signed with the published key (the control)', async () => {
    const res = await me(app, keys.sign({ projectId: PROJECT }));
    // Past the signature, the account lookup needs Google's account service, which this test
    // does not play: an outage (503), not a rejection, shows the signature and claims passed.
    expect(res.statusCode).toBe(503);
    expect(
      keys.requests.some((url) => url.includes('securetoken@system.gserviceaccount.com')),
    ).toBe(true);
  });

  it.each([
    ['unsigned (alg none)', () => unsigned(keys.sign({ projectId: PROJECT })), 'TOKEN_INVALID'],
    [
      'for another audience',
      () => keys.sign({ projectId: PROJECT, claims: { aud: 'another-project' } }),
      'TOKEN_WRONG_PROJECT',
    ],
    [
      'from another issuer',
      () =>
        keys.sign({
          projectId: PROJECT,
          claims: { iss: 'https://securetoken.google.com/another-project' },
        }),
      'TOKEN_WRONG_PROJECT',
    ],
    [
      'expired',
      () =>
        keys.sign({
          projectId: PROJECT,
          claims: { iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 },
        }),
      'TOKEN_EXPIRED',
    ],
    [
      'with an unknown key id',
      () => keys.sign({ projectId: PROJECT, header: { kid: 'not-a-published-key' } }),
      'TOKEN_INVALID',
    ],
    [
      'signed with a key Google never published, under its key id',
      () => keys.sign({ projectId: PROJECT, key: otherPrivateKey() }),
      'TOKEN_INVALID',
    ],
    [
      'with one signature bit flipped',
      () => flipOneSignatureBit(keys.sign({ projectId: PROJECT })),
      'TOKEN_INVALID',
    ],
  ] as const)('rejects a token %s with 401 %s', async (_title, forge, code) => {
    const res = await me(app, forge());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code });
    expect(res.headers['www-authenticate']).toContain('error="invalid_token"');
  });

  it('answers 503 with Retry-After when the key server is down', async () => {
    const offline = await build(await unreachableAgent());
    const res = await me(offline, keys.sign({ projectId: PROJECT }));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      detail: 'Sign-in could not be checked right now. Please try again in a few seconds.',
      code: 'AUTH_UNAVAILABLE',
    });
    expect(res.headers['retry-after']).toBe('5');
  });
});
