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
      rateLimit: { windowMs: 60_000, perIpMax: 300, perUserMax: 60, refusalDelayMs: 5000 },
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
      RATE_LIMIT_REFUSAL_DELAY_MS: '0',
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
      rateLimit: { windowMs: 30_000, perIpMax: 100, perUserMax: 20, refusalDelayMs: 0 },
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
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8,127.0.0.1', '10.0.0.0/8,127.0.0.1'],
    ['loopback, fd00::/8', 'loopback,fd00::/8'],
  ] as const)('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('refuses TRUST_PROXY=true in any environment: clients would choose their own address', () => {
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY must be a hop count .* never true: .*\(got "true"\)$/),
    ]);
  });

  it('refuses a TRUST_PROXY list entry that is not an address or CIDR block', () => {
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/8,proxy.internal,10.0.0.0/33' })).toEqual([
      'TRUST_PROXY lists "proxy.internal", "10.0.0.0/33", which is not an IP address or CIDR block (got "10.0.0.0/8,proxy.internal,10.0.0.0/33")',
    ]);
  });

  describe('the auth emulator, whatever NODE_ENV says', () => {
    it.each(['development', 'test'])(
      'refuses an emulator that is not on this machine (NODE_ENV=%s)',
      (nodeEnv) => {
        expect(
          problemsOf({ NODE_ENV: nodeEnv, FIREBASE_AUTH_EMULATOR_HOST: '10.1.2.3:9099' }),
        ).toEqual([
          expect.stringMatching(/^FIREBASE_AUTH_EMULATOR_HOST must be a loopback address/),
        ]);
      },
    );

    it('refuses the emulator with a real project id', () => {
      expect(
        problemsOf({
          FIREBASE_PROJECT_ID: 'styleprint-prod',
          FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        }),
      ).toEqual([
        expect.stringMatching(
          /^FIREBASE_PROJECT_ID must be a demo- project while FIREBASE_AUTH_EMULATOR_HOST is set/,
        ),
      ]);
    });

    it.each(['127.0.0.1:9099', 'localhost:9099', '[::1]:9099', '127.0.0.2:9099'])(
      'accepts a demo- project with the emulator on %s',
      (host) => {
        expect(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: host }).firebase.authEmulatorHost).toBe(
          host,
        );
      },
    );
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
    const PRODUCTION = {
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'styleprint-prod',
      CORS_ORIGINS: 'https://styleprint.app',
      DATABASE_URL: 'postgres://api@db.internal/styleprint',
    };
    const LLM = { COACH_PROVIDER: 'openai', COACH_MODEL: 'gpt-4o-mini', OPENAI_API_KEY: 'sk-x' };

    it('refuses to start with the auth emulator configured, and says why', () => {
      const problems = problemsOf({
        ...PRODUCTION,
        FIREBASE_PROJECT_ID: 'demo-styleprint',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      });
      expect(problems).toContainEqual(
        expect.stringMatching(
          /^FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production: .*unsigned tokens/,
        ),
      );
    });

    it('refuses a demo- project, which only the emulator serves', () => {
      expect(problemsOf({ ...PRODUCTION, FIREBASE_PROJECT_ID: 'demo-styleprint' })).toEqual([
        expect.stringMatching(/^FIREBASE_PROJECT_ID is a demo- project/),
      ]);
    });

    it("refuses the development CORS origins: CORS_ORIGINS must name the web's origin", () => {
      const { CORS_ORIGINS: _omitted, ...rest } = PRODUCTION;
      expect(problemsOf(rest)).toEqual([
        expect.stringMatching(/^CORS_ORIGINS must be set when NODE_ENV=production/),
      ]);
    });

    it('refuses the embedded store unless PGLITE_SINGLE_INSTANCE=true opts in', () => {
      const { DATABASE_URL: _omitted, ...rest } = PRODUCTION;
      expect(problemsOf(rest)).toEqual([
        expect.stringMatching(
          /^DATABASE_URL must be set when NODE_ENV=production .*PGLITE_SINGLE_INSTANCE=true/,
        ),
      ]);
      expect(loadConfig({ ...rest, PGLITE_SINGLE_INSTANCE: 'true' }).storage.kind).toBe('pglite');
    });

    it('refuses an LLM coach open to anonymous callers unless the override says so', () => {
      expect(problemsOf({ ...PRODUCTION, ...LLM, COACH_AUTH: 'optional' })).toEqual([
        expect.stringMatching(
          /^COACH_AUTH must be required when NODE_ENV=production with an LLM coach .*COACH_ALLOW_ANONYMOUS_LLM=true/,
        ),
      ]);
      expect(
        loadConfig({
          ...PRODUCTION,
          ...LLM,
          COACH_AUTH: 'optional',
          COACH_ALLOW_ANONYMOUS_LLM: 'true',
        }).coach.auth,
      ).toBe('optional');
      expect(loadConfig({ ...PRODUCTION, ...LLM }).coach.auth).toBe('required');
    });

    it('starts with a real project, its origins, PostgreSQL and no emulator', () => {
      expect(loadConfig(PRODUCTION).nodeEnv).toBe('production');
    });
  });

  describe('invite emails (decision 0104)', () => {
    it('sends none by default; links point at the web’s first origin', () => {
      expect(loadConfig({}).email).toEqual({
        smtp: undefined,
        inviteLinkBase: 'http://127.0.0.1:4200',
      });
    });

    it('reads the SMTP server, keeping its password out of messages', () => {
      expect(
        loadConfig({
          SMTP_HOST: 'smtp.example.com',
          SMTP_PORT: '465',
          SMTP_SECURE: 'true',
          SMTP_USER: 'mailer',
          SMTP_PASSWORD: 'hunter2',
          SMTP_FROM: 'Styleprint <no-reply@example.com>',
          INVITE_LINK_BASE_URL: 'https://app.example.com',
        }).email,
      ).toEqual({
        smtp: {
          host: 'smtp.example.com',
          port: 465,
          secure: true,
          user: 'mailer',
          password: 'hunter2',
          from: 'Styleprint <no-reply@example.com>',
        },
        inviteLinkBase: 'https://app.example.com',
      });
      const problems = problemsOf({ SMTP_HOST: 'smtp.example.com', SMTP_PASSWORD: 'hunter2' });
      expect(problems.join('\n')).toMatch(/SMTP_FROM must be set with SMTP_HOST/);
      expect(problems.join('\n')).not.toContain('hunter2');
    });

    it.each([
      ['SMTP_HOST', 'smtp://example.com'],
      ['SMTP_FROM', 'no address'],
      ['SMTP_FROM', 'a@b.example\r\nBcc: everyone@example.com'],
      ['INVITE_LINK_BASE_URL', 'https://app.example.com/path'],
    ])('refuses %s=%j', (name, value) => {
      const problems = problemsOf({
        SMTP_HOST: 'smtp.example.com',
        SMTP_FROM: 'a@b.example',
        [name]: value,
      });
      expect(problems.some((problem) => problem.startsWith(name))).toBe(true);
    });
  });
});
