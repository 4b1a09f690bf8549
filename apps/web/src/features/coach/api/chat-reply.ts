/**
 * A chat reply, streamed when possible: POST /chat/stream, and POST /chat/ask when the stream
 * failed before any byte of it arrived (docs/decisions/0063).
 */
import type { ChatRequest, CoachReply } from '@styleprint/contracts';
import type { ApiClient } from '#web/lib/api-client';
import { askChat } from './ask-chat';
import { ChatStreamError, streamChat, type StreamChatOptions } from './stream-chat';

/**
 * Statuses that refuse the request itself (bad input, not signed in, too large, rate-limited):
 * /chat/ask would refuse it the same way, so asking again only adds load.
 */
const REFUSALS = new Set([400, 401, 403, 413, 422, 429]);

export function shouldFallBack(failure: ChatStreamError): boolean {
  return !failure.started && !REFUSALS.has(failure.error.status);
}

export async function replyToChat(
  client: ApiClient,
  request: ChatRequest,
  options: StreamChatOptions,
): Promise<CoachReply> {
  try {
    return await streamChat(client, request, options);
  } catch (error) {
    if (!(error instanceof ChatStreamError)) throw error;
    if (!shouldFallBack(error)) throw error.error;
    return askChat(client, request, options.signal);
  }
}
