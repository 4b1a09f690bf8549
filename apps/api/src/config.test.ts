import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const problemsOf = (environment: Record<string, string>): string[] => {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
};

describe('loadConfig', () => {
  it('works with nothing set: local defaults, embedded PGlite in .data/pglite', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 8080,
      logLevel: 'info',
      trustProxy: false,
      storage: { kind: 'pglite', dataDir: path.resolve('.data/pglite') },
      firebase: { projectId: 'demo-styleprint', authEmulatorHost: undefined },
      cors: { origins: ['http://127.0.0.1:4200', 'http://localhost:4200'] },
      rateLimit: { windowMs: 60_000, perIpMax: 300, perUserMax: 60 },
      bodyLimitBytes: 1024 * 1024,
      shutdownTimeoutMs: 10_000,
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '9000',
      HOST: '0.0.0.0',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      DATABASE_URL: 'postgres://api:secret@db.internal:5432/styleprint',
      DATABASE_POOL_MAX: '20',
      DATABASE_CONNECT_TIMEOUT_MS: '3000',
      DATABASE_STATEMENT_TIMEOUT_MS: '8000',
      FIREBASE_PROJECT_ID: 'styleprint-prod',
      CORS_ORIGINS: 'https://styleprint.app, https://www.styleprint.app',
      RATE_LIMIT_WINDOW_MS: '30000',
      RATE_LIMIT_IP_MAX: '100',
      RATE_LIMIT_USER_MAX: '20',
      BODY_LIMIT_BYTES: '65536',
      SHUTDOWN_TIMEOUT_MS: '8000',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 9000,
      host: '0.0.0.0',
      logLevel: 'warn',
      trustProxy: 1,
      storage: {
        kind: 'postgres',
        url: 'postgres://api:secret@db.internal:5432/styleprint',
        poolMax: 20,
        connectTimeoutMs: 3000,
        statementTimeoutMs: 8000,
      },
      firebase: { projectId: 'styleprint-prod', authEmulatorHost: undefined },
      cors: { origins: ['https://styleprint.app', 'https://www.styleprint.app'] },
      rateLimit: { windowMs: 30_000, perIpMax: 100, perUserMax: 20 },
      bodyLimitBytes: 65_536,
      shutdownTimeoutMs: 8000,
    });
  });

  it('treats a blank value as unset, as a .env line "PORT=" means', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '  ', FIREBASE_AUTH_EMULATOR_HOST: '' });
    expect(config.port).toBe(8080);
    expect(config.storage.kind).toBe('pglite');
    expect(config.firebase.authEmulatorHost).toBeUndefined();
  });

  it('keeps DATA_DIR=memory:// as an in-memory database', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).storage).toEqual({
      kind: 'pglite',
      dataDir: 'memory://',
    });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8,127.0.0.1', '10.0.0.0/8,127.0.0.1'],
  ] as const)('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('lists every problem in one message, naming each variable and what it got', () => {
    let message = '';
    try {
      loadConfig({
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        CORS_ORIGINS: 'https://ok.example,not a url,https://x.example/path',
        RATE_LIMIT_USER_MAX: '0',
        FIREBASE_AUTH_EMULATOR_HOST: 'localhost',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration \(6 problems\):\n/);
    expect(message).toContain('PORT must be a whole number from 0 to 65535 (got "eighty")');
    expect(message).toContain(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    );
    expect(message).toContain('CORS_ORIGINS "not a url" is not an origin');
    expect(message).toContain('CORS_ORIGINS "https://x.example/path" is not an origin');
    expect(message).toContain('RATE_LIMIT_USER_MAX must be a whole number from 1 to 10000000');
    expect(message).toContain('FIREBASE_AUTH_EMULATOR_HOST must be host:port');
  });

  it('never repeats a database URL, which may hold a password', () => {
    const problems = problemsOf({ DATABASE_URL: 'mysql://root:hunter2@db/app' });
    expect(problems).toEqual(['DATABASE_URL must be a postgres:// or postgresql:// URL']);
  });

  describe('in production', () => {
    it('refuses to start with the auth emulator configured, and says why', () => {
      const problems = problemsOf({
        NODE_ENV: 'production',
        FIREBASE_PROJECT_ID: 'styleprint-prod',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        /^FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production: .*unsigned tokens/,
      );
    });

    it('refuses a demo- project, which only the emulator serves', () => {
      expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
        expect.stringMatching(/^FIREBASE_PROJECT_ID is a demo- project/),
      ]);
    });

    it('starts with a real project and no emulator', () => {
      expect(
        loadConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'styleprint-prod' }).nodeEnv,
      ).toBe('production');
    });
  });
});
