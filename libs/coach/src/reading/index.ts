import { cleanPaste } from '@styleprint/coach-content';
import type { SafetyFlagKind, SituationKind, UserPatternKind } from '../data/types.js';
import {
  findParticipants,
  parseConversation,
  splitOwnDraft,
  OTHER_PERSON,
  type ConversationFormat,
  type ParsedConversation,
  type Participants,
  type Turn,
} from './parse/index.js';
import { greetedName } from './parse/names.js';
import { samePerson, wordCount } from './parse/participants.js';
import { measureSpeaker, measureTurns, type SpeakerMeasures } from './measure/speakers.js';
import { splitSentences } from './measure/split.js';
import { readEvidence, type StyleReading } from './infer/style.js';
import { stylePassages, type StylePassage } from './infer/passages.js';
import { collectFlags, sentenceFlags, type SafetyFlag } from './infer/safety.js';
import { readSituations, type SituationRead } from './infer/situation.js';
import { findUserPatterns, type UserPattern } from './infer/user-patterns.js';
import { turnFacts, type Fact } from './infer/facts.js';
import { dialogueState, type DialogueState } from './infer/dialogue-state.js';
import { nlp } from './nlp.js';

export type { SafetyFlag } from './infer/safety.js';
export type { SituationRead } from './infer/situation.js';
export type { UserPattern } from './infer/user-patterns.js';
export type { Fact } from './infer/facts.js';
export type { Ask, AskKind, DialogueState, Fate } from './infer/dialogue-state.js';
export { counterIn, deferralIn } from './infer/dialogue-state.js';

export { MIN_WORDS_FOR_STYLE } from './threshold.js';
export { OTHER_PERSON };

/** Everything the coach learns from a conversation before it writes a word (both engines use it). */
export interface ConversationReading {
  /** The text as pasted, with white space collapsed: every quote is checked against it. */
  source: string;
  format: ConversationFormat;
  participants: Participants;
  /** Who a one-writer text or the newest email greets, when it does. */
  addressee: string | null;
  /** Per speaker, measured on their words with flagged (unsafe) sentences left out. */
  measures: Map<string, SpeakerMeasures>;
  /**
   * Per speaker, every sentence they wrote as quotable passages with what was measured in them:
   * the evidence their read rests on, and what a saved person keeps (decision 0107).
   */
  evidence: Map<string, StylePassage[]>;
  /** Per speaker with enough words; absent = too little to read. */
  styles: Map<string, StyleReading>;
  words: Map<string, number>;
  /** Words each speaker wrote, flagged sentences included (who wrote at all). */
  wrote: Map<string, number>;
  situations: SituationRead[];
  userPatterns: UserPattern[];
  safety: SafetyFlag[];
  dates: Fact[];
  figures: Fact[];
  /** The asks and what became of each (decision 0128). */
  dialogue: DialogueState;
  /**
   * True when the person chose the first situation under "Not right?": the answer is written for
   * it, not from the dialogue state the engine read (decision 0128, amendment).
   */
  chosen?: boolean;
}

/** "Marta - status on…", "Hi Marta,", "@Marta": the speaker a message opens by addressing. */
function openingAddressee(text: string, speakers: readonly string[]): string | null {
  const first = (text.split('\n')[0] ?? '').trim();
  const greeted = greetedName(first.split(/[,.!]/)[0] ?? '');
  const head = first.slice(0, 40).replace(/^@/, '');
  for (const speaker of speakers) {
    if (greeted && samePerson(speaker, greeted)) return speaker;
    const firstName = speaker.split(' ')[0] ?? speaker;
    if (
      head.startsWith(`${firstName},`) ||
      head.startsWith(`${firstName} -`) ||
      head.startsWith(`${firstName} –`)
    ) {
      return speaker;
    }
  }
  return null;
}

/** Leaves out of a turn the sentences that raised a safety flag: they are no one's style. */
function withoutFlagged(turns: readonly Turn[]): { clean: Turn[]; flags: SafetyFlag[] } {
  const flags: SafetyFlag[] = [];
  const split = turns.map((turn) =>
    splitSentences(turn.text).map((sentence) => {
      const kinds = sentenceFlags(sentence, turn.text);
      for (const kind of kinds) flags.push({ kind, quote: sentence });
      return { sentence, kinds };
    }),
  );
  // Urgency alone ("within 48 hours I'm going to your CEO") is ordinary pressure, not fraud:
  // its sentence stays in the reading unless a request that needs the flag is there too.
  const raised = new Set(collectFlags(flags).map((flag) => flag.kind));
  const clean = turns.map((turn, index) => ({
    speaker: turn.speaker,
    text: (split[index] ?? [])
      .filter(({ kinds }) => !kinds.some((kind) => raised.has(kind)))
      .map(({ sentence }) => sentence)
      .join(' '),
  }));
  return { clean, flags };
}

export interface ReadOptions {
  userName?: string;
  /** The speaker the person chose on the coach screen ("Which of these is you?"). */
  speaker?: string;
}

/**
 * The thread with the user's own draft, pasted under a marker ("my draft reply:"), as the user's
 * latest turn: under their speaker name when the thread has it, else under "Me".
 */
function withOwnDraft(text: string, options: ReadOptions): ParsedConversation {
  // The same cleaning the screen does before counting (decision 0065): legal footers, contact
  // lines, quoted copies and "Sent from my iPhone" are nobody's words.
  const { thread, draft } = splitOwnDraft(cleanPaste(text.replace(/\r\n?/g, '\n')).text);
  const parsed = parseConversation(thread);
  if (draft === null) return parsed;
  const named = options.userName?.trim();
  const speaker =
    options.speaker ??
    (named ? parsed.speakers.find((name) => name !== '' && samePerson(name, named)) : undefined) ??
    named ??
    'Me';
  return {
    ...parsed,
    format: parsed.format === 'single_message' ? 'email' : parsed.format,
    turns: [...parsed.turns, { speaker, text: draft }],
    speakers: parsed.speakers.includes(speaker) ? parsed.speakers : [...parsed.speakers, speaker],
  };
}

/** Parses, measures and infers: the deterministic core shared by both engines. */
export function readConversation(text: string, options: ReadOptions = {}): ConversationReading {
  const parsed = withOwnDraft(text, options);
  let participants = findParticipants(parsed, options.userName, options.speaker);
  if (participants.userReason === 'ambiguous' && participants.speakers.length === 2) {
    // The newest message opens by addressing the other writer: the text is what that person
    // received, so they are the user ("Marta - status on the invoices. Now." signed Kenji).
    const last = participants.turns[participants.turns.length - 1];
    const addressed = last
      ? openingAddressee(
          last.text,
          participants.speakers.filter((s) => s !== last.speaker),
        )
      : null;
    if (addressed) participants = findParticipants(parsed, undefined, addressed);
  }
  const { clean, flags } = withoutFlagged(participants.turns);
  const pipeline = nlp();
  const readings = measureTurns(pipeline, clean);
  const measures = new Map<string, SpeakerMeasures>();
  const evidence = new Map<string, StylePassage[]>();
  const styles = new Map<string, StyleReading>();
  const words = new Map<string, number>();
  for (const speaker of participants.speakers) {
    const measured = measureSpeaker(speaker, clean, readings);
    measures.set(speaker, measured);
    const count = clean
      .filter((turn) => turn.speaker === speaker)
      .reduce((sum, turn) => sum + wordCount(turn.text), 0);
    words.set(speaker, count);
    // One rule for every read (docs/decisions/0107-one-rule-for-a-read.md): the same passages a
    // saved person keeps, read by the same function.
    const passages = stylePassages(measured.sentences, clean);
    evidence.set(speaker, passages);
    const read = readEvidence(speaker, passages).style;
    if (read) styles.set(speaker, read);
  }
  const others = participants.user
    ? participants.counterparts
    : participants.counterparts.length === 2 && participants.userReason === 'ambiguous'
      ? participants.counterparts.slice(0, 1)
      : participants.counterparts;
  const provisionalUser =
    participants.user ??
    (participants.userReason === 'ambiguous' && participants.counterparts.length === 2
      ? (participants.counterparts[1] ?? null)
      : null);
  const wrote = new Map<string, number>();
  for (const turn of participants.turns) {
    wrote.set(turn.speaker, (wrote.get(turn.speaker) ?? 0) + wordCount(turn.text));
  }
  const draft =
    participants.user !== null &&
    participants.counterparts.length > 0 &&
    participants.counterparts.every((c) => (wrote.get(c) ?? 0) === 0) &&
    participants.turns.every((t) => t.speaker === participants.user) &&
    participants.turns.length === 1;
  // Read once: the situations lean on it and the reading card shows it (decision 0128).
  const dialogue = draft
    ? dialogueState([], null, [])
    : dialogueState(clean, provisionalUser, others);
  const dates: Fact[] = [];
  const figures: Fact[] = [];
  const nameWords = new Set(participants.speakers.flatMap((s) => s.toLowerCase().split(/\s+/)));
  clean.forEach((turn, index) => {
    const facts = turnFacts(turn.text, turn.speaker, index);
    // "Jun" and "May" are names too: a speaker's name is never a date.
    dates.push(...facts.dates.filter((d) => !nameWords.has(d.text.toLowerCase())));
    figures.push(...facts.figures);
  });
  return {
    source: text.replace(/\s+/g, ' '),
    format: parsed.format,
    participants,
    addressee: parsed.addressee,
    measures,
    evidence,
    styles,
    words,
    wrote,
    situations: draft
      ? // The user's own draft: what it does is read from the user's words.
        readSituations(clean, null, [participants.user ?? ''], { draft: true })
      : readSituations(clean, provisionalUser, others, { dialogue }),
    userPatterns: findUserPatterns(participants.turns, participants.user ?? provisionalUser),
    safety: collectFlags(flags),
    dates,
    figures,
    dialogue,
  };
}

export type StyleLetter = 'D' | 'i' | 'S' | 'C';

/** The agreed reading summary (the evaluation set measures the engine through it). */
export interface CoachReadingSummary {
  format: string;
  speakers: string[];
  user: string | null;
  counterparts: Array<{ name: string; style: StyleLetter | null; words: number }>;
  situations: SituationKind[];
  userPatterns: UserPatternKind[];
  safety: SafetyFlagKind[];
}

export function summarise(reading: ConversationReading): CoachReadingSummary {
  const { participants } = reading;
  return {
    format: reading.format,
    speakers: participants.speakers,
    user:
      participants.user === 'You'
        ? participants.userLabel
        : (participants.user ?? participants.userLabel),
    counterparts: participants.counterparts.map((name) => {
      const style = reading.styles.get(name)?.disc.style;
      return {
        name,
        style: style === undefined ? null : style === 'I' ? 'i' : style,
        words: reading.words.get(name) ?? 0,
      };
    }),
    situations: reading.situations.map((s) => s.kind),
    userPatterns: reading.userPatterns.map((p) => p.kind),
    safety: reading.safety.map((f) => f.kind),
  };
}
