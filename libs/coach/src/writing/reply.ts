import type { SafetyFlagKind } from '../data/types.js';
import { MOVES } from '../data/moves/index.js';
import {
  draftFeedbackMoves,
  draftMeetingMoves,
  draftObjectsMoves,
  draftThanksMoves,
} from '../data/moves/drafts.js';
import type { MoveSet, ReaderKey, SituationKind, UserLean } from '../data/types.js';
import type { ConversationReading, Fact } from '../reading/index.js';
import { salutation } from './addressee.js';
import { decidedReply } from './decided-reply.js';
import { holdReply } from './hold-reply.js';
import { owedReply } from './owed-reply.js';
import type { UserLens } from './profile-lens.js';
import { firstThatRenders, variantOf, type Slots } from './render.js';
import { quote, verbatim } from './words.js';

/** What the suggested reply does and how it was shaped, for the insights to explain. */
export interface ReplyPlan {
  situation: SituationKind | null;
  move: string;
  lean: UserLean;
  reader: ReaderKey;
  draft: boolean;
  text: string;
  /**
   * Set when the reply is written from the dialogue state (decision 0128, amendment): what became
   * of the user's ask, or "owed" for their request the user answers; `evidence` is the words that
   * show it.
   */
  state?: 'ignored' | 'deferred' | 'countered' | 'owed' | 'decided';
  evidence?: string;
  /** Who a reply written from the state speaks to, when it is one person. */
  to?: string;
}

/**
 * The user's lean: an expressive or steady writer (DiSC i or S) is helped by a brief reply that
 * leads with the fact; a direct or analytical one (D or C) by leading with the conclusion and
 * adding the human line they tend to skip.
 */
function leanOf(lens: UserLens): UserLean {
  return lens.disc === 'I' || lens.disc === 'S' ? 'brief' : 'warm';
}

const TOPIC_STOP = new Set([
  'thing',
  'things',
  'stuff',
  'time',
  'way',
  'lot',
  'bit',
  'day',
  'week',
  'weekend',
  'morning',
  'afternoon',
  'evening',
  'moment',
  'point',
  'end',
  'rest',
  'same',
  'whole',
  'other',
  'others',
  'one',
  'first',
  'last',
  'next',
  'kindness',
  'chance',
  'answer',
  'question',
  'questions',
  'problem',
  'issue',
  'idea',
  'ideas',
  'update',
  'status',
  'team',
  'people',
  // People are who a reply is about, never what it fixes or resends ("I'll fix the client").
  'client',
  'clients',
  'customer',
  'customers',
  'manager',
  'boss',
  'designers',
  'colleague',
  'colleagues',
]);

/**
 * "section 3", "clause 4.2", "step 2", "variant 2": a numbered reference names exactly what is
 * meant, so it beats any other topic. Written without an article, so a writer's "the section 3"
 * is never handed back.
 */
const REFERENCE =
  /\b(section|clause|step|page|slide|item|table|figure|variant|option|ticket|point|question)s? (\d+(?:\.\d+)?|[A-D])\b/gi;

/**
 * The things discussed, best first, as the other side wrote them after "the", "your" or "our"
 * ("the vendor shortlist"), from their own sentences (the one that shows the situation weighs
 * most); empty when no phrase is clean enough to write into a sentence.
 */
function topicsOf(reading: ConversationReading, from: ReadonlySet<string>): string[] {
  const quoteText = reading.situations[0]?.quote ?? '';
  const candidates = new Map<string, { text: string; score: number }>();
  for (const speaker of from) {
    const measures = reading.measures.get(speaker);
    if (!measures) continue;
    for (const sentence of measures.sentences) {
      const lowerSentence = sentence.text.toLowerCase();
      for (const match of sentence.text.matchAll(REFERENCE)) {
        const text = `${(match[1] ?? '').toLowerCase()} ${match[2] ?? ''}`;
        const entry = candidates.get(text) ?? { text, score: 2 };
        entry.score += 1 + (quoteText.includes(match[0]) ? 1 : 0);
        candidates.set(text, entry);
      }
      for (const phrase of sentence.nounPhrases) {
        const lower = phrase.toLowerCase();
        const words = lower.split(' ');
        if (
          phrase !== lower ||
          lower.length < 4 ||
          lower.length > 32 ||
          words.length > 3 ||
          words.some((w) => TOPIC_STOP.has(w) || /[^a-z-]/.test(w))
        ) {
          continue;
        }
        const det = ['the', 'your', 'our'].find((d) => endsPhrase(lowerSentence, `${d} ${lower}`));
        if (!det) continue;
        const entry = candidates.get(lower) ?? { text: `the ${lower}`, score: 0 };
        // The subject of a sentence ("The summary slide has no numbers") is what it is about.
        const opening = lowerSentence.replace(/^(?:and|but|also|plus|then)[,]?\s+/, '');
        const subject = opening.startsWith(`${det} ${lower} `) ? 1.5 : 0;
        entry.score +=
          1 +
          0.5 * (words.length - 1) +
          subject +
          (quoteText.toLowerCase().includes(lower) ? 1 : 0);
        candidates.set(lower, entry);
      }
    }
  }
  return [...candidates.values()].sort((a, b) => b.score - a.score).map((entry) => entry.text);
}

/**
 * Words that can follow a whole noun phrase. "the root" followed by "cause" is a phrase cut short
 * (the tagger read "cause" as a verb), so it is not written into a reply.
 */
const AFTER_PHRASE = new Set(
  'is was are were has have had and or but to of for in on at with that which before after by from so if as because names does did will would can could should must still'.split(
    ' ',
  ),
);

function endsPhrase(sentence: string, phrase: string): boolean {
  let at = sentence.indexOf(phrase);
  while (at >= 0) {
    const rest = sentence.slice(at + phrase.length);
    const next = rest.match(/^\s+([\p{L}']+)/u)?.[1];
    const fits = next === undefined || AFTER_PHRASE.has(next) || /(?:ing|ed)$/.test(next);
    // "the parents' group": a possessive means the phrase goes on.
    if (!/^[\p{L}']/u.test(rest) && fits) return true;
    at = sentence.indexOf(phrase, at + 1);
  }
  return false;
}

/** "15 minutes", "45-minute", "an hour": how long they asked to meet for, as "45 minutes". */
function lengthOf(texts: readonly string[]): string | null {
  for (const text of texts) {
    const match = /\b(\d{1,3})[- ]?(min(?:ute)?s?|hours?|hrs?)\b/i.exec(text);
    if (!match) continue;
    const count = Number(match[1]);
    const unit = /^h/i.test(match[2] ?? '') ? 'hour' : 'minute';
    return `${count} ${unit}${count === 1 ? '' : 's'}`;
  }
  return null;
}

/** "the timeline, the root cause section and the log lines": up to three things they named. */
function listOf(items: readonly string[]): string | null {
  if (items.length < 2) return null;
  const some = items.slice(0, 3);
  return `${some.slice(0, -1).join(', ')} and ${some[some.length - 1]}`;
}

/** "today", "this week" read as they are; any other date is something to know before. */
function deadlineOf(when: string): string {
  return /^(?:today|tonight|tomorrow|this |next |end of|eod|by )/i.test(when)
    ? when
    : `before ${when}`;
}

const SPECIFICITY = (fact: Fact): number =>
  fact.text.split(' ').length + (/\d/.test(fact.text) ? 1 : 0);

/**
 * How soon a date comes, as far as words tell without a calendar: today's forms first, then
 * tomorrow, weekdays and "this week", then named dates and months. Used so the reply never
 * promises later than the date the other side needs ("tonight" … "by Saturday").
 */
function nearness(when: string): number {
  const lower = when.toLowerCase();
  if (
    /\b(?:today|tonight|this (?:morning|afternoon|evening)|noon|midday|eod|end of (?:the )?day|asap|now|\d{1,2}(?::\d{2})? ?(?:am|pm))\b/.test(
      lower,
    ) &&
    !/\b(?:mon|tue|wed|thu|fri|sat|sun)/.test(lower)
  )
    return 0;
  if (/\btomorrow\b/.test(lower)) return 1;
  if (
    /\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|\bthis week\b|\bend of (?:the )?week\b/.test(lower)
  )
    return 2;
  if (/\bnext week\b/.test(lower)) return 3;
  // A month alone ("by November", "in spring") is later than a day in it ("the 1st", "3 December").
  if (
    /^(?:(?:in|by|before|until|end of|the end of)\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$|\b(?:spring|summer|autumn|fall|winter|this month|next month|this year|next year|this quarter|next quarter)\b/.test(
      lower,
    )
  )
    return 5;
  return 4;
}

/** The most specific date the other side set (ties: the soonest, then the latest), never past. */
function dateOf(dates: readonly Fact[]): Fact | null {
  let best: Fact | null = null;
  for (const fact of dates) {
    // "3 breaches this month": a period named in passing is no deadline unless it is asked for.
    const period =
      /^this (?:month|year|quarter)$/i.test(fact.text) &&
      !/^(?:by|before|until) /i.test(fact.phrase);
    if (fact.past || period) continue;
    const gain = best ? SPECIFICITY(fact) - SPECIFICITY(best) : 1;
    // Equally specific: the sooner one is what they need ("tonight", then "the fete on Saturday").
    const sooner = best !== null && nearness(fact.text) <= nearness(best.text);
    if (gain > 0 || (gain === 0 && sooner)) best = fact;
  }
  return best;
}

function withArticle(figure: string): string {
  const words = figure.split(' ');
  // "the 12,400": an amount someone wrote reads as that amount.
  if (words.length === 1 && /^\d{1,3}(?:,\d{3})+$/.test(figure)) return `the ${figure}`;
  if (words.length < 2 || /^(?:a|an|per)$/i.test(words[1] ?? '') || /^\p{L}/u.test(figure))
    return figure;
  return `the ${figure}`;
}

function figuresOf(figures: readonly Fact[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  // Amounts of money first ("12,400", "$4,800"), then figures with what they count ("120
  // hours", "18%"), then bare numbers.
  const rank = (fact: Fact): number =>
    /[$€£]|\d,\d{3}/.test(fact.text) ? 2 : Number(fact.text.includes(' ') || /%/.test(fact.text));
  const ranked = [...figures].sort((a, b) => rank(b) - rank(a));
  for (const fact of ranked) {
    const key = fact.text.toLowerCase();
    if (
      seen.has(key) ||
      !(fact.text.includes(' ') || /[%$€£,.]/.test(fact.text) || fact.text.length >= 3)
    )
      continue;
    seen.add(key);
    out.push(withArticle(fact.text));
    if (out.length >= 2) break;
  }
  return out;
}

/**
 * "€1,620 and €1,840 per trailer", not "€1,620 per trailer and €1,840 per trailer": what two
 * figures count is said once.
 */
function joinFigures(figures: readonly string[]): string {
  const [first, second] = figures;
  if (!first || !second) return first ?? '';
  const unit = (figure: string): string => figure.match(/^\S+(\s.+)$/)?.[1] ?? '';
  const shared = unit(first);
  return shared !== '' && shared === unit(second)
    ? `${first.slice(0, -shared.length)} and ${second}`
    : `${first} and ${second}`;
}

/**
 * The slots whose value a sentence already says: a later sentence of the same reply names the
 * figure or topic once, not again ("Good catch on €1,620 … let me show you what sits behind
 * €1,620").
 */
function unsaid(slots: Slots, said: string): Slots {
  const lower = said.toLowerCase();
  const kept: Slots = {};
  for (const [name, value] of Object.entries(slots) as [keyof Slots, string | undefined][]) {
    if (value && !lower.includes(value.toLowerCase())) kept[name] = value;
  }
  return kept;
}

/** "Mostly isn't a yes", "yes or no?", "that's not an answer": a demand for a plainer answer. */
const REJECTION =
  /\b(?:yes or no|(?:isn't|is not|not) (?:a yes|an answer|what i asked)|not good enough)\b/i;
const NEGATION = /\b(?:isn't|is not|not|no)\b/i;

/**
 * True when a counterpart answered the user's latest message by rejecting it: a rejection phrase,
 * or a negation that takes up the user's own first word ("Mostly done" / "Mostly isn't a yes").
 */
function answerRejected(reading: ConversationReading, user: string | null): boolean {
  if (!user) return false;
  const turns = reading.participants.turns;
  let lastUser = -1;
  turns.forEach((turn, index) => {
    if (turn.speaker === user) lastUser = index;
  });
  if (lastUser < 0) return false;
  const said = turns[lastUser]?.text.trim().toLowerCase() ?? '';
  const first = said.match(/^[\p{L}']+/u)?.[0] ?? '';
  return turns.slice(lastUser + 1).some((turn) => {
    if (turn.speaker === user) return false;
    const lower = turn.text.toLowerCase();
    if (REJECTION.test(lower)) return true;
    return first.length >= 4 && NEGATION.test(lower) && lower.split(/[^\p{L}']+/u).includes(first);
  });
}

function draftMoves(situation: SituationKind): MoveSet {
  switch (situation) {
    case 'gives_feedback':
    case 'receives_feedback':
      return draftFeedbackMoves;
    case 'objects':
      return draftObjectsMoves;
    case 'asks_meeting':
      return draftMeetingMoves;
    case 'thanks':
      return draftThanksMoves;
    default:
      return MOVES.silent;
  }
}

/** Short forms for chat; emails keep the full words. */
function contract(text: string): string {
  return text
    .replace(/\bI am\b/g, "I'm")
    .replace(/\bI will\b/g, "I'll")
    .replace(/\bI would\b/g, "I'd")
    .replace(/\bYou will\b/g, "You'll")
    .replace(/\byou will\b/g, "you'll")
    .replace(/\bLet us\b/g, "Let's")
    .replace(/\blet us\b/g, "let's")
    .replace(/\bdo not\b/g, "don't")
    .replace(/\bit is(?= [a-z])/g, "it's")
    .replace(/\bIt is(?= [a-z])/g, "It's")
    .replace(/\bthat is(?= [a-z])/g, "that's")
    .replace(/\bThat is(?= [a-z])/g, "That's");
}

function joinAfterSalutation(salute: string, sentences: readonly string[]): string {
  const body = sentences.join(' ');
  if (salute === '') return body;
  // "Tomasz, straight answer…" but "Tomasz, I hear…" and "Tomasz, Wednesday works…".
  const firstWord = body.split(' ')[0] ?? '';
  const keepCapital =
    /^I\b|^I'/.test(body) ||
    /^\{/.test(body) ||
    /^[A-Z][a-z]+day\b/.test(firstWord) ||
    /^[A-Z]{2}/.test(firstWord);
  const start =
    keepCapital || salute.startsWith('@') ? body : body.charAt(0).toLowerCase() + body.slice(1);
  return `${salute}${start}`;
}

const VERIFY_FIRST = [
  'Thanks for your message. Before I act on any request to move money, change bank details, buy cards or share login details, I confirm it by phone on a number I already have, so I will call you first.',
  'Before I do anything with this, I will call you on the number I already have to confirm it is really you.',
];

/** "$4,800", "27,500 EUR", "18,600" after "for": the amount a risky request is about. */
const AMOUNT =
  /(?:[$€£]\s?\d[\d,]*(?:\.\d+)?|\b\d{1,3}(?:,\d{3})+(?:\.\d+)?(?:\s?(?:EUR|USD|GBP|euros?|dollars?|pounds?))?|\b\d+(?:\.\d+)?\s?(?:EUR|USD|GBP|euros|dollars|pounds)\b)/;
/** "invoice NS-20931": the reference a bank-detail change is about. */
const INVOICE = /\binvoices?\s+(?:no\.?\s*|number\s+|#)?([A-Z]{0,4}-?\d[\w-]{2,})/i;

/**
 * The verify-first reply, naming what the request is about (the amount, the invoice) so the user
 * sees the reply is about this message, never agreeing to it.
 */
function verifyFirst(reading: ConversationReading, lean: UserLean): string {
  const amount = AMOUNT.exec(reading.source)?.[0];
  const invoice = INVOICE.exec(reading.source)?.[1];
  const bankChange = reading.safety.some((flag) => flag.kind === 'bank_change');
  const about =
    bankChange && invoice
      ? `the new bank details for invoice ${invoice}`
      : amount
        ? `the payment of ${amount}`
        : null;
  if (!about) return VERIFY_FIRST[lean === 'brief' ? 1 : 0] ?? '';
  return lean === 'brief'
    ? `Before I do anything about ${about}, I will call you on the number I already have to confirm it is really you.`
    : `Thanks for your message. Before I act on ${about}, I confirm it by phone on a number I already have, so I will call you first.`;
}

export function planReply(reading: ConversationReading, lens: UserLens): ReplyPlan {
  const { participants } = reading;
  const user =
    participants.user ??
    (participants.userReason === 'ambiguous' ? (participants.counterparts[1] ?? null) : null);
  const primary = participants.counterparts[0] ?? null;
  const draft =
    participants.user !== null &&
    participants.counterparts.every((c) => (reading.wrote.get(c) ?? 0) === 0);
  const lean = leanOf(lens);
  const style = primary ? reading.styles.get(primary)?.disc.style : undefined;
  const reader: ReaderKey = style ?? 'any';
  const situation = reading.situations[0]?.kind ?? null;
  const variant =
    variantOf(`${reading.participants.turns.map((t) => t.text).join('|')}`) +
    (lean === 'warm' ? 1 : 0);
  const salute = salutation(reading);
  const chatty = reading.format !== 'email' && reading.format !== 'single_message';
  const finish = (sentences: string[], to?: string | null): string => {
    const text = joinAfterSalutation(to ? salutation(reading, to) : salute, sentences);
    return chatty ? contract(text) : text;
  };

  // Asked to falsify a record or take part in a bribe: the reply is a clear no, in writing.
  if (reading.safety.some((f) => f.kind === 'wrongdoing')) {
    return {
      situation,
      move: 'say no in writing and keep a record of what you were asked',
      lean,
      reader,
      draft,
      text: finish([
        "I'm not able to do that: the record would not be accurate, and I'm not comfortable putting my name to it.",
        'If there is a proper way to deal with this, I am happy to help with that.',
      ]),
    };
  }
  const risky = reading.safety.some((f) => isMoneyRisk(f.kind));
  if (risky) {
    return {
      situation,
      move: 'verify the request on a channel you already trust before doing anything',
      lean,
      reader,
      draft,
      text: finish([verifyFirst(reading, lean)]),
    };
  }

  // Written from the state only when the user is known (a guessed user could flip the roles) and
  // the person did not choose another reading under "Not right?" (that reading is the answer).
  const known = draft || reading.chosen === true ? null : participants.user;
  const held = known ? holdReply(reading, { user: known, situation, reader, lean, variant }) : null;
  if (held) {
    return {
      situation,
      move: held.move,
      lean,
      reader,
      draft,
      state: held.fate,
      evidence: held.evidence,
      ...(held.to ? { to: held.to } : {}),
      text: finish(held.sentences, held.to),
    };
  }

  const owedAnswer = known
    ? owedReply(reading, { user: known, situation, reader, lean, variant })
    : null;
  if (owedAnswer) {
    return {
      situation,
      move: owedAnswer.move,
      lean,
      reader,
      draft,
      state: 'owed',
      evidence: owedAnswer.evidence,
      to: owedAnswer.to,
      text: finish(owedAnswer.sentences, owedAnswer.to),
    };
  }

  const decided =
    draft || reading.chosen === true
      ? null
      : decidedReply(reading, { situation, reader, lean, variant });
  if (decided) {
    return {
      situation,
      move: decided.move,
      lean,
      reader,
      draft,
      state: 'decided',
      evidence: decided.evidence,
      text: finish(decided.sentences),
    };
  }

  const theirs = new Set(draft ? [participants.user ?? ''] : participants.counterparts);
  // A date named in passing ("the Q3 numbers", "merchants today got…") is nothing they asked
  // for: a reply works only to dates they set, or a day they named for something ("on Friday").
  const theirDates = reading.dates.filter(
    (d) =>
      theirs.has(d.speaker) && (d.due === true || (d.stated === true && /^on /.test(d.phrase))),
  );
  const theirFigures = reading.figures.filter((f) => theirs.has(f.speaker));
  const date = dateOf(theirDates);
  // What to promise against: their latest "by …" demand, else the most specific date they gave,
  // never a date later than the one they need it by.
  const latestTurn = Math.max(-1, ...theirDates.filter((d) => !d.past).map((d) => d.turn));
  const latest =
    theirDates.find((d) => !d.past && d.turn === latestTurn && d.due === true) ??
    (date?.due === true ? date : null);
  // A time they proposed for the call they asked for ("are you free tomorrow at 9?") is the slot
  // the reply answers, though nobody set it as a deadline.
  const theirLast = situation === 'asks_meeting' && !latest ? lastTheirTurn(reading, theirs) : -1;
  const proposed =
    theirLast >= 0
      ? reading.dates.find((d) => theirs.has(d.speaker) && !d.past && d.turn === theirLast)
      : undefined;
  const demand =
    proposed ?? (latest && date && nearness(latest.text) > nearness(date.text) ? date : latest);
  // The user's own question their reply left open, quoted as the user wrote it.
  const openQuestion =
    situation === 'ignores' ? verbatim(reading.situations[0]?.quote ?? '', reading.source) : null;
  // Their question the user has not answered (decision 0128), quoted whole: a cut quote is no
  // sentence to send.
  const owed = reading.dialogue.focus;
  const owedQuote =
    !draft && owed && theirs.has(owed.speaker)
      ? quote(owed.sentence.replace(/^also,? /i, ''))
      : null;
  const owedWhole = owedQuote && !owedQuote.endsWith('…"') ? owedQuote : null;
  const topics = topicsOf(reading, theirs);
  const topic = topics[0] ?? null;
  const points = listOf(topics);
  const figures = figuresOf(theirFigures);
  const fact = draft ? (reading.userPatterns[0]?.fact ?? null) : null;
  const length = lengthOf(
    participants.turns.filter((turn) => theirs.has(turn.speaker)).map((turn) => turn.text),
  );
  const slots: Slots = {
    ...(topic ? { topic } : {}),
    // "until 15 December" for a deadline is a common non-native form; the reply says "by" and
    // never hands the writer's slip back to them.
    ...(date ? { date: date.phrase.replace(/^until /i, 'by ') } : {}),
    ...(demand ? { when: demand.text, deadline: deadlineOf(demand.text) } : {}),
    ...(figures.length > 0 ? { figures: joinFigures(figures), figure: figures[0] ?? '' } : {}),
    ...(points ? { points } : {}),
    ...(length ? { length } : {}),
    // A topic precise enough to stand in a sentence of its own ("the budget overrun", "section
    // 2.1"), not a bare noun ("the manager") that only works beside a verb.
    ...(topic && (topic.split(' ').length >= 3 || /\d/.test(topic)) ? { subject: topic } : {}),
    ...(fact ? { fact: `"${fact}"` } : {}),
    ...(openQuestion ? { question: quote(openQuestion) } : {}),
    ...(owedWhole && owed?.fate === 'open' ? { asked: owedWhole } : {}),
    ...(owedWhole && owed?.fate === 'ignored' ? { skipped: owedWhole } : {}),
    ...(user && tookItOn(participants.turns, user)
      ? { working: ', and I am working to that' }
      : {}),
  };
  const kind = situation ?? (draft ? 'silent' : 'asks_status');
  const moves = draft ? draftMoves(kind) : MOVES[kind];
  // An opening that names what it is about beats one that does not ("One quick question.").
  const named = (list: readonly string[]): string[] => list.filter((t) => t.includes('{'));
  const open =
    firstThatRenders(named(moves.open[reader]), slots, variant) ??
    firstThatRenders(moves.open[reader], slots, variant) ??
    firstThatRenders(moves.open.any, slots, variant) ??
    '';
  const afterOpen = unsaid(slots, open);
  const pressed =
    !draft && moves.pressed && answerRejected(reading, user)
      ? firstThatRenders(moves.pressed, afterOpen)
      : null;
  const core = pressed ?? firstThatRenders(moves.core, afterOpen) ?? '';
  const next =
    pressed !== null ? '' : (firstThatRenders(moves.next[lean], unsaid(afterOpen, core)) ?? '');
  const warmNeeded =
    lean === 'warm' && moves.warmLine && (reader === 'I' || reader === 'S' || reader === 'any');
  const warm = warmNeeded ? (firstThatRenders(moves.warmLine ?? [], slots, variant) ?? '') : '';
  const sentences = [open, warm, core, next].filter((s) => s !== '');
  return { situation: kind, move: moves.move, lean, reader, draft, text: finish(sentences) };
}

function lastTheirTurn(reading: ConversationReading, theirs: ReadonlySet<string>): number {
  const turns = reading.participants.turns;
  for (let index = turns.length - 1; index >= 0; index -= 1) {
    if (theirs.has(turns[index]?.speaker ?? '')) return index;
  }
  return -1;
}

/** The user's own words that took the work on ("will do", "on it", "almost there"). */
const TOOK_IT_ON =
  /\b(?:i'?ll|i will|will do|on it|working on|should be (?:done|ready)|almost (?:there|done)|nearly (?:there|done)|in progress|i'?m on)\b/i;

function tookItOn(turns: readonly { speaker: string; text: string }[], user: string): boolean {
  return turns.some((turn) => turn.speaker === user && TOOK_IT_ON.test(turn.text));
}

/** A request to move money or share details, to be checked on a trusted channel first. */
export function isMoneyRisk(kind: SafetyFlagKind): boolean {
  return kind !== 'injection' && kind !== 'urgency' && kind !== 'wrongdoing';
}
