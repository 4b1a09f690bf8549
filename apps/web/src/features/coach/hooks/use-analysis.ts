import { useCallback, useEffect, useRef, useState } from 'react';
import {
  LIMITS,
  type AnalysisRequest,
  type CoachSituation,
  type Profile,
} from '@styleprint/contracts';
import { isRateLimited, type ApiClient } from '#web/lib/api-client';
import { analyzeConversation } from '../api/analyze-conversation';
import { cleanReply, type CleanReply } from '../lib/clean-reply';
import { COACH_TEXT } from '../texts';
import type { Connection } from './use-connection-status';
import { personFields, type ChosenPerson } from '#web/components/people';

interface AnalysisOptions {
  client: ApiClient;
  profile: Profile | null;
  /** Ours: the signed-in user's name, so the coach can tell which speaker is the user. */
  userName: string | null;
  connection: Pick<Connection, 'status' | 'markConnected' | 'markDisconnected'>;
  /** docs/product.md#s4: seed the chat and switch to it. */
  onAnalyzed: (request: string, reply: CleanReply) => void;
  /** docs/product.md#s8: the assistant's failure message. */
  onFailed: (detail: string) => void;
  /**
   * Ours (docs/decisions/0103-people-screens.md, 0104-sharing-with-consent.md): the person the conversation is with,
   * saved or sharing with the user.
   */
  person?: ChosenPerson | null;
}

export interface Analysis {
  text: string;
  setText: (text: string) => void;
  busy: boolean;
  canAnalyze: boolean;
  /** The last successful analysis, shown in the results card. */
  result: CleanReply | null;
  /** The conversation that result read (kept with a saved person only if the user asks). */
  analysed: string;
  /**
   * Ours (decision 0104): the person that result was asked about ("Who is this with?" when it
   * was sent), or null; the picker may have changed since.
   */
  analysedFor: ChosenPerson | null;
  /** The error of the last failed analysis, or null. */
  failure: string | null;
  analyze: () => void;
  /** Ours (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md): runs the last analysis again as the chosen speaker ("Which of these is you?"). */
  chooseSpeaker: (speaker: string) => void;
  /** Ours (docs/decisions/0127-coach-reading-shown-and-corrected.md): runs the last analysis again for the reading chosen under "Not right?". */
  chooseReading: (situation: CoachSituation, sentence: string) => void;
  /** "Analyze Another" and Start Over: clears the input and the result. */
  reset: () => void;
}

const userNameFor = (name: string | null): Pick<AnalysisRequest, 'userName'> => {
  const trimmed = name?.trim().slice(0, LIMITS.speakerNameMaxChars).trim();
  return trimmed ? { userName: trimmed } : {};
};

/** Analyze mode's state (docs/product.md#s4, #s5). */
export function useAnalysis({
  client,
  profile,
  userName,
  connection,
  onAnalyzed,
  onFailed,
  person = null,
}: AnalysisOptions): Analysis {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CleanReply | null>(null);
  const [analysed, setAnalysed] = useState('');
  const [analysedFor, setAnalysedFor] = useState<ChosenPerson | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const { status, markConnected, markDisconnected } = connection;

  useEffect(() => () => inFlight.current?.abort(), []);

  const conversation = text.trim();
  const tooLong = text.length > LIMITS.analysisMaxChars;
  const canAnalyze =
    profile !== null && !busy && status !== 'disconnected' && conversation !== '' && !tooLong;

  const lastConversation = useRef('');
  /** The speaker chosen for the last conversation: a later choice of reading keeps it. */
  const lastSpeaker = useRef<string | undefined>(undefined);

  /**
   * Analyses the text in the box, or (`again`) the last conversation once more: as the speaker
   * the person chose, or for the reading they chose.
   */
  const run = useCallback(
    (again?: { speaker?: string; situation?: CoachSituation; sentence?: string }) => {
      const source = again ? lastConversation.current : conversation;
      if (profile === null || busy || source === '') return;
      if (!again && !canAnalyze) return;
      lastConversation.current = source;
      if (!again || again.speaker) lastSpeaker.current = again?.speaker;
      const speaker = lastSpeaker.current;
      const situation = again?.situation;
      const controller = new AbortController();
      inFlight.current = controller;
      setBusy(true);
      setFailure(null);
      analyzeConversation(
        client,
        {
          conversation: source,
          profile,
          ...userNameFor(userName),
          ...(speaker ? { speaker } : {}),
          ...personFields(person),
          ...(situation ? { reading: { situation } } : {}),
        },
        controller.signal,
      )
        .then((reply) => {
          if (controller.signal.aborted) return;
          const clean = cleanReply(reply);
          setResult(clean);
          setAnalysed(source);
          setAnalysedFor(person);
          markConnected();
          onAnalyzed(
            again?.sentence
              ? COACH_TEXT.reading.request(again.sentence)
              : COACH_TEXT.analyze.request(source),
            clean,
          );
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const detail =
            error instanceof Error ? error.message : COACH_TEXT.errors.analysisFallback;
          setFailure(detail);
          // A 429 says "wait", not "the service is gone": the connection stays up.
          if (!isRateLimited(error)) markDisconnected();
          onFailed(detail);
        })
        .finally(() => {
          if (inFlight.current !== controller) return;
          inFlight.current = null;
          setBusy(false);
        });
    },
    [
      busy,
      canAnalyze,
      client,
      conversation,
      markConnected,
      markDisconnected,
      onAnalyzed,
      onFailed,
      person,
      profile,
      userName,
    ],
  );
  const analyze = useCallback(() => run(), [run]);
  const chooseSpeaker = useCallback((speaker: string) => run({ speaker }), [run]);
  const chooseReading = useCallback(
    (situation: CoachSituation, sentence: string) => run({ situation, sentence }),
    [run],
  );

  const reset = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setBusy(false);
    setText('');
    setResult(null);
    setAnalysed('');
    setAnalysedFor(null);
    setFailure(null);
  }, []);

  return {
    text,
    setText,
    busy,
    canAnalyze,
    result,
    analysed,
    analysedFor,
    failure,
    analyze,
    chooseSpeaker,
    chooseReading,
    reset,
  };
}
