import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('uses the local defaults when nothing is set', () => {
    expect(parseEnv({})).toEqual({
      apiBaseUrl: 'http://127.0.0.1:8080',
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: 'demo-styleprint.firebaseapp.com',
        projectId: 'demo-styleprint',
      },
      authEmulatorUrl: 'http://127.0.0.1:9099',
      supportEmail: 'support@styleprint.example',
    });
  });

  it('reads the support address, and treats an empty one as none', () => {
    expect(parseEnv({ VITE_SUPPORT_EMAIL: 'help@example.com' }).supportEmail).toBe(
      'help@example.com',
    );
    expect(parseEnv({ VITE_SUPPORT_EMAIL: '' }).supportEmail).toBeNull();
    expect(() => parseEnv({ VITE_SUPPORT_EMAIL: 'not an address' })).toThrow(/VITE_SUPPORT_EMAIL/);
  });

  it('reads the e2e stack values and treats an empty emulator URL as real Firebase', () => {
    const config = parseEnv({
      VITE_API_BASE_URL: 'http://127.0.0.1:18080/',
      VITE_FIREBASE_AUTH_EMULATOR_URL: '',
    });
    expect(config.apiBaseUrl).toBe('http://127.0.0.1:18080');
    expect(config.authEmulatorUrl).toBeNull();
  });

  it('fails fast, naming every bad variable', () => {
    expect(() =>
      parseEnv({ VITE_API_BASE_URL: 'not a url', VITE_FIREBASE_AUTH_EMULATOR_URL: 'nope' }),
    ).toThrow(/VITE_API_BASE_URL.*VITE_FIREBASE_AUTH_EMULATOR_URL/);
  });

  it('names an empty Firebase setting and a URL that is not http(s)', () => {
    expect(() =>
      parseEnv({ VITE_FIREBASE_PROJECT_ID: '', VITE_API_BASE_URL: 'ftp://example.com' }),
    ).toThrow(
      'Invalid web configuration (VITE_* variables): VITE_API_BASE_URL: Invalid URL; VITE_FIREBASE_PROJECT_ID: must not be empty',
    );
  });
});
