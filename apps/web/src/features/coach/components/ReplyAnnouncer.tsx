import type { ChatMessage } from '../lib/messages';
import { COACH_TEXT } from '../texts';

/**
 * A live region that reads each new coach reply once, when it is complete. The message list
 * itself is not live: a streamed reply would otherwise be read out word by word.
 */
export function ReplyAnnouncer({ messages }: { messages: readonly ChatMessage[] }) {
  const latest = messages.findLast(
    (message) => message.role === 'assistant' && message.kind !== 'streaming',
  );
  let text = '';
  if (latest?.kind === 'failure') text = `${latest.content} ${latest.detail}`;
  else if (latest) text = latest.content;
  return (
    <div className="visually-hidden" role="status">
      {text ? COACH_TEXT.chat.newReply(text) : null}
    </div>
  );
}
