/** POST /chat/ask (docs/product.md#s7): the whole reply at once; the fallback when streaming cannot start. */
import { parseChatReply, type ChatRequest, type CoachReply } from '@styleprint/contracts';
import type { ApiClient } from '#web/lib/api-client';
import { isAbort, toChatError } from './coach-errors';

export async function askChat(
  client: ApiClient,
  request: ChatRequest,
  signal?: AbortSignal,
): Promise<CoachReply> {
  try {
    return await client.request('/chat/ask', {
      method: 'POST',
      body: request,
      // The spec sends no token here; ours sends it when someone is signed in.
      auth: 'ifSignedIn',
      parse: parseChatReply,
      signal,
    });
  } catch (error) {
    if (isAbort(signal)) throw error;
    throw toChatError(error);
  }
}
