import {
  sharedTraitValues,
  ERROR_CODES,
  PRACTICE_LIMITS,
  PracticeFeedbackRequestSchema,
  PracticeFeedbackSchema,
  PracticeSessionCreateSchema,
  PracticeSessionListSchema,
  PracticeSessionSchema,
  PracticeTurnRequestSchema,
  PracticeTurnResponseSchema,
  Text,
  type PracticeFeedback,
  type PracticeTurn,
  type PracticeTurnResponse,
} from '@styleprint/contracts';
import { describePersona, practiceFeedback } from '@styleprint/coach';
import { Type } from '@sinclair/typebox';
import type {
  FastifyPluginAsyncTypebox,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import { ApiError } from '../../errors.js';
import {
  abortOnDisconnect,
  coachHttpError,
  coachSecurity,
  toCoachFailure,
  useCoachAccess,
} from '../coach-call.js';
import { requireSignIn, signedInUser } from '../../auth/signed-in-scope.js';
import { COACH_ACCESS_NOTE, coachErrorResponses } from '../coach-schemas.js';
import { errorResponses, SIGNED_IN_ERRORS } from '../schemas.js';
import { toPerson } from '../people/present.js';
import { currentTraits } from '../sharing/present.js';
import { personaFor, type FindPerson, type FindShared } from './persona-source.js';

const TAGS = ['practice'];

/** 40 lines of 1000 characters, as JSON escapes at worst, plus the rest: 512 KiB turns junk away. */
const PRACTICE_BODY_LIMIT_BYTES = 512 * 1024;

const notFound = (): ApiError =>
  new ApiError(404, ERROR_CODES.NOT_FOUND, 'You have no kept practice session with that id.');

/** Feedback scores the user's own lines: a conversation with none of them has nothing to score. */
function requireOwnLine(turns: readonly PracticeTurn[]): void {
  if (!turns.some((turn) => turn.role === 'user')) {
    throw new ApiError(
      400,
      ERROR_CODES.VALIDATION_ERROR,
      'There is nothing of yours to give feedback on: write at least one line first.',
    );
  }
}

/** Where a persona's styles came from, as the turn's answer says it (decision 0104). */
const SOURCE_OF = { saved: 'guess', shared: 'shared', hand: 'hand' } as const;

/** A persona with no known styles (nothing of theirs is kept). */
const NO_STYLES = { disc: null, mbti: null, thinking: null, strength: null };

const IdParams = Type.Object({ id: Text({ minLength: 1, maxLength: 100 }) });

/**
 * /practice: rehearse a conversation with a persona, get feedback, keep or discard the session
 * (docs/decisions/0105-practice-persona-engine.md). The turn and feedback routes are coach
 * routes (the coach's access policy, rate limits and time budget); the session routes need
 * sign-in, like every other route that stores something.
 */
const practiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const engine = app.practice;
  // The caller's saved people, from the People store.
  const findPerson: FindPerson = async (userId, personId) => {
    const record = await app.store.people.get(userId, personId);
    return record === null ? null : toPerson(record);
  };
  // Someone who shares with the caller now: only what they share, read now (decision 0104).
  const findShared: FindShared = async (userId, id) => {
    const view = await app.store.sharing.connection(userId, id);
    if (view === null || view.theirs === null) return null;
    const all = await currentTraits(app, view.otherId);
    return {
      name: view.otherLabel,
      styles: all === null ? NO_STYLES : sharedTraitValues(all, view.theirs),
    };
  };
  // A saved person linked to someone who shares with the caller now: that person's own results.
  const findLinked: FindShared = async (userId, personId) => {
    const view = await app.store.sharing.linkedTo(userId, personId);
    return view === null ? null : findShared(userId, view.id);
  };
  const find = { person: findPerson, shared: findShared, linked: findLinked };

  await app.register(async (scope) => {
    useCoachAccess(scope);
    const coachScope = scope.withTypeProvider<TypeBoxTypeProvider>();

    coachScope.post(
      '/turn',
      {
        bodyLimit: PRACTICE_BODY_LIMIT_BYTES,
        schema: {
          tags: TAGS,
          summary: 'The persona’s next reply',
          description:
            'Plays the persona (a saved person by personId, or styles given by hand) against the ' +
            'user’s goal and the turns so far; the last turn must be the user’s (none: the ' +
            'persona opens). ' +
            COACH_ACCESS_NOTE,
          security: coachSecurity(app.coachAccess.policy),
          body: PracticeTurnRequestSchema,
          response: {
            200: PracticeTurnResponseSchema,
            ...coachErrorResponses(),
            404: errorResponses(404)[404],
          },
        },
      },
      async (request, reply): Promise<PracticeTurnResponse> => {
        const { body } = request;
        const last = body.turns[body.turns.length - 1];
        if (last !== undefined && last.role !== 'user') {
          throw new ApiError(
            400,
            ERROR_CODES.VALIDATION_ERROR,
            'The last turn must be yours: write your line, then ask for the reply.',
          );
        }
        const { persona, personId, origin } = await personaFor(
          body,
          request.user?.uid ?? null,
          find,
        );
        try {
          const played = await engine.turn(
            { persona, goal: body.goal, turns: body.turns },
            { signal: abortOnDisconnect(reply) },
          );
          if (played.fallback !== undefined) {
            // The model's line broke a line rule; the embedded line for the same move stood in
            // (docs/decisions/0109-llm-plays-the-practice-persona.md). Our reason only, never the line.
            request.log.warn(
              { coach: engine.name, reason: played.fallback },
              'practice persona line rejected; the embedded line was used',
            );
          }
          return {
            reply: played.reply,
            persona: {
              name: persona.name,
              personId,
              styles: persona.styles,
              manner: describePersona(persona),
              source: SOURCE_OF[origin],
            },
            engine: played.writtenBy,
          };
        } catch (error) {
          throw coachHttpError(toCoachFailure(error, request.log, app.coach));
        }
      },
    );

    coachScope.post(
      '/feedback',
      {
        bodyLimit: PRACTICE_BODY_LIMIT_BYTES,
        // Feedback is always the embedded rubric: no model call, so no LLM allowance spent.
        config: { callsModel: false },
        schema: {
          tags: TAGS,
          summary: 'Feedback on the user’s lines',
          description:
            'Scores the user’s own lines against the goal and the persona’s style on the stated ' +
            'rubric (clear ask, reason given, adapted to their style, next step agreed; 0 to 5 each), ' +
            'each score with the quote it rests on. ' +
            COACH_ACCESS_NOTE,
          security: coachSecurity(app.coachAccess.policy),
          body: PracticeFeedbackRequestSchema,
          response: {
            200: PracticeFeedbackSchema,
            ...coachErrorResponses(),
            404: errorResponses(404)[404],
          },
        },
      },
      async (request): Promise<PracticeFeedback> => {
        const { body } = request;
        requireOwnLine(body.turns);
        const { persona } = await personaFor(body, request.user?.uid ?? null, find);
        return practiceFeedback(persona, body.goal, body.turns);
      },
    );
  });

  await app.register(async (scope) => {
    requireSignIn(scope);
    const signedIn = scope.withTypeProvider<TypeBoxTypeProvider>();

    signedIn.post(
      '/sessions',
      {
        bodyLimit: PRACTICE_BODY_LIMIT_BYTES,
        schema: {
          tags: TAGS,
          summary: 'Keep a practice session',
          description: `Stores the goal, who it was with (a saved person by personId, whose name and styles are kept as they are now, or styles by hand), the turns, and the feedback the server computes from the turns on the stated rubric (the same as POST /practice/feedback; no client score is accepted). At most ${PRACTICE_LIMITS.maxSessions} kept sessions.`,
          security: [{ bearerAuth: [] }],
          body: PracticeSessionCreateSchema,
          response: {
            201: PracticeSessionSchema,
            ...errorResponses(400, 404, 413, 415, ...SIGNED_IN_ERRORS),
          },
        },
      },
      async (request, reply) => {
        const { body } = request;
        const userId = signedInUser(request).uid;
        requireOwnLine(body.turns);
        const { persona, personId, origin } = await personaFor(body, userId, find);
        // Someone who shares is kept without their name or results: those are theirs, read
        // now and never copied (docs/decisions/0104-sharing-with-consent.md).
        const theirs = origin === 'shared';
        // The score is the server's (docs/decisions/0117-kept-practice-feedback-on-the-server.md):
        // the same rubric as /feedback on the same turns, whatever a client might have shown.
        const kept = await app.store.practice.create(userId, {
          goal: body.goal,
          personId,
          personName: theirs
            ? null
            : personId === null
              ? (body.name?.trim() ?? null)
              : persona.name,
          styles: theirs ? NO_STYLES : persona.styles,
          turns: body.turns,
          feedback: practiceFeedback(persona, body.goal, body.turns),
        });
        if (kept === null) {
          throw new ApiError(
            400,
            ERROR_CODES.VALIDATION_ERROR,
            `You already keep ${PRACTICE_LIMITS.maxSessions} practice sessions, the most allowed. Delete one to keep this one.`,
          );
        }
        return reply.code(201).send(kept);
      },
    );

    signedIn.get(
      '/sessions',
      {
        schema: {
          tags: TAGS,
          summary: 'My kept practice sessions',
          description: 'Newest first, without their turns.',
          security: [{ bearerAuth: [] }],
          response: { 200: PracticeSessionListSchema, ...errorResponses(...SIGNED_IN_ERRORS) },
        },
      },
      async (request) => app.store.practice.list(signedInUser(request).uid),
    );

    signedIn.get(
      '/sessions/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'One kept practice session',
          security: [{ bearerAuth: [] }],
          params: IdParams,
          response: { 200: PracticeSessionSchema, ...errorResponses(404, ...SIGNED_IN_ERRORS) },
        },
      },
      async (request) => {
        const session = await app.store.practice.get(signedInUser(request).uid, request.params.id);
        if (session === null) throw notFound();
        return session;
      },
    );

    signedIn.delete(
      '/sessions/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'Delete a kept practice session',
          security: [{ bearerAuth: [] }],
          params: IdParams,
          response: {
            204: Type.Null({ description: 'Deleted.' }),
            ...errorResponses(404, ...SIGNED_IN_ERRORS),
          },
        },
      },
      async (request, reply) => {
        const deleted = await app.store.practice.delete(
          signedInUser(request).uid,
          request.params.id,
        );
        if (!deleted) throw notFound();
        return reply.code(204).send(null);
      },
    );
  });
};

export default practiceRoutes;
