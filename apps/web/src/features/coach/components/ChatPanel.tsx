import { useEffect, useId, useRef, type RefObject } from 'react';
import { LIMITS, type CoachSituation } from '@styleprint/contracts';
import { Button, Spinner } from '#web/components/ui';
import type { CoachingTopic } from '../content';
import type { CoachChat } from '../hooks/use-coach-chat';
import type { ConnectionStatus } from '../hooks/use-connection-status';
import { useScrollToNewest } from '../hooks/use-scroll-to-newest';
import { COACH_TEXT } from '../texts';
import { LimitedTextArea } from './LimitedTextArea';
import { MessageItem } from './MessageItem';
import { TopicShortcuts } from './TopicShortcuts';

interface ChatPanelProps {
  chat: CoachChat;
  status: ConnectionStatus;
  /** The message box, so the screen can move focus to it when it switches to chat. */
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** Ours (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md): answers "Which of these is you?" on the latest analysis reply. */
  onChooseSpeaker?: (speaker: string) => void;
  /** Ours (docs/decisions/0127-coach-reading-shown-and-corrected.md): "Not right?" on the latest analysis reply. */
  onChooseReading?: (situation: CoachSituation, sentence: string) => void;
  choosing?: boolean;
}

const T = COACH_TEXT.chat;

/** docs/product.md#s2-7 "Chat Mode": the 600 px conversation panel, topic shortcuts and the message box. */
export function ChatPanel({
  chat,
  status,
  inputRef,
  onChooseSpeaker,
  onChooseReading,
  choosing,
}: ChatPanelProps) {
  const headingId = useId();
  const logRef = useRef<HTMLElement>(null);
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
      <section className="coach-chat__panel" aria-labelledby={headingId}>
        <h2 id={headingId} className="visually-hidden">
          {T.heading}
        </h2>
        {/* Scrollable, so it takes keyboard focus (WCAG 2.1.1); not live: the screen's
            announcer reads each finished reply once instead of every streamed word. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <section ref={logRef} className="coach-chat__log" aria-label={T.logLabel} tabIndex={0}>
          {shown.length === 0 ? <p className="coach-chat__empty">{T.empty}</p> : null}
          <ol className="coach-chat__messages">
            {shown.map((message, index) => {
              // Only the newest reply asks: an older question has been answered or left.
              const newest = index === shown.length - 1;
              return (
                <MessageItem
                  key={message.id}
                  message={message}
                  {...(newest && onChooseSpeaker
                    ? { onChooseSpeaker, busy: choosing ?? false }
                    : {})}
                  {...(newest && onChooseReading ? { onChooseReading } : {})}
                  {...(newest
                    ? {
                        onChooseClarify: chat.choose,
                        busy: chat.sending || status === 'disconnected' || (choosing ?? false),
                      }
                    : {})}
                />
              );
            })}
          </ol>
          {chat.sending ? (
            // Shown here; announced by the screen's one live region.
            <p className="coach-chat__thinking">
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
          <LimitedTextArea
            label={T.fieldLabel}
            labelHidden
            value={chat.draft}
            onChange={chat.setDraft}
            onSubmit={chat.send}
            max={LIMITS.chatMaxChars}
            hint={T.hint}
            tooLongMessage={T.tooLong(LIMITS.chatMaxChars)}
            variant="chat"
            rows={2}
            placeholder={T.placeholder}
            disabled={chat.sending || status === 'disconnected'}
            inputRef={inputRef}
            besideField={
              <Button type="submit" busy={chat.sending} disabled={!chat.canSend}>
                {T.send}
              </Button>
            }
            metaClassName="coach-chat__meta"
          />
        </form>
      </section>
    </div>
  );
}

/**
 * The message box is disabled while a reply is pending (docs/product.md#s5), which drops its focus to the
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
