import { ERROR_CODES, ErrorBodySchema, NAME_FORMAT, TEXT_FORMAT } from '@styleprint/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Agent } from 'node:http';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyLoggerOptions,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { AppConfig } from './config.js';
import type { ConcurrencySlots } from './limits/concurrency-slots.js';
import coachPlugin from './plugins/app/coach.js';
import practicePlugin from './plugins/app/practice.js';
import coachLimitsPlugin from './plugins/app/coach-limits.js';
import errorHandler from './plugins/app/error-handler.js';
import firebaseAuth from './plugins/app/firebase-auth.js';
import forgetBroadcast from './plugins/app/forget-broadcast.js';
import metricsPlugin from './plugins/app/metrics.js';
import redisPlugin from './plugins/app/redis.js';
import refusalPacing from './plugins/app/refusal-pacing.js';
import identityAdmin from './plugins/app/identity-admin.js';
import mailerPlugin from './plugins/app/mailer.js';
import requestContext, { requestIdFor } from './plugins/app/request-context.js';
import shutdownGuard from './plugins/app/shutdown-guard.js';
import storePlugin from './plugins/app/store.js';
import userRateLimit from './plugins/app/user-rate-limit.js';
import { strictValidatorCompiler } from './http/validator.js';
import corsPlugin from './plugins/external/cors.js';
import helmetPlugin from './plugins/external/helmet.js';
import rateLimitPlugin from './plugins/external/rate-limit.js';
import swaggerPlugin from './plugins/external/swagger.js';
import routes from './routes/index.js';
import type { Store } from './store/open-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** ASSESSMENT_HISTORY_MAX: submissions kept per user, newest first (decision 0082). */
    assessmentHistoryMax: number;
    /** The web origin invite links point to (INVITE_LINK_BASE_URL, decision 0104). */
    inviteLinkBase: string;
  }
}

export interface BuildAppOptions {
  /** An open store to use instead of opening the configured one; the app will not close it. */
  store?: Store;
  /** Where logs go (stdout by default); tests read them to prove what is never logged. */
  logStream?: NonNullable<FastifyLoggerOptions['stream']>;
  /** firebase-admin's HTTP agent (an egress proxy; a local key server in tests). */
  firebaseHttpAgent?: Agent;
  /** Coach concurrency slots shared between instances (e.g. Redis); default: this process's. */
  coachSlots?: ConcurrencySlots;
}

/** Headers that carry credentials never reach a log line, whatever a serializer adds later. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
];

/** Fastify takes a hop count as "trust the nearest N proxies", which its types spell as a function. */
function trustProxyOption(
  value: AppConfig['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** The router's longest path parameter (find-my-way's default): no id of ours comes near it. */
const MAX_PATH_PARAM_CHARS = 100;

/**
 * A URL the router cannot read: 400 in our shape, saying which problem it was. The router refuses
 * a path part longer than MAX_PATH_PARAM_CHARS before any schema sees it, and a malformed
 * %-escape before it can decode the path.
 */
function badUrl(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const detail =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? `Invalid path: an id in it is longer than ${MAX_PATH_PARAM_CHARS} characters, so it names nothing.`
      : 'The request URL is not valid: a %-escape in it is malformed.';
  void reply.code(400).type('application/json; charset=utf-8').send({
    detail,
    code: ERROR_CODES.VALIDATION_ERROR,
  });
}

/**
 * Builds the API: plugins, then routes. It never listens (server.ts does), so tests drive it
 * through inject() and several apps can live in one process.
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: requestIdFor,
    // One line per request, written on completion by plugins/app/request-context.ts.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: config.bodyLimitBytes,
    // Our shutdown guard answers in `{detail, code}` instead (plugins/app/shutdown-guard.ts).
    return503OnClosing: false,
    // Creating a new embedded database takes several seconds on a busy machine.
    pluginTimeout: 120_000,
    // A client that trickles a request forever does not hold a connection forever.
    requestTimeout: 30_000,
    // Errors the router raises before any hook (a malformed %-escape in the path) answer in our
    // `{detail, code}` shape too, instead of Fastify's own.
    frameworkErrors: badUrl,
    // The response serialiser picks a union's branch with Ajv, which does not know our request
    // formats (TypeBox checks them on the way in); a stored string is always storable text.
    serializerOpts: { ajv: { formats: { [TEXT_FORMAT]: true, [NAME_FORMAT]: true } } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(strictValidatorCompiler);
  // JSON only: a text/plain body is a 415, not a string that fails validation.
  app.removeContentTypeParser('text/plain');
  app.addSchema(ErrorBodySchema);

  // Cross-cutting behaviour first, so everything after it answers in our error shape.
  await app.register(errorHandler, { bodyLimitBytes: config.bodyLimitBytes });
  await app.register(requestContext);
  await app.register(shutdownGuard);
  await app.register(refusalPacing, { maxDelayMs: config.rateLimit.refusalDelayMs });

  await app.register(helmetPlugin);
  await app.register(corsPlugin, { origins: config.cors.origins });
  await app.register(redisPlugin, { url: config.redisUrl });
  await app.register(rateLimitPlugin, {
    perIpMax: config.rateLimit.perIpMax,
    windowMs: config.rateLimit.windowMs,
    redis: app.redis,
  });
  await app.register(swaggerPlugin);

  await app.register(storePlugin, {
    storage: config.storage,
    store: options.store,
    profileCacheMax: config.cache.profileMaxEntries,
  });
  app.decorate('assessmentHistoryMax', config.assessmentHistoryMax);
  await app.register(firebaseAuth, {
    projectId: config.firebase.projectId,
    authEmulatorHost: config.firebase.authEmulatorHost,
    httpAgent: options.firebaseHttpAgent,
    tokenCache: {
      accountStatusTtlMs: config.cache.accountStatusTtlMs,
      maxEntries: config.cache.tokenMaxEntries,
    },
    inFlight: {
      perUser: config.rateLimit.perUserInFlight,
      perUserWrites: config.rateLimit.perUserWritesInFlight,
    },
  });
  await app.register(forgetBroadcast);
  if (config.metricsEnabled) await app.register(metricsPlugin);
  await app.register(identityAdmin, { projectId: config.firebase.projectId });
  await app.register(mailerPlugin, { smtp: config.email.smtp });
  app.decorate('inviteLinkBase', config.email.inviteLinkBase);
  await app.register(userRateLimit, {
    max: config.rateLimit.perUserMax,
    windowMs: config.rateLimit.windowMs,
  });
  await app.register(coachPlugin, config.coach);
  await app.register(practicePlugin, config.coach.engine);
  await app.register(coachLimitsPlugin, {
    limits: config.coachLimits,
    engine: config.coach.engine,
    ...(options.coachSlots ? { slots: options.coachSlots } : {}),
  });

  // Every route, the coach's included (routes/index.ts).
  await app.register(routes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
