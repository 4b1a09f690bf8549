import { useCallback, useState } from 'react';
import type { ChatMessage } from '../lib/messages';
import { COACH_TEXT } from '../texts';

interface CoachAnnouncementInput {
  messages: readonly ChatMessage[];
  sending: boolean;
  analyzing: boolean;
}

export interface CoachAnnouncement {
  /** The text of the screen's one live region. */
  text: string;
  /** Says something now (e.g. "Conversation cleared"). */
  announce: (text: string) => void;
  /** An analysis is landing in the chat: says "Analysis ready" instead of reading it out. */
  announceAnalysis: () => void;
}

interface State {
  text: string;
  count: number;
  sending: boolean;
  analyzing: boolean;
  replyId: string | undefined;
  skipNextReply: boolean;
}

const replyText = (message: ChatMessage) =>
  COACH_TEXT.chat.newReply(
    message.kind === 'failure' ? `${message.content} ${message.detail}` : message.content,
  );

/**
 * The coach screen's status messages, all through one live region that stays on the page and only
 * changes its text (a region inserted with its text already in it is often not read at all).
 * A finished chat reply is read once; an analysis, a long card, only says it is ready (the
 * screen moves focus to it).
 */
export function useCoachAnnouncement({
  messages,
  sending,
  analyzing,
}: CoachAnnouncementInput): CoachAnnouncement {
  const latest = messages.findLast(
    (message) => message.role === 'assistant' && message.kind !== 'streaming',
  );
  // A conversation restored on opening the screen is not news: only replies after that are read.
  const [state, setState] = useState<State>({
    text: '',
    count: 0,
    sending,
    analyzing,
    replyId: latest?.id,
    skipNextReply: false,
  });

  // Adjusted while rendering (React's pattern for state that follows props), not in an effect.
  if (state.sending !== sending || state.analyzing !== analyzing || state.replyId !== latest?.id) {
    let { text, count, skipNextReply } = state;
    const say = (words: string) => {
      text = words;
      count += 1;
    };
    if (sending && !state.sending) say(COACH_TEXT.chat.thinking);
    if (analyzing && !state.analyzing) say(COACH_TEXT.analyze.busy);
    if (latest && latest.id !== state.replyId) {
      if (skipNextReply) skipNextReply = false;
      else say(replyText(latest));
    }
    setState({ text, count, sending, analyzing, replyId: latest?.id, skipNextReply });
  }

  const announce = useCallback(
    (text: string) => setState((previous) => ({ ...previous, text, count: previous.count + 1 })),
    [setState],
  );
  const announceAnalysis = useCallback(
    () =>
      setState((previous) => ({
        ...previous,
        text: COACH_TEXT.results.ready,
        count: previous.count + 1,
        skipNextReply: true,
      })),
    [setState],
  );

  // The same words twice in a row still change the region's text, so they are read again.
  const text = state.text && state.count % 2 === 0 ? `${state.text}\u00a0` : state.text;
  return { text, announce, announceAnalysis };
}
