import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS, type Profile } from '@styleprint/contracts';
import { isRateLimited, type ApiClient } from '#web/lib/api-client';
import { replyToChat } from '../api/chat-reply';
import { cleanReply, type CleanReply } from '../lib/clean-reply';
import { loadConversation, saveConversation } from '../lib/saved-conversation';
import {
  failureMessage,
  historyOf,
  newMessageId,
  replyMessage,
  streamingMessage,
  textMessage,
  type ChatMessage,
} from '../lib/messages';
import { config } from '#web/config/env';
import { COACH_TEXT } from '../texts';
import type { Connection } from './use-connection-status';
import { personFields, type ChosenPerson } from '#web/components/people';

interface CoachChatOptions {
  client: ApiClient;
  profile: Profile | null;
  connection: Pick<Connection, 'status' | 'markConnected' | 'markDisconnected'>;
  /**
   * Ours (docs/decisions/0103-people-screens.md, 0104-sharing-with-consent.md): the person the user asks about,
   * saved or sharing with the user.
   */
  person?: ChosenPerson | null;
}

export interface CoachChat {
  messages: ChatMessage[];
  draft: string;
  setDraft: (text: string) => void;
  /** A reply is pending (docs/product.md#s4: "AI is thinking..."). */
  sending: boolean;
  /** The draft can be sent now. */
  canSend: boolean;
  /** Sends the draft (docs/product.md#s5: non-empty after trimming, at most 1000 characters). */
  send: () => void;
  /** Sends a choice picked on a clarifying question as the next message, the draft kept. */
  choose: (text: string) => void;
  /** docs/product.md#s4: a successful analysis seeds the chat with the request and the formatted reply. */
  seed: (request: string, reply: CleanReply) => void;
  /** docs/product.md#s8: the assistant's message after a failed call. */
  addFailure: (content: string, detail: string) => void;
  /** Start Over: stops a pending reply and forgets everything. */
  clear: () => void;
}

const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : COACH_TEXT.errors.chatFallback;

/** Chat mode's state: the messages, the draft, and sending with a streamed reply. */
export function useCoachChat({
  client,
  profile,
  connection,
  person = null,
}: CoachChatOptions): CoachChat {
  // The conversation survives leaving the coach for this browser session (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md).
  const [messages, setMessages] = useState<ChatMessage[]>(loadConversation);
  useEffect(() => saveConversation(messages), [messages]);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  const { status, markConnected, markDisconnected } = connection;

  // Leaving the page stops a reply nobody will read.
  useEffect(() => () => inFlight.current?.abort(), []);

  const message = draft.trim();
  const ready = profile !== null && !sending && status !== 'disconnected';
  const canSend = ready && message !== '' && draft.length <= LIMITS.chatMaxChars;

  const sendText = useCallback(
    (message: string, fromDraft: boolean) => {
      if (profile === null) return;
      const controller = new AbortController();
      inFlight.current = controller;
      const replyId = newMessageId();
      const history = historyOf(messages);
      setMessages((previous) => [
        ...previous,
        textMessage('user', message),
        streamingMessage(replyId),
      ]);
      // A choice clicked on a clarifying question leaves what the person was typing alone.
      if (fromDraft) setDraft('');
      setSending(true);

      const appendDelta = (delta: string) =>
        setMessages((previous) =>
          previous.map((item) =>
            item.id === replyId && item.kind === 'streaming'
              ? { ...item, content: item.content + delta }
              : item,
          ),
        );

      replyToChat(
        client,
        { message, profile, history, ...personFields(person) },
        { onDelta: appendDelta, signal: controller.signal },
      )
        .then((reply) => {
          if (controller.signal.aborted) return;
          const finished = replyMessage(cleanReply(reply), replyId);
          setMessages((previous) =>
            previous.map((item) => (item.id === replyId ? finished : item)),
          );
          markConnected();
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setMessages((previous) => [
            ...previous.filter((item) => item.id !== replyId),
            failureMessage(COACH_TEXT.failures.chatWith(config.supportEmail), errorText(error)),
          ]);
          // A 429 says "wait", not "the service is gone" (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md): the connection stays up.
          if (!isRateLimited(error)) markDisconnected();
        })
        .finally(() => {
          if (inFlight.current !== controller) return;
          inFlight.current = null;
          setSending(false);
        });
    },
    [client, markConnected, markDisconnected, messages, person, profile],
  );

  const send = useCallback(() => {
    if (canSend) sendText(message, true);
  }, [canSend, message, sendText]);

  const choose = useCallback(
    (text: string) => {
      if (ready) sendText(text, false);
    },
    [ready, sendText],
  );

  const seed = useCallback((request: string, reply: CleanReply) => {
    setMessages((previous) => [...previous, textMessage('user', request), replyMessage(reply)]);
  }, []);

  const addFailure = useCallback((content: string, detail: string) => {
    setMessages((previous) => [...previous, failureMessage(content, detail)]);
  }, []);

  const clear = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setMessages([]);
    setDraft('');
    setSending(false);
  }, []);

  return { messages, draft, setDraft, sending, canSend, send, choose, seed, addFailure, clear };
}
