import { isIP } from 'node:net';
import path from 'node:path';
// The configuration entry alone: parsing the environment must not load the engines (the AI SDK
// takes most of a second), so a refused configuration stops at once.
import { CoachConfigError, parseCoachConfig, type CoachConfig } from '@styleprint/coach/config';
import { z } from 'zod';

/**
 * The API's configuration, read once from the environment at start and validated with zod.
 * Every problem is reported in one message, so a bad deployment is fixed in one go.
 */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** PGlite keeps everything in memory (nothing persisted) when DATA_DIR is this value. */
export const IN_MEMORY_DATA_DIR = 'memory://';

const DEFAULT_CORS_ORIGINS = ['http://127.0.0.1:4200', 'http://localhost:4200'];

/** Whether the coach routes need a signed-in caller (docs/decisions/0070). */
const COACH_AUTH_POLICIES = ['required', 'optional'] as const;
export type CoachAuthPolicy = (typeof COACH_AUTH_POLICIES)[number];

export interface CoachSettings {
  /** The engine libs/coach builds: embedded, or an LLM provider with its model and limits. */
  engine: CoachConfig;
  /** COACH_AUTH; by default optional for the embedded engine and required for an LLM. */
  auth: CoachAuthPolicy;
  /** Coach calls one client address may make per minute without signing in. */
  anonymousPerMinute: number;
}

/** Bounds on what one user, one address and everyone together may ask of the coach (decision 0081). */
export interface CoachLimits {
  /** Tokens (estimated, see decision 0081) one user may spend on an LLM coach per UTC day. */
  dailyTokenBudget: number;
  /** Model calls in flight across the whole instance; one more gets 503. */
  maxConcurrentCalls: number;
  /** Open coach streams per signed-in user, and per client address. */
  maxStreamsPerUser: number;
  maxStreamsPerAddress: number;
  /** Whether unverified email accounts may use an LLM coach (anonymous-provider ones never may). */
  allowUnverifiedEmail: boolean;
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
  /** Fastify's trustProxy: false, a hop count, or a comma list of proxy addresses (never true). */
  trustProxy: false | number | string;
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
    /** Requests one signed-in user may have in flight at once in this process (decision 0094). */
    perUserInFlight: number;
    /** Of those, requests that write or call the coach (anything but GET/HEAD) (decision 0094). */
    perUserWritesInFlight: number;
    /** The longest a 429 is held before it is sent, so floods slow themselves (decision 0099). */
    refusalDelayMs: number;
  };
  /** Largest request body accepted, in bytes, unless a route sets a smaller one. */
  bodyLimitBytes: number;
  /** How long a graceful shutdown may take before the process gives up and exits. */
  shutdownTimeoutMs: number;
  coach: CoachSettings;
  coachLimits: CoachLimits;
  /** Assessments kept per user: saving one more removes the oldest beyond this (decision 0082). */
  assessmentHistoryMax: number;
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
  /**
   * Sending invite links by email (decision 0104): unset `smtp` means the person copies the link.
   * `inviteLinkBase` is the web's origin the links point to.
   */
  email: {
    smtp: SmtpSettings | undefined;
    inviteLinkBase: string;
  };
}

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
  /** The From address, e.g. "Styleprint <no-reply@example.com>". */
  from: string;
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
  'SMTP_PASSWORD',
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

/** The names proxy-addr (Fastify's trustProxy) accepts for well-known private ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address or CIDR block (10.0.0.0/8, fd00::/8) or one of proxy-addr's range names. */
function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `true` would trust every hop: the client's own X-Forwarded-For would become its address, and
 * every per-address limit would be one header away from useless. Only a hop count or the
 * proxies' own addresses say which hops are ours.
 */
const trustProxy = z.string().transform((value, ctx): false | number | string => {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        'must be a hop count (1 behind one load balancer) or a comma list of proxy addresses ' +
        'or CIDR blocks, never true: with true any client picks its own address in X-Forwarded-For',
    });
    return z.NEVER;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `lists ${bad.map((entry) => JSON.stringify(entry)).join(', ')}, which is not an IP address or CIDR block`,
    });
    return z.NEVER;
  }
  return entries.join(',');
});

/** Loopback hosts: the only places an auth emulator may run (it signs nothing). */
function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}

const yes = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((v) => v === 'true');

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
    // The explicit opt-in to the embedded store in production: one instance, one data directory.
    PGLITE_SINGLE_INSTANCE: yes.default(false),
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
      .regex(/^(\[[0-9a-fA-F:]+\]|[^\s:/[\]]+):\d{1,5}$/, 'must be host:port, e.g. 127.0.0.1:9099')
      .optional(),
    // No default here: production must name its origins (the default applies in toAppConfig).
    CORS_ORIGINS: originList.optional(),
    RATE_LIMIT_WINDOW_MS: wholeNumber(1000, 86_400_000).default(60_000),
    RATE_LIMIT_IP_MAX: wholeNumber(1, 10_000_000).default(300),
    RATE_LIMIT_USER_MAX: wholeNumber(1, 10_000_000).default(60),
    RATE_LIMIT_USER_IN_FLIGHT: wholeNumber(1, 100_000).default(16),
    RATE_LIMIT_USER_WRITES_IN_FLIGHT: wholeNumber(1, 100_000).default(4),
    RATE_LIMIT_REFUSAL_DELAY_MS: wholeNumber(0, 30_000).default(5000),
    BODY_LIMIT_BYTES: wholeNumber(1024, 100 * 1024 * 1024).default(1024 * 1024),
    SHUTDOWN_TIMEOUT_MS: wholeNumber(0, 600_000).default(10_000),
    // The engine's own COACH_* settings are read by libs/coach (parseCoachConfig, below).
    COACH_AUTH: z
      .enum(COACH_AUTH_POLICIES, { error: `must be one of ${COACH_AUTH_POLICIES.join(', ')}` })
      .optional(),
    COACH_ANON_RATE_LIMIT_PER_MINUTE: wholeNumber(1, 10_000_000).default(20),
    COACH_ALLOW_ANONYMOUS_LLM: yes.default(false),
    COACH_ALLOW_UNVERIFIED_EMAIL: yes.default(false),
    COACH_DAILY_TOKEN_BUDGET: wholeNumber(1000, 1_000_000_000).default(200_000),
    COACH_MAX_CONCURRENT_CALLS: wholeNumber(1, 10_000).default(16),
    COACH_MAX_STREAMS_PER_USER: wholeNumber(1, 1000).default(2),
    COACH_MAX_STREAMS_PER_ADDRESS: wholeNumber(1, 1000).default(6),
    ASSESSMENT_HISTORY_MAX: wholeNumber(1, 100_000).default(200),
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
    // Invite emails (decision 0104): all optional; without SMTP_HOST the person copies the link.
    SMTP_HOST: z
      .string()
      .regex(/^[^\s/:]+$/, 'must be a host name or address, without a scheme or port')
      .optional(),
    SMTP_PORT: wholeNumber(1, 65_535).default(587),
    SMTP_SECURE: yes.default(false),
    SMTP_USER: z.string().optional(),
    SMTP_PASSWORD: z.string().optional(),
    SMTP_FROM: z
      .string()
      .refine(
        (value) => value.includes('@') && !/[\r\n]/.test(value),
        'must be one address on one line, e.g. Styleprint <no-reply@example.com>',
      )
      .optional(),
    INVITE_LINK_BASE_URL: z
      .string()
      .regex(/^https?:\/\/[^\s/]+$/, 'must be an origin: scheme, host and port, no path')
      .optional(),
  })
  .superRefine((env, ctx) => {
    // Whatever NODE_ENV says: the emulator signs nothing, so firebase-admin pointed at one
    // accepts any token. Only a demo- project (which real Firebase never serves) on this
    // machine may use it, so a leaked variable cannot open a real project or a remote host.
    if (env.FIREBASE_AUTH_EMULATOR_HOST !== undefined) {
      const host = env.FIREBASE_AUTH_EMULATOR_HOST.replace(/:\d+$/, '');
      if (!isLoopbackHost(host)) {
        ctx.addIssue({
          code: 'custom',
          path: ['FIREBASE_AUTH_EMULATOR_HOST'],
          message:
            'must be a loopback address (127.0.0.1, localhost or [::1]): the emulator accepts ' +
            'unsigned tokens, so it may only run on this machine',
        });
      }
      if (!env.FIREBASE_PROJECT_ID.startsWith('demo-')) {
        ctx.addIssue({
          code: 'custom',
          path: ['FIREBASE_PROJECT_ID'],
          message:
            'must be a demo- project while FIREBASE_AUTH_EMULATOR_HOST is set: the emulator ' +
            'accepts unsigned tokens, and a real project id would let them act on it',
        });
      }
    }
    if (env.SMTP_HOST !== undefined && env.SMTP_FROM === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_FROM'],
        message: 'must be set with SMTP_HOST: invite emails need a From address',
      });
    }
    if (env.NODE_ENV !== 'production') return;
    if (env.CORS_ORIGINS === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['CORS_ORIGINS'],
        message:
          "must be set when NODE_ENV=production to the web's origin(s); the localhost defaults are for development",
      });
    }
    if (env.DATABASE_URL === undefined && !env.PGLITE_SINGLE_INSTANCE) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message:
          'must be set when NODE_ENV=production (a PostgreSQL server), or set ' +
          'PGLITE_SINGLE_INSTANCE=true to keep the embedded store for a single-instance deployment',
      });
    }
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
  if (parsed.success && coach.engine !== undefined) {
    const open = anonymousLlmProblem(parsed.data, coach.engine);
    if (open !== undefined) problems.push(problem('COACH_AUTH', open));
  }
  if (!parsed.success || coach.engine === undefined || problems.length > 0) {
    throw new ConfigError(problems);
  }
  return toAppConfig(parsed.data, coach.engine);
}

/**
 * In production an LLM coach open to anonymous callers is a bill anyone can run up; it takes an
 * override that says so in its name (decision 0080).
 */
function anonymousLlmProblem(env: Env, engine: CoachConfig): string | undefined {
  if (env.NODE_ENV !== 'production' || engine.provider === 'embedded') return undefined;
  if (env.COACH_AUTH !== 'optional' || env.COACH_ALLOW_ANONYMOUS_LLM) return undefined;
  return (
    'must be required when NODE_ENV=production with an LLM coach (COACH_PROVIDER=' +
    `${engine.provider}): anonymous callers would spend the provider budget. Set ` +
    'COACH_ALLOW_ANONYMOUS_LLM=true to accept that'
  );
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
    cors: { origins: env.CORS_ORIGINS ?? DEFAULT_CORS_ORIGINS },
    rateLimit: {
      windowMs: env.RATE_LIMIT_WINDOW_MS,
      perIpMax: env.RATE_LIMIT_IP_MAX,
      perUserMax: env.RATE_LIMIT_USER_MAX,
      perUserInFlight: env.RATE_LIMIT_USER_IN_FLIGHT,
      perUserWritesInFlight: env.RATE_LIMIT_USER_WRITES_IN_FLIGHT,
      refusalDelayMs: env.RATE_LIMIT_REFUSAL_DELAY_MS,
    },
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    coach: {
      engine: coachEngine,
      // An open LLM endpoint is a cost hole; the embedded engine costs only CPU (decision 0070).
      auth: env.COACH_AUTH ?? (coachEngine.provider === 'embedded' ? 'optional' : 'required'),
      anonymousPerMinute: env.COACH_ANON_RATE_LIMIT_PER_MINUTE,
    },
    coachLimits: {
      dailyTokenBudget: env.COACH_DAILY_TOKEN_BUDGET,
      maxConcurrentCalls: env.COACH_MAX_CONCURRENT_CALLS,
      maxStreamsPerUser: env.COACH_MAX_STREAMS_PER_USER,
      maxStreamsPerAddress: env.COACH_MAX_STREAMS_PER_ADDRESS,
      allowUnverifiedEmail: env.COACH_ALLOW_UNVERIFIED_EMAIL,
    },
    assessmentHistoryMax: env.ASSESSMENT_HISTORY_MAX,
    email: {
      smtp:
        env.SMTP_HOST === undefined || env.SMTP_FROM === undefined
          ? undefined
          : {
              host: env.SMTP_HOST,
              port: env.SMTP_PORT,
              secure: env.SMTP_SECURE,
              user: env.SMTP_USER,
              password: env.SMTP_PASSWORD,
              from: env.SMTP_FROM,
            },
      // The web's own origin by default: the first allowed origin is where people use it.
      inviteLinkBase:
        env.INVITE_LINK_BASE_URL ?? (env.CORS_ORIGINS ?? DEFAULT_CORS_ORIGINS)[0] ?? '',
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
