import { AnalysisRequestSchema, CoachReplySchema, LIMITS } from '@styleprint/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { coachSecurity, useCoachAccess } from '../coach-call.js';
import { callCoach } from '../coach-call.js';
import { COACH_ACCESS_NOTE, COACH_TAGS, coachErrorResponses } from '../coach-schemas.js';

/**
 * 2000 characters (at most 4 bytes each in UTF-8, 6 as a JSON escape) plus a profile and a name
 * fit in 16 KiB; 64 KiB leaves room and turns junk away before it is parsed.
 */
const ANALYSIS_BODY_LIMIT_BYTES = 64 * 1024;

/** /analysis: the coach reads a conversation against the caller's profile (docs/product.md#s7). */
const analysisRoutes: FastifyPluginAsyncTypebox = async (app) => {
  useCoachAccess(app);

  app.post(
    '/analyze-conversation',
    {
      bodyLimit: ANALYSIS_BODY_LIMIT_BYTES,
      schema: {
        tags: COACH_TAGS,
        summary: 'Analyse a conversation',
        description:
          `Infers the other person's style from a conversation (at most ${LIMITS.analysisMaxChars} ` +
          'characters, not blank) and coaches the user by their profile. ' +
          COACH_ACCESS_NOTE,
        security: coachSecurity(app.coachAccess.policy),
        body: AnalysisRequestSchema,
        response: { 200: CoachReplySchema, ...coachErrorResponses() },
      },
    },
    (request, reply) =>
      callCoach(app, request, reply, (options) => app.coach.analyze(request.body, options)),
  );
};

export default analysisRoutes;
