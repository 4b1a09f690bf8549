import type { CoachSituation } from '@styleprint/contracts';
import { cleanText } from '../lib/clean-reply';
import type { ChatMessage } from '../lib/messages';
import { COACH_TEXT } from '../texts';
import { CoachReplyView } from './CoachReplyView';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** One chat message, rendered as text (never as HTML). */
interface MessageItemProps {
  message: ChatMessage;
  /** Ours (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md): answers "Which of these is you?" on an analysis reply. */
  onChooseSpeaker?: (speaker: string) => void;
  /** Ours (docs/decisions/0126-coach-chat-situations.md): answers the chat's clarifying question. */
  onChooseClarify?: (message: string) => void;
  /** Ours (docs/decisions/0127-coach-reading-shown-and-corrected.md): "Not right?" on an analysis reply. */
  onChooseReading?: (situation: CoachSituation, sentence: string) => void;
  busy?: boolean;
}

export function MessageItem({
  message,
  onChooseSpeaker,
  onChooseClarify,
  onChooseReading,
  busy,
}: MessageItemProps) {
  const mine = message.role === 'user';
  return (
    <li
      className={`coach-message coach-message--${mine ? 'user' : 'assistant'}${
        message.kind === 'failure' ? ' coach-message--failure' : ''
      }`}
    >
      <p className="coach-message__meta">
        <span className="coach-message__sender">
          {mine ? COACH_TEXT.chat.you : COACH_TEXT.chat.coach}
        </span>{' '}
        <time dateTime={new Date(message.timestamp).toISOString()}>
          {timeFormat.format(message.timestamp)}
        </time>
      </p>
      <MessageBody
        message={message}
        onChooseSpeaker={onChooseSpeaker}
        onChooseClarify={onChooseClarify}
        onChooseReading={onChooseReading}
        busy={busy}
      />
    </li>
  );
}

function MessageBody({
  message,
  onChooseSpeaker,
  onChooseClarify,
  onChooseReading,
  busy,
}: MessageItemProps) {
  switch (message.kind) {
    case 'reply':
      return (
        <CoachReplyView
          reply={message.reply}
          headingLevel={3}
          onChooseSpeaker={onChooseSpeaker}
          onChooseClarify={onChooseClarify}
          onChooseReading={onChooseReading}
          busy={busy}
        />
      );
    case 'streaming':
      // The reply so far; placeholder sentences never stay on screen (docs/product.md#s8).
      return <p className="coach-message__text">{cleanText(message.content)}</p>;
    case 'failure':
      return (
        <>
          <p className="coach-message__text">{message.content}</p>
          <p className="coach-message__detail">
            {COACH_TEXT.chat.detail} {message.detail}
          </p>
        </>
      );
    case 'text':
      return <p className="coach-message__text">{message.content}</p>;
  }
}
