import { ERROR_CODES } from '@styleprint/contracts';
import type { CoachConfig } from '@styleprint/coach';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CoachLimits } from '../../config.js';
import { ApiError } from '../../errors.js';
import { createLocalSlots, type ConcurrencySlots } from '../../limits/concurrency-slots.js';
import { createRedisSlots } from '../../limits/redis-slots.js';
import { CoachUsageRepository } from '../../store/coach-usage-repository.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false on a coach route that never calls a model whatever the provider (practice feedback,
     * "how you come across": the embedded rubric and reading): it spends no tokens and takes no
     * model slot (docs/decisions/0109-llm-plays-the-practice-persona.md).
     */
    callsModel?: boolean;
  }
  interface FastifyInstance {
    /** Bounds on coach use beyond the rate limits (decision 0081). */
    coachLimits: {
      /** preHandler for the coach routes, after sign-in and the rate limits. */
      admit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
      readonly slots: ConcurrencySlots;
      readonly usage: CoachUsageRepository;
    };
  }
}

export interface CoachLimitsOptions {
  limits: CoachLimits;
  engine: CoachConfig;
  /** Slots to use instead of the default: Redis's with REDIS_URL (decision 0095), else this process's. */
  slots?: ConcurrencySlots;
}

/** An estimate, not the provider's count: about four characters per token (decision 0081). */
const CHARS_PER_TOKEN = 4;
export const GLOBAL_SLOT = 'model-calls';

const estimateTokens = (characters: number): number => Math.ceil(characters / CHARS_PER_TOKEN);

const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

const secondsToUtcMidnight = (now: Date): number => {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
};

const denied = (detail: string): ApiError => new ApiError(403, ERROR_CODES.ACCESS_DENIED, detail);

const ANONYMOUS_ACCOUNT_DETAIL =
  'Access denied: the AI coach needs an account with an email address. ' +
  'Sign up with email or Google to use it.';
const UNVERIFIED_EMAIL_DETAIL =
  'Access denied: verify your email address to use the AI coach. ' +
  'Open the link in the verification email, then sign in again.';

const budgetSpent = (retryAfterSeconds: number): ApiError =>
  new ApiError(
    429,
    ERROR_CODES.RATE_LIMITED,
    "You have used today's AI coach allowance. It renews at midnight UTC.",
    { 'retry-after': String(retryAfterSeconds) },
  );

const tooManyStreams = (): ApiError =>
  new ApiError(
    429,
    ERROR_CODES.RATE_LIMITED,
    'Too many coach answers are streaming at once. Let one finish, then try again.',
    { 'retry-after': '1' },
  );

const modelBusy = (): ApiError =>
  new ApiError(
    503,
    ERROR_CODES.COACH_UNAVAILABLE,
    'The coach is busy right now. Please try again in a few seconds.',
    { 'retry-after': '2' },
  );

/** Whether this route may call the model: every coach route unless it says it never does. */
const callsModel = (request: FastifyRequest): boolean =>
  request.routeOptions.config.callsModel !== false;

/** Streams are the answers that stay open; the per-user and per-address caps count them. */
const isStream = (request: FastifyRequest): boolean =>
  request.routeOptions.url?.endsWith('/stream') === true;

/**
 * What the coach routes may cost, beyond the per-minute limits: who may use an LLM at all,
 * how many streams one user or address keeps open, how many model calls run at once, and how
 * many tokens each caller spends per day. Every slot taken is given back when the response
 * closes, whether it finished or the client went away.
 */
const coachLimits: FastifyPluginAsync<CoachLimitsOptions> = async (app, options) => {
  const { limits, engine } = options;
  const llm = engine.provider !== 'embedded';
  const maxOutputTokens = engine.provider === 'embedded' ? 0 : engine.maxOutputTokens;
  const slots =
    options.slots ??
    (app.redis === undefined
      ? createLocalSlots()
      : createRedisSlots(app.redis, {
          onFallback: (error) =>
            app.log.warn(
              { err: error },
              'Redis unreachable: coach concurrency counted per instance until it is back',
            ),
        }));
  const usage = new CoachUsageRepository(app.store.sql);

  if (llm) {
    // Only today's count matters; older days are dropped once per start.
    await usage.forgetBefore(utcDay(new Date())).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not forget old coach token counts');
    });
  }

  /** Runs `work` when the response closes (at once if it has): one listener per response. */
  const whenClosed = (reply: FastifyReply, work: () => void): void => {
    if (reply.raw.destroyed || reply.raw.writableFinished) {
      work();
      return;
    }
    let pending = onClose.get(reply.raw);
    if (pending === undefined) {
      const list: (() => void)[] = [];
      pending = list;
      onClose.set(reply.raw, list);
      reply.raw.once('close', () => list.splice(0).forEach((run) => run()));
    }
    pending.push(work);
  };
  const releaseOnClose = whenClosed;

  const checkAccount = (request: FastifyRequest): void => {
    const user = request.user;
    if (user === null) return; // Anonymous only where COACH_AUTH=optional allowed it.
    if (user.provider === 'anonymous') throw denied(ANONYMOUS_ACCOUNT_DETAIL);
    if (!user.emailVerified && !limits.allowUnverifiedEmail) throw denied(UNVERIFIED_EMAIL_DETAIL);
  };

  const takeStreamSlots = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const keys: [string, number][] = [[`streams:ip:${request.ip}`, limits.maxStreamsPerAddress]];
    if (request.user !== null) {
      keys.push([`streams:user:${request.user.uid}`, limits.maxStreamsPerUser]);
    }
    for (const [key, max] of keys) {
      const release = await slots.tryAcquire(key, max);
      if (release === null) throw tooManyStreams();
      releaseOnClose(reply, release);
    }
  };

  const reserveTokens = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const now = new Date();
    const day = utcDay(now);
    const subject = request.user === null ? `ip:${request.ip}` : `user:${request.user.uid}`;
    const prompt = estimateTokens(JSON.stringify(request.body ?? '').length);
    const reserved = prompt + maxOutputTokens;
    const total = await usage.reserve(
      subject,
      day,
      reserved,
      limits.dailyTokenBudget,
      request.user?.uid,
    );
    if (total === null) throw budgetSpent(secondsToUtcMidnight(now));
    // The output allowance was reserved in full; what the reply did not use is given back.
    let written = maxOutputTokens;
    whenClosed(reply, () => {
      const unused = Math.max(0, maxOutputTokens - written);
      if (unused > 0) {
        usage.refund(subject, day, unused).catch((error: unknown) => {
          request.log.warn({ err: error }, 'could not refund unused coach tokens');
        });
      }
    });
    (request as CountedRequest)[OUTPUT_COUNTER] = (characters) => {
      written = Math.min(maxOutputTokens, estimateTokens(characters));
    };
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const count = (request as CountedRequest)[OUTPUT_COUNTER];
    // A whole JSON reply is measured; a stream keeps its full allowance (an upper bound).
    if (count !== undefined && typeof payload === 'string') {
      count(reply.statusCode < 400 ? payload.length : 0);
    }
    return payload;
  });

  app.decorate('coachLimits', {
    slots,
    usage,
    admit: async (request: FastifyRequest, reply: FastifyReply) => {
      const modelCall = llm && callsModel(request);
      if (modelCall) checkAccount(request);
      if (isStream(request)) await takeStreamSlots(request, reply);
      if (!modelCall) return;
      const release = await slots.tryAcquire(GLOBAL_SLOT, limits.maxConcurrentCalls);
      if (release === null) throw modelBusy();
      releaseOnClose(reply, release);
      try {
        await reserveTokens(request, reply);
      } catch (error) {
        release();
        throw error;
      }
    },
  });
};

const OUTPUT_COUNTER = Symbol('coach output counter');
const onClose = new WeakMap<object, (() => void)[]>();
type CountedRequest = FastifyRequest & {
  [OUTPUT_COUNTER]?: (characters: number) => void;
};

export default fp(coachLimits, { name: 'coach-limits', dependencies: ['store', 'redis'] });
