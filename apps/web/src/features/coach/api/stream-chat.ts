/**
 * POST /chat/stream (ours, beyond the spec): the reply arrives as server-sent events, each `data:`
 * line one CoachStreamEvent, so the first words show at once. docs/decisions/0063.
 */
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  parseCoachStreamEvent,
  type ChatRequest,
  type CoachReply,
} from '@styleprint/contracts';
import { ApiError, combineSignals, type ApiClient } from '#web/lib/api-client';
import { createSseDecoder } from '../lib/sse';
import { chatNetworkError, isAbort, toChatError } from './coach-errors';

/** Ours: a stream that sends nothing for this long is treated as a dropped connection. */
const STREAM_IDLE_TIMEOUT_MS = 30_000;

/** A failed stream, and whether any byte of its body had arrived (the fallback depends on it). */
export class ChatStreamError extends Error {
  readonly error: ApiError;
  readonly started: boolean;

  constructor(error: ApiError, started: boolean) {
    super(error.message);
    this.name = 'ChatStreamError';
    this.error = error;
    this.started = started;
  }
}

export interface StreamChatOptions {
  /** Called with each piece of the reply's text as it arrives. */
  onDelta: (text: string) => void;
  signal?: AbortSignal;
  idleTimeoutMs?: number;
}

type Outcome = { reply: CoachReply } | { error: ApiError };

const invalidReply = (status: number) =>
  new ApiError(ERROR_MESSAGES.invalidChat, {
    status,
    code: ERROR_CODES.INVALID_RESPONSE,
    type: 'unknown',
  });

/** Reads one event's data: text goes to onDelta; the end of the reply becomes the outcome. */
function readEvent(data: string, status: number, onDelta: (text: string) => void): Outcome | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { error: invalidReply(status) };
  }
  const parsed = parseCoachStreamEvent(json);
  if (!parsed.ok) return { error: invalidReply(status) };
  const event = parsed.value;
  switch (event.type) {
    case 'delta':
      onDelta(event.text);
      return null;
    case 'done':
      return { reply: event.reply };
    case 'error':
      return { error: new ApiError(event.detail, { status, code: event.code, type: 'server' }) };
  }
}

/** Streams a chat reply; rejects with ChatStreamError (or the caller's abort). */
export async function streamChat(
  client: ApiClient,
  request: ChatRequest,
  { onDelta, signal, idleTimeoutMs = STREAM_IDLE_TIMEOUT_MS }: StreamChatOptions,
): Promise<CoachReply> {
  const idle = new AbortController();
  // The shared client's guard: AbortSignal.any is missing in Safari before 17.4.
  const streamSignal = combineSignals(signal, idle.signal);

  let response: Response;
  try {
    response = await client.openEventStream('/chat/stream', {
      body: request,
      // The spec sends no token on the coach calls; ours sends it when someone is signed in.
      auth: 'ifSignedIn',
      signal: streamSignal,
    });
  } catch (error) {
    if (isAbort(signal)) throw error;
    throw new ChatStreamError(toChatError(error), false);
  }

  const contentType = response.headers.get('Content-Type') ?? '';
  if (!response.body || !/^text\/event-stream\b/i.test(contentType)) {
    // Discarded, not awaited: the fallback need not wait for it, and a cancel can stay pending
    // (docs/decisions/0055-coach-tests-on-the-one-fake-api.md).
    void response.body?.cancel().catch(() => {});
    throw new ChatStreamError(invalidReply(response.status), false);
  }

  const reader = response.body.getReader();
  const text = new TextDecoder();
  const state: { outcome: Outcome | null; started: boolean } = { outcome: null, started: false };
  const sse = createSseDecoder((data) => {
    state.outcome ??= readEvent(data, response.status, onDelta);
  });

  let idleTimer = setTimeout(() => idle.abort(), idleTimeoutMs);
  try {
    while (state.outcome === null) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (isAbort(signal)) throw error;
        throw new ChatStreamError(chatNetworkError(), state.started);
      }
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => idle.abort(), idleTimeoutMs);
      if (chunk.done) {
        sse.push(text.decode());
        sse.end();
        break;
      }
      if (chunk.value.byteLength > 0) state.started = true;
      sse.push(text.decode(chunk.value, { stream: true }));
    }
  } finally {
    clearTimeout(idleTimer);
    // Anything after the outcome is of no use; release the connection.
    reader.cancel().catch(() => {});
  }

  const { outcome } = state;
  if (outcome === null) throw new ChatStreamError(chatNetworkError(), state.started);
  if ('error' in outcome) throw new ChatStreamError(outcome.error, state.started);
  return outcome.reply;
}
