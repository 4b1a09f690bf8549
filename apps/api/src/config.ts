import path from 'node:path';
import { CoachConfigError, parseCoachConfig, type CoachConfig } from '@styleprint/coach';
import { z } from 'zod';

/**
 * The API's configuration, read once from the environment at start and validated with zod.
 * Every problem is reported in one message, so a bad deployment is fixed in one go.
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** PGlite keeps everything in memory (nothing persisted) when DATA_DIR is this value. */
export const IN_MEMORY_DATA_DIR = 'memory://';

export const DEFAULT_CORS_ORIGINS = ['http://127.0.0.1:4200', 'http://localhost:4200'];

/** Whether the coach routes need a signed-in caller (docs/decisions/0070). */
export const COACH_AUTH_POLICIES = ['required', 'optional'] as const;
export type CoachAuthPolicy = (typeof COACH_AUTH_POLICIES)[number];

export interface CoachSettings {
  /** The engine libs/coach builds: embedded, or an LLM provider with its model and limits. */
  engine: CoachConfig;
  /** COACH_AUTH; by default optional for the embedded engine and required for an LLM. */
  auth: CoachAuthPolicy;
  /** Coach calls one client address may make per minute without signing in. */
  anonymousPerMinute: number;
}

export type StorageConfig =
  | { kind: 'pglite'; dataDir: string }
  | {
      kind: 'postgres';
      url: string;
      poolMax: number;
      connectTimeoutMs: number;
      statementTimeoutMs: number;
    };

export interface AppConfig {
  nodeEnv: NodeEnv;
  host: string;
  port: number;
  logLevel: LogLevel;
  /** Fastify's trustProxy: false, true, a hop count, or a comma list of proxy addresses. */
  trustProxy: boolean | number | string;
  storage: StorageConfig;
  firebase: {
    projectId: string;
    /** host:port of the Firebase Auth emulator; unset means real Firebase Auth. */
    authEmulatorHost: string | undefined;
  };
  cors: { origins: string[] };
  rateLimit: {
    windowMs: number;
    /** Requests one client address may make per window, across all routes but health checks. */
    perIpMax: number;
    /** Requests one signed-in user may make per window to the routes that need sign-in. */
    perUserMax: number;
  };
  /** Largest request body accepted, in bytes, unless a route sets a smaller one. */
  bodyLimitBytes: number;
  /** How long a graceful shutdown may take before the process gives up and exits. */
  shutdownTimeoutMs: number;
  coach: CoachSettings;
  /** Caches on the hot path (docs/decisions/0090). */
  cache: {
    /** The longest a disabled or revoked account keeps access through one instance; 0 = off. */
    accountStatusTtlMs: number;
    /** Verified tokens remembered per instance. */
    tokenMaxEntries: number;
    /** Users whose latest profile PGlite keeps in memory; 0 = off (PostgreSQL never caches). */
    profileMaxEntries: number;
  };
  /** Shared state for several instances (rate limits); unset = each process on its own. */
  redisUrl: string | undefined;
  /** Whether GET /metrics answers (Prometheus text format). */
  metricsEnabled: boolean;
}

/** Names of the variables whose values must never appear in messages or logs. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  // A provider key, or a base URL that may carry credentials (https://user:key@host/v1).
  'COACH_API_KEY',
  'OPENAI_API_KEY',
  'ANTHROPIC_API_KEY',
  'GOOGLE_GENERATIVE_AI_API_KEY',
  'COACH_BASE_URL',
  // redis://:password@host:port may carry a password.
  'REDIS_URL',
]);

const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
};

const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
  )
  .superRefine((origins, ctx) => {
    if (origins.length === 0) ctx.addIssue({ code: 'custom', message: 'lists no origin' });
    for (const origin of origins) {
      if (!isOrigin(origin)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${origin}" is not an origin like https://app.example.com (scheme, host, optional port, no path)`,
        });
      }
    }
  });

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

const trustProxy = z.string().transform((value): boolean | number | string => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
});

const EnvSchema = z
  .object({
    NODE_ENV: z
      .enum(NODE_ENVS, { error: `must be one of ${NODE_ENVS.join(', ')}` })
      .default('development'),
    PORT: wholeNumber(0, 65535).default(8080),
    HOST: z.string().default('127.0.0.1'),
    LOG_LEVEL: z
      .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
      .default('info'),
    TRUST_PROXY: trustProxy.default(false),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATA_DIR: z.string().default(path.join('.data', 'pglite')),
    DATABASE_POOL_MAX: wholeNumber(1, 1000).default(10),
    DATABASE_CONNECT_TIMEOUT_MS: wholeNumber(100, 600_000).default(5000),
    DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(100, 3_600_000).default(10_000),
    FIREBASE_PROJECT_ID: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9-]{3,62}$/,
        'must be a Firebase project id (lower-case letters, digits and dashes)',
      )
      .default('demo-styleprint'),
    FIREBASE_AUTH_EMULATOR_HOST: z
      .string()
      .regex(/^[^\s:/]+:\d{1,5}$/, 'must be host:port, e.g. 127.0.0.1:9099')
      .optional(),
    CORS_ORIGINS: originList.default(DEFAULT_CORS_ORIGINS),
    RATE_LIMIT_WINDOW_MS: wholeNumber(1000, 86_400_000).default(60_000),
    RATE_LIMIT_IP_MAX: wholeNumber(1, 10_000_000).default(300),
    RATE_LIMIT_USER_MAX: wholeNumber(1, 10_000_000).default(60),
    BODY_LIMIT_BYTES: wholeNumber(1024, 100 * 1024 * 1024).default(1024 * 1024),
    SHUTDOWN_TIMEOUT_MS: wholeNumber(0, 600_000).default(10_000),
    // The engine's own COACH_* settings are read by libs/coach (parseCoachConfig, below).
    COACH_AUTH: z
      .enum(COACH_AUTH_POLICIES, { error: `must be one of ${COACH_AUTH_POLICIES.join(', ')}` })
      .optional(),
    COACH_ANON_RATE_LIMIT_PER_MINUTE: wholeNumber(1, 10_000_000).default(20),
    AUTH_ACCOUNT_CACHE_SECONDS: wholeNumber(0, 3600).default(60),
    AUTH_TOKEN_CACHE_MAX: wholeNumber(1, 10_000_000).default(10_000),
    PROFILE_CACHE_MAX: wholeNumber(0, 10_000_000).default(10_000),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL')
      .optional(),
    METRICS_ENABLED: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (env.FIREBASE_AUTH_EMULATOR_HOST !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_AUTH_EMULATOR_HOST'],
        message:
          'must not be set when NODE_ENV=production: with it, firebase-admin accepts the ' +
          "emulator's unsigned tokens, so anyone could sign in as anyone. Unset it in production",
      });
    }
    if (env.FIREBASE_PROJECT_ID.startsWith('demo-')) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_PROJECT_ID'],
        message:
          'is a demo- project, which only the emulator serves; set your Firebase project id in production',
      });
    }
  });

type Env = z.output<typeof EnvSchema>;

/** Raised when the environment cannot configure the API; the message lists every problem. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid configuration (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/** Reads the configuration from an environment (process.env in server.ts, a literal in tests). */
export function loadConfig(environment: Record<string, string | undefined>): AppConfig {
  // A blank value (`PORT=` in a .env file) means "use the default", never "empty".
  const present = Object.fromEntries(
    Object.entries(environment).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== '',
    ),
  );
  const problem = (name: string, message: string): string => {
    const given = present[name];
    const shown =
      given === undefined || SECRET_VARIABLES.has(name) ? '' : ` (got ${JSON.stringify(given)})`;
    return `${name} ${message}${shown}`;
  };
  const parsed = EnvSchema.safeParse(present);
  const coach = readCoachEngine(present);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) =>
          problem(String(issue.path[0] ?? 'environment'), issue.message),
        )),
    ...coach.problems.map(({ name, message }) => problem(name, message)),
  ];
  if (!parsed.success || coach.engine === undefined) {
    throw new ConfigError(problems);
  }
  return toAppConfig(parsed.data, coach.engine);
}

/**
 * The engine's settings, read by libs/coach's own parser so the API and the lib never disagree
 * on a variable; its problems join ours in the one startup message.
 */
function readCoachEngine(environment: Record<string, string>): {
  engine?: CoachConfig;
  problems: { name: string; message: string }[];
} {
  try {
    return { engine: parseCoachConfig(environment), problems: [] };
  } catch (error) {
    if (!(error instanceof CoachConfigError)) throw error;
    // Each issue reads "COACH_MODEL: required when …".
    return {
      problems: error.issues.map((issue) => {
        const separator = issue.indexOf(': ');
        return separator === -1
          ? { name: 'environment', message: issue }
          : { name: issue.slice(0, separator), message: issue.slice(separator + 2) };
      }),
    };
  }
}

function toAppConfig(env: Env, coachEngine: CoachConfig): AppConfig {
  const storage: StorageConfig =
    env.DATABASE_URL === undefined
      ? {
          kind: 'pglite',
          dataDir:
            env.DATA_DIR === IN_MEMORY_DATA_DIR ? IN_MEMORY_DATA_DIR : path.resolve(env.DATA_DIR),
        }
      : {
          kind: 'postgres',
          url: env.DATABASE_URL,
          poolMax: env.DATABASE_POOL_MAX,
          connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
        };
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    storage,
    firebase: {
      projectId: env.FIREBASE_PROJECT_ID,
      authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    },
    cors: { origins: env.CORS_ORIGINS },
    rateLimit: {
      windowMs: env.RATE_LIMIT_WINDOW_MS,
      perIpMax: env.RATE_LIMIT_IP_MAX,
      perUserMax: env.RATE_LIMIT_USER_MAX,
    },
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    coach: {
      engine: coachEngine,
      // An open LLM endpoint is a cost hole; the embedded engine costs only CPU (decision 0070).
      auth: env.COACH_AUTH ?? (coachEngine.provider === 'embedded' ? 'optional' : 'required'),
      anonymousPerMinute: env.COACH_ANON_RATE_LIMIT_PER_MINUTE,
    },
    cache: {
      accountStatusTtlMs: env.AUTH_ACCOUNT_CACHE_SECONDS * 1000,
      tokenMaxEntries: env.AUTH_TOKEN_CACHE_MAX,
      profileMaxEntries: env.PROFILE_CACHE_MAX,
    },
    redisUrl: env.REDIS_URL,
    metricsEnabled: env.METRICS_ENABLED,
  };
}
