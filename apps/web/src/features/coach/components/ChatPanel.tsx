import { useEffect, useId, useRef, type RefObject } from 'react';
import { LIMITS } from '@styleprint/contracts';
import { Button, Spinner } from '../../../components/ui';
import type { CoachingTopic } from '../content';
import type { CoachChat } from '../hooks/use-coach-chat';
import type { ConnectionStatus } from '../hooks/use-connection-status';
import { useScrollToNewest } from '../hooks/use-scroll-to-newest';
import { submitOnEnter } from '../lib/keyboard';
import { COACH_TEXT } from '../texts';
import { CharCounter } from './CharCounter';
import { MessageItem } from './MessageItem';
import { TopicShortcuts } from './TopicShortcuts';

interface ChatPanelProps {
  chat: CoachChat;
  status: ConnectionStatus;
  /** The message box, so the screen can move focus to it when it switches to chat. */
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

const T = COACH_TEXT.chat;

/** Spec §2 "Chat Mode": the 600 px conversation panel, topic shortcuts and the message box. */
export function ChatPanel({ chat, status, inputRef }: ChatPanelProps) {
  const fieldId = useId();
  const counterId = useId();
  const hintId = useId();
  const tooLongId = useId();
  const logRef = useRef<HTMLElement>(null);
  const inputDisabled = chat.sending || status === 'disconnected';
  const tooLong = chat.draft.length > LIMITS.chatMaxChars;
  useScrollToNewest(logRef, [chat.messages, chat.sending]);
  useFocusBackAfterReply(inputRef, chat.sending);

  const pickTopic = (topic: CoachingTopic) => {
    chat.setDraft(topic.prompt);
    inputRef.current?.focus();
  };

  // The streaming bubble appears with the first words; until then the indicator says enough.
  const shown = chat.messages.filter((m) => m.kind !== 'streaming' || m.content !== '');

  return (
    <div className="coach-chat">
      {/* Always available: a topic picked while a reply is pending or the coach is unreachable
          waits in the message box until it can be sent. */}
      <TopicShortcuts onPick={pickTopic} />
      <section className="coach-chat__panel" aria-labelledby={`${fieldId}-title`}>
        <h2 id={`${fieldId}-title`} className="visually-hidden">
          {T.heading}
        </h2>
        {/* Scrollable, so it takes keyboard focus (WCAG 2.1.1); not live: the screen's
            announcer reads each finished reply once instead of every streamed word. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <section ref={logRef} className="coach-chat__log" aria-label={T.logLabel} tabIndex={0}>
          {shown.length === 0 ? <p className="coach-chat__empty">{T.empty}</p> : null}
          <ol className="coach-chat__messages">
            {shown.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
          {chat.sending ? (
            <p className="coach-chat__thinking" role="status">
              <Spinner size="small" />
              {T.thinking}
            </p>
          ) : null}
        </section>
        <form
          className="coach-chat__form"
          onSubmit={(event) => {
            event.preventDefault();
            chat.send();
          }}
        >
          <label className="visually-hidden" htmlFor={fieldId}>
            {T.fieldLabel}
          </label>
          <textarea
            id={fieldId}
            ref={inputRef}
            className="field__input coach-textarea coach-textarea--chat"
            value={chat.draft}
            placeholder={T.placeholder}
            rows={2}
            disabled={inputDisabled}
            aria-describedby={`${counterId} ${hintId}${tooLong ? ` ${tooLongId}` : ''}`}
            aria-invalid={tooLong || undefined}
            onChange={(event) => chat.setDraft(event.target.value)}
            onKeyDown={submitOnEnter(chat.send)}
          />
          <Button type="submit" busy={chat.sending} disabled={!chat.canSend}>
            {T.send}
          </Button>
          <div className="coach-field-meta coach-chat__meta">
            <span id={hintId} className="coach-field-meta__hint">
              {T.hint}
            </span>
            <CharCounter id={counterId} count={chat.draft.length} max={LIMITS.chatMaxChars} />
          </div>
          {tooLong ? (
            <p id={tooLongId} className="coach-field-error coach-chat__meta" role="alert">
              {T.tooLong(LIMITS.chatMaxChars)}
            </p>
          ) : null}
        </form>
      </section>
    </div>
  );
}

/**
 * The message box is disabled while a reply is pending (spec §5), which drops its focus to the
 * page; when the reply is in and focus is still lost, it goes back to the box so a keyboard user
 * can type the next message. Focus the user moved elsewhere stays where they put it.
 */
function useFocusBackAfterReply(
  inputRef: RefObject<HTMLTextAreaElement | null>,
  sending: boolean,
): void {
  const wasSending = useRef(false);
  useEffect(() => {
    const finished = wasSending.current && !sending;
    wasSending.current = sending;
    if (!finished) return;
    const active = document.activeElement;
    if (active === null || active === document.body) inputRef.current?.focus();
  }, [inputRef, sending]);
}
