import { ERROR_CODES, type ErrorBody } from '@styleprint/contracts';
import { CoachError, sseFrame, type CoachStreamEvent } from '@styleprint/coach';
import { SERVER_ERROR_DETAIL } from '../../errors.js';

/** Headers of an event stream: never cached, never held back by a proxy (nginx buffers by default). */
export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // no-cache is the event-stream convention; no-store because the text is a private conversation.
  'cache-control': 'no-cache, no-store',
  'x-accel-buffering': 'no',
} as const;

/** A stream that stops without its `done` event broke the engine's promise. */
export const unfinishedStream = (): CoachError =>
  new CoachError('invalid_response', 'chat', 'The coach stream ended without a reply.');

/**
 * The frames of a stream that has begun. The first event was read before anything was sent, so
 * a failure up to then was still an ordinary JSON error; from here on a failure can only be told
 * in the stream, as a last `error` event. Every stream ends with `done` or `error`.
 *
 * `fail` turns what the engine threw into the error the client sees (and logs it).
 */
export async function* streamFrames(
  first: CoachStreamEvent,
  events: AsyncIterator<CoachStreamEvent>,
  fail: (error: unknown) => ErrorBody,
): AsyncGenerator<string> {
  try {
    let next: IteratorResult<CoachStreamEvent> = { done: false, value: first };
    while (next.done !== true) {
      yield sseFrame(next.value);
      if (next.value.type === 'done') return;
      next = await events.next();
    }
    yield errorFrame(fail(unfinishedStream()));
  } catch (error) {
    yield errorFrame(fail(error));
  } finally {
    // Stops the engine when the client left early (Fastify destroys this stream then).
    await events.return?.();
  }
}

const errorFrame = (failure: ErrorBody): string =>
  sseFrame({ type: 'error', code: failure.code, detail: failure.detail });

/** What a client sees when the server itself failed mid-stream: no internals (docs/product.md#s8 wording). */
export const STREAM_SERVER_ERROR: ErrorBody = {
  detail: SERVER_ERROR_DETAIL,
  code: ERROR_CODES.INTERNAL_ERROR,
};
