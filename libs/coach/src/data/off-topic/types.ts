/**
 * The shapes of the chat's off-topic content (docs/decisions/0114-coach-chat-off-topic-answers.md):
 * small talk the coach answers in a line, and questions outside its reach that it declines with a
 * redirect. Kept beside the data rather than in ../types.ts because only the chat reads them.
 */

/** Small talk with a short harmless answer: a greeting, thanks, "who are you", a joke request. */
export interface SmallTalkEntry {
  id: string;
  /**
   * Whole messages this answers, matched through the coach tokenizer against the message's every
   * word: "thanks!" matches "thanks", "thanks, and what if he says no?" does not (that is a
   * follow-up, and follow-ups are never turned into small talk).
   */
  messages: readonly string[];
  /** The answer, one or two short sentences; several variants, picked by the turn number. */
  answers: readonly string[];
  /** True when the coach should go on to name what it can do (first contact, "what can you do"). */
  offersHelp: boolean;
}

/** Why a question is outside what the coach answers. */
export type OutOfReachKind = 'harmful' | 'deceptive' | 'unknowable' | 'other_task';

/** Questions the coach does not answer, with the plain reason it gives before the redirect. */
export interface OutOfReachEntry {
  kind: OutOfReachKind;
  /** Lower-case phrases matched as whole words through the coach tokenizer. */
  cues: readonly string[];
  /** The one-line reason, said before naming what the coach can do. */
  reason: string;
  /** The honest question to ask instead, or null for a first question shaped by the profile. */
  tryInstead: string | null;
}
