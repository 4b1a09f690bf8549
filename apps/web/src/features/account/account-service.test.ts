import { beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '#web/config/env';
import { createApiClient } from '#web/lib/api-client';
import { answer } from '#web/test/fake-api';
import { createAccountService, type AccountIdentity } from './account-service';

/** Firebase's side, faked: the module is shared by the whole unit run, so it is passed in. */
const identity = {
  updateDisplayName: vi.fn(async () => undefined),
  changePassword: vi.fn(async (_current: string, _next: string) => undefined),
  reauthenticate: vi.fn(async () => undefined),
} satisfies AccountIdentity;
const firebase = identity;

/** The token Firebase gives this browser with the password change. */
const FRESH_TOKEN = 'token-after-the-change';

const service = () =>
  createAccountService(
    createApiClient({ baseUrl: config.apiBaseUrl, getToken: async () => FRESH_TOKEN }),
    identity,
  );

describe('changing the password', () => {
  beforeEach(() => {
    firebase.changePassword.mockClear();
  });

  it('changes it with Firebase, then tells the API, so other sessions end there at once', async () => {
    const told = answer('POST /account/password-changed', new Response(null, { status: 204 }));
    await service().changePassword('old-pass-1', 'new-pass-1');
    expect(firebase.changePassword).toHaveBeenCalledWith('old-pass-1', 'new-pass-1');
    expect(told).toHaveLength(1);
    expect(told[0]?.headers.get('authorization')).toBe(`Bearer ${FRESH_TOKEN}`);
  });

  it('does not tell the API when Firebase refused the change', async () => {
    const told = answer('POST /account/password-changed', new Response(null, { status: 204 }));
    firebase.changePassword.mockRejectedValueOnce(
      Object.assign(new Error('wrong'), { code: 'auth/wrong-password' }),
    );
    await expect(service().changePassword('not-it', 'new-pass-1')).rejects.toThrow('wrong');
    expect(told).toHaveLength(0);
  });

  it('still reports the change as done when the API cannot be told', async () => {
    answer('POST /account/password-changed', new Error('offline'));
    await expect(service().changePassword('old-pass-1', 'new-pass-1')).resolves.toBeUndefined();
  });
});
