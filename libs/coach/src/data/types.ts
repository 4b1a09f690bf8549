/**
 * The shapes of the coach's content: cue lists the reading matches (situations, the user's own
 * patterns, safety flags) and the moves the writing renders. One file per family or situation;
 * libs/coach/test/content.test.ts checks them (duplicates, overlaps, self-matching, slots).
 */

/** What the counterpart's messages do: one list with the wire's (agreed interface: /work/coach-eval-interface.md). */
import { COACH_SITUATIONS, type CoachSituation } from '@styleprint/contracts';

export const SITUATION_KINDS = COACH_SITUATIONS;
export type SituationKind = CoachSituation;

export const USER_PATTERN_KINDS = [
  'absolute',
  'blame',
  'vague_label',
  'dismissal',
  'unanswered_pings',
  'clipped_question',
] as const;
export type UserPatternKind = (typeof USER_PATTERN_KINDS)[number];

export const SAFETY_FLAG_KINDS = [
  'injection',
  'money_transfer',
  'bank_change',
  'gift_cards',
  'credentials',
  'urgency',
  'wrongdoing',
] as const;
export type SafetyFlagKind = (typeof SAFETY_FLAG_KINDS)[number];

/** Phrases that show a counterpart's message doing one thing. */
export interface SituationCues {
  kind: SituationKind;
  /** Lower-case phrases, matched as whole words through the coach tokenizer. */
  phrases: readonly string[];
  /** How much one matched phrase counts (strong, unambiguous phrases weigh more). */
  weight: number;
  /** Phrases that count double: they name the situation outright. */
  strong?: readonly string[];
}

/** A habit in the user's own messages that hurts the conversation, and how to say it better. */
export interface UserPatternCues {
  kind: UserPatternKind;
  phrases: readonly string[];
  /** What the pattern does to the reader, one sentence ("…" comes after the quote). */
  effect: string;
  /** The better way, one sentence; may use {fact} (the user's own factual line, quoted). */
  better: string;
  /** When the user has no factual line to build on. */
  betterWithoutFact: string;
}

export interface SafetyCues {
  kind: SafetyFlagKind;
  phrases: readonly string[];
  /** The plain warning put first in the reply (spec-free text, ours). */
  warning: string;
}

/**
 * A sentence template of a reply. Slots in braces are filled from what the conversation says:
 * {topic} the thing discussed ("the vendor shortlist"), {date} a date with what it is for
 * ("on Thurs at 3 pm"), {when} a date as written ("Thurs at 3 pm"), {deadline} "before …" or "today",
 * {figures} the figures they gave ("120 hours and 3 weeks"), {figure} the first of them,
 * {question} their open question as written, {points} two or three things they named ("the
 * timeline, the root cause section and the log lines"), {length} how long they asked to meet for
 * ("45 minutes"), {subject} a topic precise enough to stand alone ("the budget overrun").
 * A template is used only when every slot it names has a value: nothing renders blank.
 */
export type Template = string;

/** Who the counterpart reads as; 'any' serves a style that is unknown or too little to read. */
export type ReaderKey = 'D' | 'I' | 'S' | 'C' | 'any';

/**
 * How the user's own profile shapes the reply: 'brief' for an expressive user (told to keep it
 * short and lead with the fact), 'warm' for a reserved, analytical user (told to lead with the
 * conclusion and add the human line they tend to skip).
 */
export type UserLean = 'brief' | 'warm';

/** The moves for one situation: what the reply does, sentence by sentence. */
export interface MoveSet {
  situation: SituationKind;
  /** One line naming the move, used in the insight ("answer with a date, then the gaps"). */
  move: string;
  /** First sentence after the name, by reader; several variants so openings do not repeat. */
  open: Record<ReaderKey, readonly Template[]>;
  /** The substance, in order of preference (the first whose slots are all filled is used). */
  core: readonly Template[];
  /** The concrete next step. */
  next: Record<UserLean, readonly Template[]>;
  /** An extra line only the 'warm' lean adds (the human line a reserved writer skips). */
  warmLine?: readonly Template[];
  /**
   * The substance when the counterpart has just rejected the user's last answer ("Mostly isn't a
   * yes"): a plain answer in new words, replacing core and next, so the reply never hands the
   * rejected wording back.
   */
  pressed?: readonly Template[];
}
