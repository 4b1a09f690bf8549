/**
 * The chat's messages (docs/product.md#s3-5 "Chat message": id, role, content, timestamp) and what of them
 * goes back to the coach as history.
 */
import { LIMITS, type ChatHistoryItem, type ChatRole } from '@styleprint/contracts';
import { replyAsText, type CleanReply } from './clean-reply';

interface BaseMessage {
  id: string;
  role: ChatRole;
  /** The text of the message; for a coach reply, the reply with its headings. */
  content: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
}

export type ChatMessage =
  | (BaseMessage & { kind: 'text' })
  /** A finished coach reply, shown with its headings. */
  | (BaseMessage & { kind: 'reply'; role: 'assistant'; reply: CleanReply })
  /** A reply still arriving: `content` grows as the stream delivers it. */
  | (BaseMessage & { kind: 'streaming'; role: 'assistant' })
  /** docs/product.md#s8: the assistant's message after a failed call, with the error's own words. */
  | (BaseMessage & { kind: 'failure'; role: 'assistant'; detail: string });

let counter = 0;
/** Unique within the page, which is all a list key needs. */
export const newMessageId = (): string => `m${Date.now().toString(36)}-${(counter += 1)}`;

export function textMessage(role: ChatRole, content: string): ChatMessage {
  return { id: newMessageId(), role, content, timestamp: Date.now(), kind: 'text' };
}

export function replyMessage(reply: CleanReply, id: string = newMessageId()): ChatMessage {
  return {
    id,
    role: 'assistant',
    content: replyAsText(reply),
    timestamp: Date.now(),
    kind: 'reply',
    reply,
  };
}

export function streamingMessage(id: string = newMessageId()): ChatMessage {
  return { id, role: 'assistant', content: '', timestamp: Date.now(), kind: 'streaming' };
}

export function failureMessage(content: string, detail: string): ChatMessage {
  return {
    id: newMessageId(),
    role: 'assistant',
    content,
    timestamp: Date.now(),
    kind: 'failure',
    detail,
  };
}

/**
 * The history sent with a chat message: what was really said (failures and a half-streamed reply
 * are not), newest last, within the contract's limits.
 */
export function historyOf(messages: readonly ChatMessage[]): ChatHistoryItem[] {
  return messages
    .filter((message) => message.kind === 'text' || message.kind === 'reply')
    .slice(-LIMITS.chatHistoryMaxItems)
    .map(({ role, content }) => ({
      role,
      content: content.slice(0, LIMITS.chatHistoryItemMaxChars),
    }));
}
