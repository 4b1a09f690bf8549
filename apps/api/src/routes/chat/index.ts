import { Readable } from 'node:stream';
import {
  ChatRequestSchema,
  CoachReplySchema,
  CoachStreamEventSchema,
  LIMITS,
  type ErrorBody,
} from '@styleprint/contracts';
import { Type } from '@sinclair/typebox';
import { isCoachError, withAbout, type CoachStreamEvent } from '@styleprint/coach';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  abortOnDisconnect,
  coachHttpError,
  coachSecurity,
  toCoachFailure,
  useCoachAccess,
} from '../coach-call.js';
import { savedCounterpart } from '../people/saved-counterpart.js';
import { callCoach } from '../coach-call.js';
import { COACH_ACCESS_NOTE, COACH_TAGS, coachErrorResponses } from '../coach-schemas.js';
import { SSE_HEADERS, STREAM_SERVER_ERROR, streamFrames, unfinishedStream } from './sse.js';

const ASKED =
  `A message (at most ${LIMITS.chatMaxChars} characters, not blank), the profile and at most ` +
  `${LIMITS.chatHistoryMaxItems} earlier turns. `;

/** /chat: the coach answers a message (docs/product.md#s7), whole or streamed (ours). */
const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  useCoachAccess(app);
  const security = coachSecurity(app.coachAccess.policy);

  app.post(
    '/ask',
    {
      schema: {
        tags: COACH_TAGS,
        summary: 'Ask the coach',
        description: `${ASKED}Answers with the whole reply. ${COACH_ACCESS_NOTE}`,
        security,
        body: ChatRequestSchema,
        response: { 200: CoachReplySchema, ...coachErrorResponses() },
      },
    },
    (request, reply) =>
      callCoach(app, request, reply, (options) => app.coach.chat(request.body, options)),
  );

  app.post(
    '/stream',
    {
      schema: {
        tags: COACH_TAGS,
        summary: 'Ask the coach, streamed',
        description:
          `${ASKED}Answers as server-sent events, one JSON CoachStreamEvent per \`data:\` line: ` +
          '`delta` pieces of text as they are written, then `done` with the whole reply, or ' +
          '`error` if the coach fails after the stream began. A failure before the first event ' +
          `is an ordinary JSON error. ${COACH_ACCESS_NOTE}`,
        security,
        body: ChatRequestSchema,
        response: {
          // Typed as what the handler sends (a stream of frames); documented as the events in it.
          200: Type.Unsafe<Readable>({
            description: 'An event stream of CoachStreamEvent, ending with `done` or `error`.',
            content: { 'text/event-stream': { schema: CoachStreamEventSchema } },
          }),
          ...coachErrorResponses(),
        },
      },
    },
    async (request, reply) => {
      const counterpart = await savedCounterpart(app, request);
      const events = app.coach
        .chatStream(request.body, {
          signal: abortOnDisconnect(reply),
          ...(counterpart ? { counterpart } : {}),
        })
        [Symbol.asyncIterator]();
      let first: IteratorResult<CoachStreamEvent>;
      try {
        // Nothing is sent until the first event exists, so an early failure is a JSON error.
        first = await events.next();
      } catch (error) {
        throw coachHttpError(toCoachFailure(error, request.log, app.coach));
      }
      if (first.done === true) {
        throw coachHttpError(toCoachFailure(unfinishedStream(), request.log, app.coach));
      }
      // The whole reply at the end says whose results it used for the person chosen (decision 0104).
      const told = (event: CoachStreamEvent): CoachStreamEvent =>
        event.type === 'done' ? { ...event, reply: withAbout(event.reply, counterpart) } : event;
      const toldEvents: AsyncIterator<CoachStreamEvent> = {
        next: async () => {
          const next = await events.next();
          return next.done === true ? next : { done: false, value: told(next.value) };
        },
        return: async () => (await events.return?.()) ?? { done: true, value: undefined },
      };
      const fail = (error: unknown): ErrorBody => {
        if (isCoachError(error)) {
          const { code, detail } = toCoachFailure(error, request.log, app.coach);
          return { code, detail };
        }
        request.log.error({ err: error }, 'coach stream failed');
        return STREAM_SERVER_ERROR;
      };
      return reply
        .headers(SSE_HEADERS)
        .send(Readable.from(streamFrames(told(first.value), toldEvents, fail)));
    },
  );
};

export default chatRoutes;
