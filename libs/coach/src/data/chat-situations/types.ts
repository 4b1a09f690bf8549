import type { DiscStyle } from '@styleprint/contracts';

/**
 * The facts a chat message can hold, read by `chat/facts.ts`. A sentence of the coach's answer
 * may name them as `{slot}`; a variant is used only when every slot it names was found, so the
 * coach never writes a fact the person did not give.
 *
 * - `who`: the other person as the user named them ("Priya", "your manager", "the customer").
 * - `name`: the other person's first name, only when given ("Priya").
 * - `date`: the first date or day given ("Friday Sept 12", "Nov 14", "Thursday", "tomorrow").
 * - `lastDate`: the last of two or more dates given (often the one asked for).
 * - `time`: a clock time ("2pm").
 * - `amount`, `amount2`: money as written ("$340", "$78k").
 * - `count`: a number with what it counts ("3 new asks", "4 times", "31 hours").
 * - `thing`: the work item named, with its article ("the Q3 vendor report", "the Atlas project").
 * - `because`: the reason the user gave, as a clause ("because finance only sent the numbers
 *   yesterday", "because of late calls with the Sydney team"), in the user's own voice.
 * - `quote`: words the other person said, as quoted ("just find the time").
 * - `extra`: more time the user says they need, as written ("two more weeks", "another 3 days").
 * - `habit`: what the other person keeps doing, said to them ("interrupting people in meetings",
 *   "sending the figures after the cut-off"), from "Callum keeps interrupting people in meetings".
 */
export type FactSlot =
  | 'who'
  | 'name'
  | 'date'
  | 'lastDate'
  | 'time'
  | 'amount'
  | 'amount2'
  | 'count'
  | 'thing'
  | 'because'
  | 'quote'
  | 'extra'
  | 'habit'
  /** The figure the user wants to ask for: "RM3,800" of "ask increment to RM3,800". */
  | 'target'
  /** What keeps being asked, as a plural: "Saturdays" of "the 4th Saturday in a row". */
  | 'recurring';

/**
 * One sentence, as variants from the most specific to the plainest: the first whose slots were all
 * found is used. The last variant names no slot (a complete sentence that holds without any fact),
 * or is "" to leave the sentence out when its facts are missing.
 */
export type Sentence = readonly string[];

/** A situation a chat question can be about, and how the coach answers it. */
export interface ChatSituation {
  /** Kebab-case, unique ("ask-more-time"). */
  id: string;
  /** How the coach names it in a sentence ("asking for more time"). */
  label: string;
  /** A choice on a clarifying question, in the user's voice ("I need more time on my work"). */
  choice: string;
  /** One sentence that says what is going on, built from the facts. */
  reading: Sentence;
  /** The one to three moves that change this situation's outcome, in the order to make them. */
  moves: readonly Sentence[];
  /** What a user of each DiSC style tends to get wrong here, and what to do instead. */
  userFit: Record<DiscStyle, string>;
  /** How to adapt to the other person, when the user's words show their style. */
  counterpartFit: Record<DiscStyle, string>;
  /** What the user can send or say, in their voice, addressed to the other person. */
  reply: readonly Sentence[];
  /** The same, for a direct, fast reader (DiSC D or I), when the user's words show one. */
  directReply?: readonly Sentence[];
  /**
   * The reply to a complaint that came in writing, once the user has said what they found or did
   * (their sentences go after its first sentence): an answer in writing, not a request for a call.
   */
  writtenReply?: readonly Sentence[];
  /**
   * False when the user's own sentences with facts do not belong in the reply: the facts of a
   * job rejection ("the interview was 3 rounds over 5 weeks") are news to nobody it goes to.
   */
  ownStatements?: false;
  /** When the other person objects, stalls or says no: the move, and what to say then. */
  ifPushback: { move: string; reply: readonly Sentence[] };
}

/** One training question for the chat's situation classifier. */
export interface SituationExample {
  situation: string;
  text: string;
}
