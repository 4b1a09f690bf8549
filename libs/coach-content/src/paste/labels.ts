import { isNameLine } from './names.js';
import type { PasteUnit } from './split.js';

/**
 * The words naming a part of a long paste in the "Part to read" list, e.g.
 * "Messages 9–14 of 14, the latest (from Dana: “Please send the query…”)". One definition, used
 * by every screen that offers the choice.
 */

const UNIT_WORDS: Record<PasteUnit, readonly [one: string, many: string]> = {
  message: ['Message', 'Messages'],
  paragraph: ['Paragraph', 'Paragraphs'],
  line: ['Line', 'Lines'],
};

/** How many characters of a part's first words its label quotes. */
const OPENING_CHARS = 32;

export interface PartDescription {
  /** Indexes of the first and last part kept, in reading order, from 0. */
  from: number;
  to: number;
  /** A part kept apart from that run (the user's draft under a thread), or null. */
  pinned: number | null;
  total: number;
  unit: PasteUnit;
  /** The part the coach reads unless the person chooses another. */
  latest: boolean;
  /** Its one message was longer than the limit and was shortened. */
  cut: boolean;
  speaker: string | null;
  /** The text of its first message, after the header. */
  firstText: string;
}

const GREETING = /^(?:hi|hello|hey|dear|hiya|good morning|good afternoon|good evening|morning)\b/i;

/** "Hi Alex,", "Priya,": a line that only greets. */
const isGreetingLine = (line: string): boolean =>
  line.length <= 30 && /[,!]$/.test(line) && (GREETING.test(line) || isNameLine(line.slice(0, -1)));

/** Words cut short end with an ellipsis, not with their own full stop or comma and then one. */
const cutShort = (words: readonly string[]): string => {
  const text = words.join(' ');
  let end = text.length;
  while (end > 0 && '.,;:!?'.includes(text.charAt(end - 1))) end -= 1;
  return `${text.slice(0, end)}…`;
};

/** The first words worth quoting: quote marks, blank lines and a bare greeting ("Hi Alex,") skipped. */
function openingWords(text: string, max: number = OPENING_CHARS): string {
  const words: string[] = [];
  let length = 0;
  for (const raw of text.slice(0, 600).split('\n')) {
    let line = raw.trim();
    while (line.startsWith('>')) line = line.slice(1).trimStart();
    if (line === '') continue;
    if (words.length === 0 && isGreetingLine(line)) continue;
    for (const word of line.split(/\s+/)) {
      if (word === '') continue;
      if (length + word.length + (words.length > 0 ? 1 : 0) > max) {
        return cutShort(words.length === 0 ? [word.slice(0, max)] : words);
      }
      length += word.length + (words.length > 0 ? 1 : 0);
      words.push(word);
    }
  }
  return words.join(' ');
}

const who = (speaker: string): string => {
  const lower = speaker.toLowerCase();
  return lower === 'me' || lower === 'i' || lower === 'myself' ? 'you' : speaker;
};

/** "Messages 1–6 of 14 (from Maria: “Thanks for the update…”)". */
export function partLabel(part: PartDescription): string {
  const [one, many] = UNIT_WORDS[part.unit];
  const first = part.from + 1;
  const last = part.to + 1;
  const run = first === last ? `${first}` : `${first}–${last}`;
  const range =
    part.pinned === null
      ? `${first === last ? one : many} ${run}`
      : `${many} ${run} and ${part.pinned + 1}`;
  const notes = [part.latest ? 'the latest' : null, part.cut ? 'shortened' : null].filter(
    (note): note is string => note !== null,
  );
  const opening = openingWords(part.firstText);
  const quote =
    opening === ''
      ? ''
      : part.speaker
        ? ` (from ${who(part.speaker)}: “${opening}”)`
        : ` (“${opening}”)`;
  return `${range} of ${part.total}${notes.length > 0 ? `, ${notes.join(', ')}` : ''}${quote}`;
}
