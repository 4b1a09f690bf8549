import { splitSentences } from '../measure/split.js';

/**
 * Facts as the people in the conversation wrote them: dates and times ("Thurs at 3 pm", "the
 * 30th", "end of day", "Q1"), figures with what they count ("120 hours", "18%", "$4,800"), and
 * open questions. The coach repeats these and never makes one up (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, point 2). Every
 * pattern reads a token list or a short window: linear in the text.
 */

export interface Fact {
  /** As written ("Thurs at 3 pm", "42,000 a year"). */
  text: string;
  /** The phrase around a date that says what it is for ("before the steering call on Thurs at 3 pm"). */
  phrase: string;
  speaker: string;
  turn: number;
  /** True when the date lies in the past ("last month", "yesterday", "on Sunday" after "missed"). */
  past: boolean;
  /**
   * Dates only: true when the writer set it as a deadline ("by Thursday", "due the 30th", "the
   * board pack locks at 10 tomorrow"); "are the Q3 numbers final?" names a date and sets none.
   */
  due?: boolean;
  /**
   * Dates only: true when `phrase` is as written (its own "by", "on", "before", or a date that
   * stands alone, "tomorrow"); false when the reader supplied the "by", which a reply must not
   * repeat as if they had said it.
   */
  stated?: boolean;
}

export interface Facts {
  dates: Fact[];
  figures: Fact[];
}

const WEEKDAYS = new Map<string, string>([
  ['monday', 'Monday'],
  ['mon', 'Monday'],
  ['tuesday', 'Tuesday'],
  ['tue', 'Tuesday'],
  ['tues', 'Tuesday'],
  ['wednesday', 'Wednesday'],
  ['wed', 'Wednesday'],
  ['thursday', 'Thursday'],
  ['thu', 'Thursday'],
  ['thur', 'Thursday'],
  ['thurs', 'Thursday'],
  ['friday', 'Friday'],
  ['fri', 'Friday'],
  ['saturday', 'Saturday'],
  ['sat', 'Saturday'],
  ['sunday', 'Sunday'],
  ['sun', 'Sunday'],
]);
const MONTHS = new Set([
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
]);
/** Single words that are times or dates by themselves. */
const DAY_WORDS = new Set([
  'today',
  'tonight',
  'tomorrow',
  'noon',
  'midday',
  'midnight',
  'eod',
  'eow',
  'cob',
  'weekend',
]);
/** Multi-word times, matched on lower-case words. */
const PHRASES: readonly string[][] = [
  ['end', 'of', 'day'],
  ['end', 'of', 'the', 'day'],
  ['end', 'of', 'week'],
  ['end', 'of', 'the', 'week'],
  ['end', 'of', 'month'],
  ['end', 'of', 'the', 'month'],
  ['end', 'of', 'the', 'quarter'],
  ['close', 'of', 'business'],
  ['this', 'week'],
  ['next', 'week'],
  ['this', 'sprint'],
  ['next', 'sprint'],
  ['this', 'month'],
  ['next', 'month'],
  ['this', 'afternoon'],
  ['this', 'morning'],
  ['this', 'evening'],
  ['first', 'thing'],
];
const PAST_MARKERS = new Set([
  'last',
  'ago',
  'yesterday',
  'since',
  'missed',
  'was',
  'were',
  'went',
]);
const ANCHORS = new Set(['by', 'before', 'on', 'until', 'till', 'due', 'for', 'at', 'in', 'from']);
/** Words that a figure counts ("120 hours", "40 tickets"), taken as written after the number. */
const SKIP_AFTER_NUMBER = new Set(['and', 'or', 'but', 'the', 'a', 'to', 'of', 'is', 'are', 'was']);

interface Word {
  text: string;
  lower: string;
  /** Trailing punctuation as written (",", "."), so a phrase can stop at a clause end. */
  end: string;
}

function words(sentence: string): Word[] {
  return sentence
    .split(/\s/)
    .filter((w) => w !== '')
    .map((raw) => {
      let cut = raw.length;
      while (cut > 0 && '.,;:!?)"”’'.includes(raw.charAt(cut - 1))) cut -= 1;
      let start = 0;
      while (start < cut && '("“‘'.includes(raw.charAt(start))) start += 1;
      const text = raw.slice(start, cut);
      // "Friday's board pack", "today's call": the day is the date; the "'s" belongs to the noun.
      const stem = /^(.+)['’]s$/.exec(text)?.[1];
      if (stem && (WEEKDAYS.has(stem.toLowerCase()) || /^(?:today|tomorrow|tonight)$/i.test(stem)))
        return { text: stem, lower: stem.toLowerCase(), end: raw.slice(stem.length + start) };
      return { text, lower: text.toLowerCase(), end: raw.slice(cut) };
    });
}

const isTime = (lower: string): boolean => /^\d{1,2}(?:[:.]\d{2})?(?:am|pm)$/.test(lower);
const isClock = (lower: string): boolean => /^\d{1,2}[:.]\d{2}$/.test(lower);
const isOrdinal = (lower: string): boolean => /^\d{1,2}(?:st|nd|rd|th)$/.test(lower);
const isDayNumber = (lower: string): boolean => /^\d{1,2}$/.test(lower) && Number(lower) <= 31;
const isQuarter = (lower: string): boolean => /^q[1-4]$/.test(lower);
const isNumericDate = (lower: string): boolean =>
  /^\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?$/.test(lower);
const isYear = (lower: string): boolean => /^20\d{2}$/.test(lower);

/** The length (in words) of a date starting at `at`, or 0. */
function dateLength(ws: readonly Word[], at: number): number {
  const w = ws[at];
  if (!w) return 0;
  const lower = w.lower;
  const next = ws[at + 1]?.lower ?? '';
  const ampm = (n: string): boolean => n === 'am' || n === 'pm' || n === 'a.m' || n === 'p.m';
  for (const phrase of PHRASES) {
    if (phrase.every((part, offset) => ws[at + offset]?.lower === part)) return phrase.length;
  }
  if (WEEKDAYS.has(lower)) {
    // "Thurs at 3 pm", "Friday 4pm", "Monday at 9 am".
    let length = 1;
    if (isOrdinal(next) || (isDayNumber(next) && MONTHS.has(ws[at + 2]?.lower ?? ''))) {
      length += MONTHS.has(ws[at + 2]?.lower ?? '') ? 2 : 1;
    }
    const after = ws[at + length]?.lower ?? '';
    if (after === 'at' && ws[at + length + 1]) {
      const t = ws[at + length + 1]?.lower ?? '';
      if (isTime(t) || isClock(t) || /^\d{1,2}$/.test(t) || t === 'noon') {
        length += 2 + (ampm(ws[at + length + 2]?.lower ?? '') ? 1 : 0);
      }
    } else if (isTime(after)) {
      length += 1;
    } else if (
      (isClock(after) || /^\d{1,2}$/.test(after)) &&
      ampm(ws[at + length + 1]?.lower ?? '')
    ) {
      length += 2;
    } else if (
      after === 'morning' ||
      after === 'afternoon' ||
      after === 'evening' ||
      after === 'night'
    ) {
      length += 1;
    }
    return length;
  }
  if (MONTHS.has(lower)) {
    // "December 12", "Dec 4th", "January".
    if (isDayNumber(next) || isOrdinal(next)) return 2 + (isYear(ws[at + 2]?.lower ?? '') ? 1 : 0);
    // "May" is also a verb and "Jun" a name: alone, a short month needs a preposition before it.
    if (
      lower === 'may' ||
      lower === 'mar' ||
      (lower.length <= 4 && w.text !== w.text.toUpperCase() && lower !== 'june' && lower !== 'july')
    ) {
      const before = ws[at - 1]?.lower ?? '';
      return ANCHORS.has(before) ? 1 : 0;
    }
    return 1 + (isYear(next) ? 1 : 0);
  }
  if ((isDayNumber(lower) || isOrdinal(lower)) && MONTHS.has(next)) {
    // "12 December", "4th Dec 2026".
    return 2 + (isYear(ws[at + 2]?.lower ?? '') ? 1 : 0);
  }
  if (lower === 'the' && isOrdinal(next)) return 2;
  if (isOrdinal(lower)) {
    const before = ws[at - 1]?.lower ?? '';
    return ANCHORS.has(before) ? 1 : 0;
  }
  if (isTime(lower)) return 1;
  if ((isClock(lower) || /^\d{1,2}$/.test(lower)) && ampm(next)) return 2;
  if (isClock(lower) && ANCHORS.has(ws[at - 1]?.lower ?? '')) return 1;
  if (isQuarter(lower) || DAY_WORDS.has(lower)) return 1;
  if (isNumericDate(lower) && ANCHORS.has(ws[at - 1]?.lower ?? '')) return 1;
  return 0;
}

function join(ws: readonly Word[], from: number, to: number): string {
  return ws
    .slice(from, to)
    .map((w, index) => (index === to - from - 1 ? w.text : `${w.text}${w.end}`))
    .join(' ');
}

const PHRASE_ANCHORS = new Set(['by', 'before', 'until', 'till', 'on', 'due']);
/** Dates that read well on their own after a verb ("send it today", "talk this week"). */
const BARE_OK = new Set(['today', 'tonight', 'tomorrow', 'this', 'next', 'first']);

/**
 * "by Thurs at 3 pm", "before the 30th", "on Friday", "today": the date as it can follow a verb
 * in a reply. Only the word right before the date (or before "the") counts as its preposition,
 * so a phrase never drags in unrelated words ("on the catering quote for the 12 December").
 */
function datePhrase(
  ws: readonly Word[],
  at: number,
  length: number,
): { phrase: string; stated: boolean; anchor: string | null } {
  const date = join(ws, at, at + length);
  const first = ws[at]?.lower ?? '';
  const before = ws[at - 1];
  const anchor =
    before && before.end === '' && PHRASE_ANCHORS.has(before.lower)
      ? before.lower
      : before?.lower === 'the' && ws[at - 2] && PHRASE_ANCHORS.has(ws[at - 2]?.lower ?? '')
        ? `${ws[at - 2]?.lower ?? ''} the`
        : null;
  if (anchor) return { phrase: `${anchor} ${date}`, stated: true, anchor };
  if (BARE_OK.has(first)) return { phrase: date, stated: true, anchor: null };
  if (first === 'weekend') return { phrase: 'by the weekend', stated: false, anchor: null };
  return { phrase: `by ${date}`, stated: false, anchor: null };
}

/** Prepositions that make a date a deadline ("by", "before", "until", "due", "no later than"). */
const DUE_ANCHORS = /^(?:by|before|until|till|due)(?: the)?$/;
/**
 * Words that make a date in the same sentence a deadline when no preposition does: "the board
 * pack locks at 10 tomorrow", "deadline is Friday", "we need it Thursday".
 */
const DUE_WORDS = new Set([
  'deadline',
  'deadlines',
  'due',
  'locks',
  'lock',
  'closes',
  'cutoff',
  'cut-off',
  'latest',
  'freezes',
  'need',
  'needs',
  'needed',
  'want',
  'wants',
]);

function isDue(ws: readonly Word[], at: number, anchor: string | null): boolean {
  if (anchor && DUE_ANCHORS.test(anchor)) return true;
  const before = ws[at - 1]?.lower ?? '';
  if (before === 'than' && ws[at - 2]?.lower === 'later') return true;
  // "ready for Monday?", "booked for the 20th".
  if (before === 'for' || (before === 'the' && ws[at - 2]?.lower === 'for')) return true;
  // "Can you send it today?", "Please confirm by …": a date inside a request is when it is wanted.
  const request = /^(?:please|can|could|would|will)$/.test(ws[0]?.lower ?? '');
  return request || ws.some((w) => DUE_WORDS.has(w.lower));
}

const NUMBER = /^[$€£]?\d[\d,.]*(?:%|k|m|bn)?$/i;

/** Words a number counts ("120 hours", "40 tickets", "18% increase"); verbs ("2 says") are not. */
const UNITS = new Set([
  'a',
  'an',
  'per',
  'percent',
  'hours',
  'hour',
  'days',
  'day',
  'weeks',
  'week',
  'months',
  'month',
  'years',
  'year',
  'minutes',
  'people',
  'kwh',
  'eur',
  'usd',
  'gbp',
  'euros',
  'dollars',
  'pounds',
  'increase',
  'discount',
  'rise',
  'cut',
  'drop',
  'off',
  'annual',
  'k',
  'basis',
  'points',
]);
const VERBS_S = new Set([
  'says',
  'goes',
  'does',
  'is',
  'was',
  'has',
  'needs',
  'looks',
  'seems',
  'shows',
  'means',
  'makes',
  'takes',
  'gets',
  'works',
  'comes',
  'keeps',
  'lists',
  'adds',
  'sums',
  'costs',
  'plus',
  'feels',
  'sounds',
  'seems',
  'remains',
  'stays',
  'becomes',
  'includes',
  'covers',
  'goes',
  'less',
]);
function countsSomething(lower: string): boolean {
  if (UNITS.has(lower)) return true;
  return /^[a-z]{3,}s$/.test(lower) && !VERBS_S.has(lower);
}

function figureAt(ws: readonly Word[], at: number): string | null {
  const w = ws[at];
  if (!w || !NUMBER.test(w.text)) return null;
  const lower = w.lower;
  // Times, dates and list markers are not figures.
  if (isClock(lower) || isNumericDate(lower) || isYear(lower)) return null;
  const next = ws[at + 1];
  if (next && (MONTHS.has(next.lower) || next.lower === 'am' || next.lower === 'pm')) return null;
  const before = ws[at - 1]?.lower ?? '';
  if (MONTHS.has(before) || WEEKDAYS.has(before)) return null;
  // "batch 312", "v2.3", "page 4": the label goes with the number.
  const label = ws[at - 1];
  const labelled =
    label &&
    label.end === '' &&
    /^(?:batch|page|pages|version|v|item|ticket|order|invoice|pr|line|row|rows|room|step|phase|release)$/.test(
      label.lower,
    );
  let text = labelled ? `${label.text} ${w.text}` : w.text;
  if (w.end === '' && next && !SKIP_AFTER_NUMBER.has(next.lower) && countsSomething(next.lower)) {
    text += ` ${next.text}`;
    const third = ws[at + 2];
    // "42,000 a year", "25 per runner", "15% annual discount".
    if (
      next.end === '' &&
      third &&
      (next.lower === 'a' || next.lower === 'per' || next.lower === 'an')
    ) {
      text += ` ${third.text}`;
    }
  }
  return text;
}

/** Dates and figures in one turn. */
export function turnFacts(text: string, speaker: string, turn: number): Facts {
  const dates: Fact[] = [];
  const figures: Fact[] = [];
  for (const sentence of splitSentences(text)) {
    const ws = words(sentence);
    const pastSentence = ws.some((w) => PAST_MARKERS.has(w.lower));
    for (let at = 0; at < ws.length; at += 1) {
      const length = dateLength(ws, at);
      if (length > 0) {
        const written = join(ws, at, at + length);
        const before = ws[at - 1]?.lower ?? '';
        // "the ticket from 2 November", "since Monday": where something started lies behind us.
        const past =
          ['from', 'since'].includes(before) ||
          (pastSentence && !['by', 'before', 'until', 'due', 'next'].includes(before));
        const { phrase, stated, anchor } = datePhrase(ws, at, length);
        const due = !past && isDue(ws, at, anchor);
        dates.push({ text: written, phrase, speaker, turn, past, due, stated });
        at += length - 1;
        continue;
      }
      const figure = figureAt(ws, at);
      if (figure) figures.push({ text: figure, phrase: figure, speaker, turn, past: false });
    }
  }
  return { dates, figures };
}
