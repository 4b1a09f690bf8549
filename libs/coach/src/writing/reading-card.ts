import type { CoachReading } from '@styleprint/contracts';
import type { SituationKind } from '../data/types.js';
import {
  OTHER_PERSON,
  counterIn,
  type ConversationReading,
  type SituationRead,
} from '../reading/index.js';
import { callName } from './addressee.js';
import { capitalise, listOf, quote, verbatim } from './words.js';

/**
 * The reading shown above an analysis, so the person can see what the answer is written for and
 * correct it (docs/decisions/0127-coach-reading-shown-and-corrected.md).
 */

/** What the other person's messages do, said to the user ("Jordan is …"). */
const DOES: Record<SituationKind, string> = {
  asks_status: 'is waiting for an answer or a date from you',
  objects: 'is pushing back on what you proposed',
  complains: 'is unhappy about something that went wrong',
  asks_meeting: 'wants time with you',
  gives_feedback: 'is giving you feedback on your work',
  receives_feedback: 'is answering the feedback you gave',
  silent: 'has not answered you yet',
  withdraws: 'has gone quiet, agreeing or apologising under pressure',
  thanks: 'is thanking you',
  proposes: 'is proposing something and wants your view',
  escalates: 'has taken it higher or copied others in',
  ultimatum: 'is setting terms: do this, or they will act',
  defers: 'has put off your request without saying when they will decide',
  ignores: 'wrote back without answering what you asked',
  slips: 'has moved a date they had committed to',
};

/** What the user's own draft does ("Your message to Jordan …"). */
const DRAFT_DOES: Record<SituationKind, string> = {
  asks_status: 'asks for an update or a date',
  objects: 'pushes back on something they decided or asked',
  complains: 'raises something that went wrong',
  asks_meeting: 'asks them for time',
  gives_feedback: 'gives them feedback on their work',
  receives_feedback: 'answers feedback they gave you',
  silent: 'chases an answer they have not given',
  withdraws: 'tries to calm things after a hard exchange',
  thanks: 'thanks them',
  proposes: 'proposes something',
  escalates: 'takes the matter higher',
  ultimatum: 'sets terms for them',
  defers: 'puts off what they asked for',
  ignores: 'asks again what they left unanswered',
  slips: 'moves a date you had committed to',
};

/**
 * The readings offered when the coach's own are fewer than three, likeliest in everyday
 * conversations first. Only readings that can be true of this text are offered (see `possible`).
 */
const FALLBACK: readonly SituationKind[] = [
  'asks_status',
  'slips',
  'defers',
  'objects',
  'complains',
  'proposes',
  'gives_feedback',
  'silent',
  'asks_meeting',
  'thanks',
];

const DRAFT_FALLBACK: readonly SituationKind[] = [
  'gives_feedback',
  'objects',
  'asks_status',
  'asks_meeting',
  'thanks',
];

/** How far ahead the first reading must be to be stated rather than asked about. */
const SURE_LEAD = 1.5;
/** A reading below this score rests on one weak cue. */
const SURE_SCORE = 1;
const MAX_ALTERNATIVES = 3;

function shownQuote(sentence: string | null, source: string): string | null {
  return sentence ? verbatim(sentence, source) : null;
}

interface Cast {
  /** The person the answer is about, as the reply calls them; null when the text has no one. */
  other: string | null;
  /** The user's own draft: the situation is what the user's words do. */
  draft: boolean;
  who: string;
}

/** A day, a date or a week in a reply: "w/c 7th December", "next Tuesday", "by the 14th". */
const NAMES_A_DATE =
  /\b(?:\d{1,2}(?:st|nd|rd|th)?[ /.-](?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w* \d{1,2}|the \d{1,2}(?:st|nd|rd|th)|w\/c|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|next week|end of (?:the )?(?:week|month))/i;

function castOf(reading: ConversationReading): Cast {
  const { participants } = reading;
  const primary = participants.counterparts[0] ?? null;
  const other = primary ? (callName(primary) ?? primary) : null;
  const others = participants.counterparts.map((name) =>
    name === OTHER_PERSON ? 'the other person' : (callName(name) ?? name),
  );
  const draft =
    participants.user !== null &&
    participants.counterparts.length > 0 &&
    participants.counterparts.every((name) => (reading.wrote.get(name) ?? 0) === 0);
  const them = others.length > 0 ? listOf(others) : 'no one named';
  let who: string;
  if (participants.userReason === 'ambiguous') {
    const assumed = participants.counterparts[1];
    who = `I could not tell which of ${listOf(participants.speakers)} is you${assumed ? `; this reading takes you to be ${assumed}` : ''}.`;
  } else if (participants.user === null) {
    who = `This is a message you received from ${them}.`;
  } else if (draft) {
    who = `This is your own message to ${them}, not yet answered.`;
  } else {
    const you =
      participants.user === 'You'
        ? 'You wrote the unsigned message'
        : /^(?:me|i|myself|self)$/i.test(participants.user)
          ? `The lines marked "${participants.user}" are yours`
          : `You are ${participants.user}`;
    who =
      others.length > 1
        ? `${you}; the others are ${them}, and the answer is mainly for ${other}.`
        : other === OTHER_PERSON
          ? `${you}; the other lines are the other person's.`
          : `${you}; the other person is ${them}.`;
  }
  return { other, draft, who };
}

function sentenceFor(
  kind: SituationKind,
  cast: Cast,
  read: SituationRead | undefined,
  reading: ConversationReading,
  withState: boolean,
): string {
  if (cast.draft) return `Your message to ${cast.other ?? OTHER_PERSON} ${DRAFT_DOES[kind]}.`;
  // The reading is about whoever's words show it: Ben's "we're on track for the 20th" is never
  // said to be Ruth's.
  const reader = read?.speaker && read.speaker !== reading.participants.user ? read.speaker : null;
  const name = reader ? (callName(reader) ?? reader) : (cast.other ?? OTHER_PERSON);
  // A quote only where the words clearly show this reading (one weak cue is no evidence).
  const said = read && read.score >= SURE_SCORE ? shownQuote(read.quote, reading.source) : null;
  const head = `${capitalise(name)} ${DOES[kind]}`;
  const evidence = said && kind !== 'silent' ? `: ${quote(said)}` : '';
  // A quote that ends its own sentence ("…or not?") needs no full stop after it.
  const stop = /[?!]"$/.test(evidence) ? '' : '.';
  if (!withState) return `${head}${evidence}${stop}`;
  const { turns } = reading.participants;
  const last = turns[turns.length - 1];
  const user = reading.participants.user;
  const theirsLast = last !== undefined && user !== null && last.speaker !== user;
  // Only a deadline they set ("by Thursday"), their latest: a time or a date mentioned in
  // passing is not what they are asking for.
  const deadline = theirDeadline(reading, reader ?? reading.participants.counterparts[0]);
  const named = deadline ? ` They want it ${deadline}.` : '';
  const open = theirsLast && kind !== 'thanks' ? ' You have not answered yet.' : '';
  return `${head}${evidence}${stop}${named}${open}`;
}

/** The newest deadline the other side set ("by Thursday"): a date mentioned in passing is none. */
function theirDeadline(reading: ConversationReading, speaker?: string | null): string | null {
  const user = reading.participants.user;
  // In a group, the deadline of the person the sentence is about (Ben's date is not Ruth's).
  const whose = speaker && reading.participants.counterparts.length > 1 ? speaker : null;
  const deadline = reading.dates
    .filter(
      (d) =>
        !d.past && d.speaker !== user && d.due === true && (whose === null || d.speaker === whose),
    )
    .sort((a, b) => b.turn - a.turn)[0];
  return deadline ? deadline.phrase.replace(/^(?:until|till|due) /i, 'by ') : null;
}

/** A speaker as a sentence names them mid-way ("the other person" for an unnamed writer). */
const nameOf = (speaker: string): string =>
  speaker === OTHER_PERSON ? 'the other person' : (callName(speaker) ?? speaker);

/** A message quoted by its most telling line (the quote keeps to the words as written). */
function quoted(text: string, source: string): string | null {
  const said = verbatim(text, source);
  return said ? quote(said) : null;
}

/**
 * What is going on, from the asks and what became of them (decision 0128): "Lena asked "…";
 * your reply ("…") does not answer it." Null when the conversation holds no ask to build it from,
 * and the sentence falls back to the situation's own.
 */
function stateSentence(reading: ConversationReading): string | null {
  const { dialogue, source } = reading;
  const user = reading.participants.user;
  if (user === null) return null;
  const { focus, latest, asks } = dialogue;
  const deadline = theirDeadline(
    reading,
    focus && focus.speaker !== user ? focus.speaker : (latest?.speaker ?? null),
  );
  let sentence: string | null = null;
  let after = -1;
  if (focus) {
    const asked = quoted(focus.sentence, source);
    if (!asked) return null;
    const reply = focus.reply ? quoted(focus.reply, source) : null;
    const countering = focus.reply ? counterIn(focus.reply) : null;
    const counter = countering ? quoted(countering, source) : null;
    after = focus.turn;
    if (focus.speaker !== user) {
      const name = capitalise(nameOf(focus.speaker));
      const owed: Record<typeof focus.fate, string> = {
        open: ', and you have not answered yet',
        ignored: reply
          ? `; your reply (${reply}) does not answer it`
          : '; you have not answered it',
        deferred: reply ? `; you said ${reply} and have not come back to it` : '; you put it off',
        declined: reply ? `; you said no (${reply})` : '; you said no',
        countered: reply ? `; you answered with ${reply}` : '',
        answered: '',
      };
      sentence = `${name} asked ${asked}${owed[focus.fate]}.`;
    } else {
      const primary = reading.participants.counterparts[0];
      const name = primary ? nameOf(primary) : 'the other person';
      const became: Record<typeof focus.fate, string> = {
        open: `, and ${name} has not answered yet`,
        ignored: `; ${name} wrote back without answering it`,
        // "gave no date" is false evidence when their reply names one (a new delivery week).
        deferred: reply
          ? `; ${name} said ${reply}${NAMES_A_DATE.test(focus.reply ?? '') ? ', which puts it off' : ' and gave no date'}`
          : `; ${name} put it off`,
        declined: reply ? `; ${name} said no: ${reply}` : `; ${name} said no`,
        countered: counter
          ? `; ${name} answered with ${counter} instead`
          : `; ${name} answered with something else instead`,
        answered: '',
      };
      sentence = `You ${focus.kind === 'position' ? 'said' : 'asked'} ${asked}${became[focus.fate]}.`;
    }
  } else if (latest) {
    // Every recent ask was answered: what they asked first, what the user said last, and their
    // newest message, which is what the user now answers.
    const first = asks.find((ask) => ask.speaker !== user);
    const lastOwn = [...reading.participants.turns]
      .slice(0, latest.turn)
      .reverse()
      .find((turn) => turn.speaker === user);
    const asked = first ? quoted(first.sentence, source) : null;
    const said = lastOwn ? quoted(lastOwn.text, source) : null;
    if (!first || !asked || !said) return null;
    sentence = `${capitalise(nameOf(first.speaker))} asked ${asked}; you said ${said}.`;
  } else {
    return null;
  }
  // A counter is already quoted from their latest; anything else they wrote is what came instead.
  const quotedCounter = focus?.fate === 'countered' && latest?.text === focus.reply;
  if (latest && latest.turn > after && !quotedCounter) {
    const newest = quoted(latest.text, source);
    if (newest && !sentence.includes(newest)) {
      sentence += ` ${capitalise(nameOf(latest.speaker))}'s latest: ${newest}.`;
    }
  }
  if (deadline && !sentence.toLowerCase().includes(deadline.replace(/^by /, '').toLowerCase())) {
    sentence += ` They want it ${deadline}.`;
  }
  // A quote that ends its own sentence ("…or not?") needs no full stop after it.
  return sentence.replace(/([?!]")\./g, '$1');
}

/** Readings this text can carry: "silent" needs the user's own messages, feedback answered too. */
function possible(kind: SituationKind, reading: ConversationReading, cast: Cast): boolean {
  const user = reading.participants.user;
  if (cast.draft) return DRAFT_FALLBACK.includes(kind);
  if (kind === 'silent' || kind === 'receives_feedback') return user !== null;
  return true;
}

/**
 * The card: who is who, what is going on in one sentence, what the answer helps the user do, and
 * the next likeliest readings. `ranked` is the coach's own order (before any choice); `situation`
 * is the reading the answer was written for (the chosen one, or the first of `ranked`).
 */
export function readingCard(
  reading: ConversationReading,
  ranked: readonly SituationRead[],
  situation: SituationKind,
  goal: string,
  chosen: boolean,
): CoachReading {
  const cast = castOf(reading);
  const byKind = new Map(ranked.map((read) => [read.kind, read]));
  const [first, second] = ranked;
  const sure =
    chosen ||
    (first !== undefined &&
      first.kind === situation &&
      first.score >= SURE_SCORE &&
      (second === undefined || first.score >= SURE_LEAD * second.score));
  const others = [
    ...ranked.map((read) => read.kind),
    ...(cast.draft ? DRAFT_FALLBACK : FALLBACK),
  ].filter(
    (kind, index, all) =>
      kind !== situation && all.indexOf(kind) === index && possible(kind, reading, cast),
  );
  const { participants } = reading;
  return {
    situation,
    who: cast.who,
    speakers: participants.speakers.slice(0, 20),
    user: participants.user,
    // What was chosen is said as chosen; otherwise the conversation's own state says it best.
    sentence:
      (!chosen && !cast.draft ? stateSentence(reading) : null) ??
      sentenceFor(situation, cast, byKind.get(situation), reading, true),
    goal: capitalise(goal.replace(/\.$/, '')) + '.',
    sure,
    chosen,
    alternatives: others.slice(0, MAX_ALTERNATIVES).map((kind) => ({
      situation: kind,
      sentence: sentenceFor(kind, cast, byKind.get(kind), reading, false),
    })),
  };
}
