import {
  AssessmentPayloadSchema,
  canonicalAssessmentPayload,
  ERROR_CODES,
  StoredProfileSchema,
} from '@styleprint/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answersMismatch, deriveProfile } from '@styleprint/scoring';
import { ApiError } from '../../errors.js';
import { fromFirebaseError } from '../../auth/auth-failures.js';
import { requireSignIn, signedInUser } from '../../auth/signed-in-scope.js';
import { AccountErasedError } from '../../store/store-errors.js';
import { errorResponses, SIGNED_IN_ERRORS } from '../schemas.js';

/** A full payload is about 400 bytes; 16 KiB leaves room and turns junk away before parsing. */
export const SUBMISSION_BODY_LIMIT_BYTES = 16 * 1024;

/** /quiz: submitting the assessment (docs/product.md#s7). */
const quizRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireSignIn(app);

  app.post(
    '/submit-assessment',
    {
      bodyLimit: SUBMISSION_BODY_LIMIT_BYTES,
      schema: {
        tags: ['quiz'],
        summary: 'Submit the assessment',
        description:
          'Validates the payload, derives the profile with the scoring rules, stores both in one ' +
          'transaction and answers with the stored profile. Each submission is kept as history.',
        security: [{ bearerAuth: [] }],
        body: AssessmentPayloadSchema,
        response: {
          201: StoredProfileSchema,
          ...errorResponses(400, 413, 415, ...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      // Levels arrive in any case and are stored in one (decision 0018); nothing else changes.
      const payload = canonicalAssessmentPayload(request.body);
      // Answers sent with the counts must be the answers that produced them (decision 0013).
      const mismatch = answersMismatch(payload);
      if (mismatch !== null) {
        throw new ApiError(400, ERROR_CODES.VALIDATION_ERROR, `Invalid request body: ${mismatch}`);
      }
      const profile = deriveProfile(payload);
      try {
        const stored = await app.store.profiles.saveAssessment(user.uid, payload, profile, {
          keepNewest: app.assessmentHistoryMax,
        });
        return reply.code(201).send(stored);
      } catch (error) {
        // The account was deleted while this request was under way (docs/decisions/0035): the
        // same 401 as a token of a deleted account gets at sign-in.
        if (error instanceof AccountErasedError) {
          throw fromFirebaseError({ code: 'auth/user-not-found' }) ?? error;
        }
        throw error;
      }
    },
  );
};

export default quizRoutes;
