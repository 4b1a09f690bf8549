import {
  SelfReadRequestSchema,
  SelfReadResultSchema,
  type SelfReadResult,
} from '@styleprint/contracts';
import { CoachError, readHowYouComeAcross } from '@styleprint/coach';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { coachHttpError, coachSecurity, useCoachAccess } from '../coach-call.js';
import { COACH_ACCESS_NOTE, COACH_TAGS, coachErrorResponses } from '../coach-schemas.js';

/** 6000 characters, as JSON escapes at worst: 64 KiB turns junk away before it is parsed. */
const SELF_READ_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * POST /coach/self-read: "how you come across" (docs/decisions/0106-how-you-come-across.md). The
 * user's own messages are read with the coach's reading and compared with their latest
 * self-assessed profile; without a profile (or signed out, where the coach allows it) the read
 * stands alone.
 */
const selfReadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const budgetMs = app.coachReadBudgetMs;
  useCoachAccess(app);

  app.post(
    '/self-read',
    {
      bodyLimit: SELF_READ_BODY_LIMIT_BYTES,
      // The embedded reading whatever the provider: no model call, so no LLM allowance spent.
      config: { callsModel: false },
      schema: {
        tags: COACH_TAGS,
        summary: 'How you come across',
        description:
          'Reads the style your own messages show (one message per paragraph) and compares it ' +
          'with your latest assessment, framework by framework, with counts and quotes. Too ' +
          'little text is said so. ' +
          COACH_ACCESS_NOTE,
        security: coachSecurity(app.coachAccess.policy),
        body: SelfReadRequestSchema,
        response: { 200: SelfReadResultSchema, ...coachErrorResponses() },
      },
    },
    async (request): Promise<SelfReadResult> => {
      const latest =
        request.user === null ? null : await app.store.profiles.latest(request.user.uid);
      // Yield first: the read is synchronous work of a few milliseconds, bounded by the length limit.
      await new Promise((resolve) => setImmediate(resolve));
      const started = process.cpuUsage();
      const result = readHowYouComeAcross(request.body.text, latest);
      const used = process.cpuUsage(started);
      if (budgetMs === 0 || (used.user + used.system) / 1000 > budgetMs) {
        throw coachHttpError(
          new CoachError('timeout', 'analysis', `the self-read took over ${budgetMs} ms`).toHttp(),
        );
      }
      return result;
    },
  );
};

export default selfReadRoutes;
