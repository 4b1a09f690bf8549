import { readHeader, type Header } from './headers.js';
import { isSpeakerLabel, speakerName } from './names.js';

/**
 * Comment threads copied from a document editor (Google Docs): each comment is its author's name
 * alone on a line, then a stamp line ("10:42 AM Today", "Yesterday, 4:12 PM", "Nov 3, 2026,
 * 4:12 PM", "3 Nov 2026, 16:12"), then the comment; replies follow in the same shape. The stamp is
 * nobody's words, and neither is the passage of the document a thread quotes ("Highlighted text",
 * or the selected words in quotes). Word by word and line by line, so reading is linear
 * (docs/decisions/0046).
 */

const MONTH =
  /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december)\.?$/;
const WEEKDAY =
  /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;
/** "4:12", "16:12", "4:12PM", "4.12pm". */
const CLOCK = /^\d{1,2}[:.]\d{2}(?:[ap]\.?m\.?)?$/;
const MERIDIEM = /^[ap]\.?m\.?$/;
/** "3", "3rd", "2026". */
const DAY_OR_YEAR = /^\d{1,2}(?:st|nd|rd|th)?$|^\d{4}$/;
const NUMERIC_DATE = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/;
/** A time of day somewhere in a stamp. */
const TIMED = /\d[:.]\d{2}/;
/** Editors mark a changed comment after its stamp. */
const EDITED = new Set(['(edited)', 'edited', '•', '·']);

/**
 * True when the line is only a comment's stamp: a time with a day ("10:42 AM Today"), a date
 * with or without a time ("Nov 3, 2026, 4:12 PM", "3 Nov 2026, 16:12", "Nov 3"), or "Today" and
 * "Yesterday" with a time. A bare time ("9:14 AM") is not one: chat copies put that under names.
 */
function isCommentStamp(line: string): boolean {
  const text = line.trim();
  if (text.length === 0 || text.length > 40) return false;
  const words = text.toLowerCase().replace(/,/g, ' ').split(' ').filter(Boolean);
  if (words.length > 8) return false;
  let clock = false;
  let day = false;
  let month = false;
  let number = false;
  for (const word of words) {
    if (CLOCK.test(word)) clock = true;
    else if (word === 'today' || word === 'yesterday' || WEEKDAY.test(word)) day = true;
    else if (MONTH.test(word)) month = true;
    else if (DAY_OR_YEAR.test(word)) number = true;
    else if (NUMERIC_DATE.test(word)) day = true;
    else if (!MERIDIEM.test(word) && word !== 'at' && !EDITED.has(word)) return false;
  }
  return (clock && (day || month)) || (month && number) || (day && !clock && words.length <= 2);
}

const QUOTE_MARKS = '"“”«»';

/**
 * A line that is one quotation and nothing else ("“Revenue grew 40%”"), the way an editor shows
 * the passage a thread is about; "“utilise” → “use”" is a comment, not a passage.
 */
function isQuotation(line: string): boolean {
  if (line.length < 3) return false;
  const inner = line.slice(1, -1);
  return (
    '"“«'.includes(line.charAt(0)) &&
    '"”»'.includes(line.charAt(line.length - 1)) &&
    ![...inner].some((char) => QUOTE_MARKS.includes(char))
  );
}

/** "Highlighted text", "Highlighted text:": the label above the quoted passage. */
function isPassageLabel(line: string): boolean {
  const lower = line.toLowerCase().replace(/:$/, '').trim();
  return lower === 'highlighted text' || lower === 'selected text' || lower === 'quoted text';
}

/** "Comment on: “3.2 Inductions …”", "Comments on “Grant application v4”": the passage or document. */
function isPassageLine(line: string): boolean {
  const lower = line.toLowerCase();
  return lower.startsWith('comment on:') || lower.startsWith('comments on ');
}

/** The index of the next non-empty line after `index`, or -1. */
function nextLine(lines: readonly string[], index: number): number {
  for (let at = index + 1; at < lines.length; at += 1) if (lines[at] !== '') return at;
  return -1;
}

export interface CommentThread {
  /** Every line's header: a comment's name line starts a turn, other lines as chat reads them. */
  headers: (Header | null)[];
  /** Lines that are nobody's words: stamps under the names, the quoted passages of the document. */
  unspoken: ReadonlySet<number>;
}

/** "Owen Price reopened this comment": a reply that reopens a thread, written under its stamp. */
const REOPENS = [' reopened this comment', ' re-opened this comment', ' reopened', ' re-opened'];

/**
 * The author a comment's first line names: a name alone ("Dana Lee"), or a name and the thread
 * event the comment makes ("Owen Price reopened this comment"). A line ending in "?" or "!" is a
 * message ("Hello??"), never a name.
 */
function authorOf(line: string): string | null {
  if (line.length > 60 || /[?!]/.test(line)) return null;
  if (line.length <= 60) {
    const name = speakerName(line);
    if (name) return name;
  }
  const lower = line.toLowerCase();
  const event = REOPENS.find((tail) => lower.endsWith(tail));
  if (!event) return null;
  const name = line.slice(0, line.length - event.length).trim();
  return isSpeakerLabel(name) ? name : null;
}

/**
 * Reads trimmed lines as a comment thread, or returns null when the name-and-stamp pairs do not
 * lead the text: at least two comments (one is enough when its stamp has a time, as no letter's
 * date line does), more of them than lines of any other chat shape, and more of them than stamps
 * with a time that stand under no name (a phone's message copy stamps messages without names).
 */
export function readCommentThread(
  lines: readonly string[],
  isNoise: (line: string) => boolean,
): CommentThread | null {
  const headers = lines.map(readHeader);
  const unspoken = new Set<number>();
  let comments = 0;
  let timed = false;
  lines.forEach((line, index) => {
    if (unspoken.has(index)) return;
    const author = authorOf(line);
    if (!author) return;
    const stamp = nextLine(lines, index);
    if (stamp < 0 || !isCommentStamp(lines[stamp] ?? '')) return;
    headers[index] = { shape: 'name_over_stamp', speaker: author, text: '' };
    headers[stamp] = null;
    unspoken.add(stamp);
    timed ||= TIMED.test(lines[stamp] ?? '');
    comments += 1;
  });
  if (comments === 0 || (comments === 1 && !timed)) return null;
  const orphans = lines.filter(
    (line, index) => !unspoken.has(index) && TIMED.test(line) && isCommentStamp(line),
  ).length;
  if (orphans >= comments) return null;
  const others = new Map<string, number>();
  for (const header of headers) {
    if (header && header.shape !== 'name_over_stamp' && header.shape !== 'bare_name') {
      others.set(header.shape, (others.get(header.shape) ?? 0) + 1);
    }
  }
  if ([...others.values()].some((count) => count >= comments)) return null;
  // Bare names elsewhere are a comment's own short lines ("Agreed"), not speakers.
  headers.forEach((header, index) => {
    if (header?.shape === 'bare_name') headers[index] = null;
  });
  markPassages(lines, headers, unspoken, isNoise);
  return { headers, unspoken };
}

/**
 * The document's passage each thread quotes: a line labelled "Highlighted text" and the line under
 * it; a quotation alone on its line that opens a thread (first in the text, or after a blank or a
 * "Resolved" line, just above a comment's name); or one just under a stamp with the comment going
 * on below it. A reply that is only a quotation (a proposed wording) stays its writer's words.
 */
function markPassages(
  lines: readonly string[],
  headers: readonly (Header | null)[],
  unspoken: Set<number>,
  isNoise: (line: string) => boolean,
): void {
  const starts = (index: number): boolean => headers[index]?.shape === 'name_over_stamp';
  lines.forEach((line, index) => {
    if (isPassageLine(line)) unspoken.add(index);
    if (!isPassageLabel(line)) return;
    unspoken.add(index);
    const passage = nextLine(lines, index);
    if (passage >= 0 && !starts(passage)) unspoken.add(passage);
  });
  lines.forEach((line, index) => {
    if (!isQuotation(line) || unspoken.has(index)) return;
    const after = nextLine(lines, index);
    const previous = lines[index - 1];
    const opensThread =
      after >= 0 &&
      starts(after) &&
      (previous === undefined || previous === '' || isNoise(previous));
    const underStamp = unspoken.has(index - 1) && after >= 0 && !starts(after);
    if (opensThread || underStamp) unspoken.add(index);
  });
}
