import { beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '#web/config/env';
import { createApiClient } from '#web/lib/api-client';
import * as firebase from '#web/lib/firebase';
import { answer } from '#web/test/fake-api';
import { createAccountService } from './account-service';

vi.mock('#web/lib/firebase', async (original) => ({
  ...(await original<typeof firebase>()),
  changePassword: vi.fn(async () => undefined),
}));

/** The token Firebase gives this browser with the password change. */
const FRESH_TOKEN = 'token-after-the-change';

const service = () =>
  createAccountService(
    createApiClient({ baseUrl: config.apiBaseUrl, getToken: async () => FRESH_TOKEN }),
  );

describe('changing the password', () => {
  beforeEach(() => {
    vi.mocked(firebase.changePassword).mockClear();
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
    vi.mocked(firebase.changePassword).mockRejectedValueOnce(
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
