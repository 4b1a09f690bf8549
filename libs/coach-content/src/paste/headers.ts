import type { PasteLine } from './lines.js';
import { isMailField, isMailFrom } from './mail-fields.js';
import { colonLine, isSpeakerLabel, nameFromAddress } from './names.js';

/**
 * The lines that start a message in the formats people paste: email headers (Gmail attributions,
 * Outlook blocks, "-----Original Message-----"), chat lines and headers (WhatsApp, Slack, Teams,
 * LinkedIn), meeting transcripts and a "My draft:" marker. Each test reads one line, or one line
 * and the next, with string operations or regular expressions whose quantifiers cannot trade
 * characters, so reading a text is linear in its length.
 */

/** Only this much of a line is searched for a header: names and stamps are short. */
const HEAD_CHARS = 120;

const TIME = String.raw`\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?: ?[AaPp]\.?[Mm]\.?)?`;
const DATE = String.raw`\d{1,4}[./-]\d{1,2}[./-]\d{1,4}`;
const SHORT_DATE = String.raw`\d{1,4}[./-]\d{1,2}(?:[./-]\d{1,4})?`;

const WHATSAPP_BRACKET = new RegExp(String.raw`^\[${DATE},? ${TIME}\] ?`);
const WHATSAPP_DASH = new RegExp(String.raw`^${DATE},? ${TIME} [-–] `);
const BRACKET_STAMP = new RegExp(String.raw`^\[(?:${SHORT_DATE},? )?${TIME}\] ?`);
/** `00:01:23` or `0:08` (or `00:01:23.450`) at the start of a transcript line. */
const LEADING_CLOCK = /^\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})? /;
const TIME_WORD = new RegExp(String.raw`^${TIME}$`);
const AM_PM = /^[ap]\.?m\.?$/i;
const DAY_WORD =
  /^(?:today|yesterday|at|on|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december)$/i;
const NUMBER_WORD = /^\d{1,4}(?:st|nd|rd|th)?$/i;
const DATE_WORD = new RegExp(String.raw`^${SHORT_DATE}$`);
const SEPARATOR_WORDS = new Set(['·', '•', '|', '-', '–', '—']);
const HANDLE = /^@?[a-z][a-z0-9._-]{1,30}$/;
/** A quick test before reading a line word by word: it has something like a time. */
const HAS_TIME = /\d[:.]\d/;

/** Brackets, parentheses and commas around a stamp word: "(08:47)", "Nov,", "[10:14]". */
const bare = (word: string): string => {
  let start = 0;
  let end = word.length;
  while (start < end && '([,'.includes(word.charAt(start))) start += 1;
  while (end > start && ')],'.includes(word.charAt(end - 1))) end -= 1;
  return word.slice(start, end);
};

const isTimeWord = (word: string): boolean => TIME_WORD.test(word);
const isStampWord = (word: string): boolean =>
  isTimeWord(word) ||
  AM_PM.test(word) ||
  DAY_WORD.test(word) ||
  NUMBER_WORD.test(word) ||
  DATE_WORD.test(word) ||
  SEPARATOR_WORDS.has(word);

/** "10:14 AM", "12/03/2025 10:14", "· Tue 10:14": a line that is only a day and a time. */
function isStampLine(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed === '' || trimmed.length > 40 || !HAS_TIME.test(trimmed)) return false;
  const words = trimmed
    .split(' ')
    .filter((word) => word !== '')
    .map(bare);
  return words.every((word) => word === '' || isStampWord(word)) && words.some(isTimeWord);
}

/** How a chat message's first line is written. */
export type ChatShape =
  /** `[12/03/2024, 10:14:05] Name: text` or `12/03/2024, 10:14 - Name: text`. */
  | 'whatsapp'
  /** `[09:14] Name: text`, or `[09:14] Name` alone. */
  | 'stamped'
  /** `00:01:23 Name: text` or `0:03 Name` alone (meeting transcripts). */
  | 'clock'
  /** `Maria Lopez sent the following messages at 9:12 AM` (LinkedIn). */
  | 'linkedin'
  /** `Name  12/03 10:14`, `Name 10:14 AM`, `Name (08:47)` alone on a line (Teams, Slack, transcripts). */
  | 'name-time'
  /** A name alone, and a line with only a time under it (LinkedIn, new Teams). */
  | 'name-then-time'
  /** `Name: text`, `Me: text`. */
  | 'name-line';

export interface ChatHeader {
  shape: ChatShape;
  speaker: string;
  /** Where the message's own words start in the line; the line's length when they start below. */
  textAt: number;
  /** True when the line under it (a time) is part of the header. */
  twoLines?: boolean;
}

/** A speaker's label, or a lower-case handle ("dana.lee") where a stamp vouches for it. */
function nameOrHandle(raw: string): string | null {
  let name = raw.trim();
  while (name !== '' && ',·•|-–—[('.includes(name.charAt(name.length - 1))) {
    name = name.slice(0, -1).trimEnd();
  }
  while (name.startsWith('[')) name = name.slice(1);
  if (name.endsWith(']')) name = name.slice(0, -1);
  if (isSpeakerLabel(name)) return name;
  return HANDLE.test(name) && /[a-z]/.test(name) ? name : null;
}

/** "Name: text" after a prefix of `offset` characters. */
function labelled(
  shape: ChatShape,
  line: string,
  offset: number,
  allowAlone: boolean,
): ChatHeader | null {
  let rest = line.slice(offset);
  let at = offset;
  if (rest.startsWith('- ') || rest.startsWith('– ')) {
    rest = rest.slice(2);
    at += 2;
  }
  const turn = colonLine(rest);
  if (turn) return { shape, speaker: turn.speaker, textAt: at + turn.at };
  if (!allowAlone) return null;
  const alone = nameOrHandle(rest);
  return alone ? { shape, speaker: alone, textAt: line.length } : null;
}

/** `Name  12/03 10:14` → the name: a name, then only day and time words, one of them a time. */
function nameThenStamp(line: string): string | null {
  if (line.length > 80 || !HAS_TIME.test(line)) return null;
  const words = line.split(' ').filter((word) => word !== '');
  let cut = words.length;
  let sawTime = false;
  while (cut > 1) {
    const word = bare(words[cut - 1] ?? '');
    if (!isStampWord(word)) break;
    if (isTimeWord(word)) sawTime = true;
    cut -= 1;
  }
  if (!sawTime || cut === words.length || cut > 4) return null;
  return nameOrHandle(words.slice(0, cut).join(' '));
}

/** The header with its offsets counted from the untrimmed line. */
const shifted = (header: ChatHeader | null, lead: number): ChatHeader | null =>
  header && lead > 0 ? { ...header, textAt: header.textAt + lead } : header;

/** The chat header a line starts with, or null. `next` is the line below it. */
export function readChatHeader(rawLine: string, next: string | undefined): ChatHeader | null {
  const lead = rawLine.length - rawLine.trimStart().length;
  const line = rawLine.trim();
  if (line === '' || line.startsWith('>')) return null;
  const head = line.slice(0, HEAD_CHARS);

  const whatsapp = WHATSAPP_BRACKET.exec(head) ?? WHATSAPP_DASH.exec(head);
  if (whatsapp) return shifted(labelled('whatsapp', line, whatsapp[0].length, false), lead);
  const stamped = BRACKET_STAMP.exec(head);
  if (stamped) return shifted(labelled('stamped', line, stamped[0].length, true), lead);
  const clock = LEADING_CLOCK.exec(head);
  if (clock && !line.includes('-->'))
    return shifted(labelled('clock', line, clock[0].length, true), lead);

  const sent = head.toLowerCase().indexOf(' sent the following message');
  if (sent > 0) {
    const speaker = nameOrHandle(line.slice(0, sent));
    return speaker ? shifted({ shape: 'linkedin', speaker, textAt: line.length }, lead) : null;
  }
  const stampedName = nameThenStamp(line);
  if (stampedName) {
    return shifted({ shape: 'name-time', speaker: stampedName, textAt: line.length }, lead);
  }
  if (next !== undefined && line.length <= 40 && isStampLine(next) && isSpeakerLabel(line)) {
    return shifted(
      { shape: 'name-then-time', speaker: line, textAt: line.length, twoLines: true },
      lead,
    );
  }
  const turn = colonLine(line);
  return turn
    ? shifted({ shape: 'name-line', speaker: turn.speaker, textAt: turn.at }, lead)
    : null;
}

/* ---------- Email ---------- */

/** "On Tue, 4 Mar 2025 at 09:12, Maria Lopez <maria@x.com> wrote:" (or "Maria Lopez wrote:"). */
function isAttribution(body: string): boolean {
  if (body.length < 8 || body.length > 250) return false;
  const lower = body.toLowerCase();
  if (!lower.endsWith('wrote:')) return false;
  return lower.startsWith('on ') || body.includes('@') || isSpeakerLabel(body.slice(0, -6).trim());
}

/** The first line of an attribution Gmail wrapped in two: "On Tue, …, Maria Lopez <" + "maria@x.com> wrote:". */
function isWrappedAttribution(line: PasteLine, next: PasteLine | undefined): boolean {
  return (
    next !== undefined &&
    next.depth === line.depth &&
    line.body.length <= 200 &&
    line.body.toLowerCase().startsWith('on ') &&
    !line.body.toLowerCase().endsWith('wrote:') &&
    next.body.length <= 120 &&
    next.body.toLowerCase().endsWith('wrote:')
  );
}

/** "Sent: …", "To: …", "Subject: …" (or "Wysłano: …"): a field of an Outlook header block. */
export const isOutlookField = (body: string): boolean => isMailField(body);

/** "From: Maria Lopez <maria@x.com>" with Sent/To/Subject fields right under it. */
function isOutlookFrom(lines: readonly PasteLine[], index: number): boolean {
  const line = lines[index];
  if (!line || line.body.length > 300 || !isMailFrom(line.body, lines[index + 1]?.body)) {
    return false;
  }
  for (let next = index + 1; next <= index + 4 && next < lines.length; next += 1) {
    if (isOutlookField(lines[next]?.body ?? '')) return true;
  }
  return false;
}

/** "-----Original Message-----", "---------- Forwarded message ---------". */
export function isOriginalMessage(body: string): boolean {
  if (body.length > 60 || !/message/i.test(body)) return false;
  const core = body
    .replace(/[-_=*]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  return (
    core === 'original message' ||
    core === 'forwarded message' ||
    core === 'begin forwarded message:' ||
    core === 'begin forwarded message'
  );
}

/** Outlook's "________________________________" above a header block. */
const isRule = (body: string): boolean =>
  body.length >= 8 && body.length <= 120 && /^_+$/.test(body);

/** "Maria Lopez <maria@x.com>" alone on a line (Gmail's conversation view, oldest first). */
function gmailViewName(lines: readonly PasteLine[], index: number): string | null {
  const line = lines[index];
  if (!line || line.depth > 0 || line.body.length > 120 || !line.body.endsWith('>')) return null;
  const open = line.body.indexOf(' <');
  if (open <= 0 || !line.body.slice(open).includes('@')) return null;
  const name = line.body.slice(0, open).trim();
  if (!isSpeakerLabel(name)) return null;
  const next = lines[index + 1]?.body ?? '';
  // The date line under it: "Tue, 4 Mar 2025, 09:12" or "Tue, Mar 4, 9:12 AM (2 days ago)".
  return /\d/.test(next) && next.length <= 60 && /\d[:.]\d\d/.test(next) ? name : null;
}

const DRAFT_MARKERS = new Set([
  'my draft',
  'draft',
  'my reply',
  'my draft reply',
  'draft reply',
  'my reply draft',
  'reply draft',
  'my response',
  'draft response',
  'my draft response',
  'my answer',
  'my draft answer',
  'proposed reply',
  'my proposed reply',
  'here is my draft',
  "here's my draft",
  'here is my reply',
  "here's my reply",
  'my draft below',
  'draft below',
  'what i want to send',
  'what i plan to send',
  "what i'm going to send",
  'what i am going to send',
  'my planned reply',
  'my reply so far',
  'my draft so far',
]);

/** "My draft:", "--- Draft reply ---", "[My reply (draft)]": the user's own text follows. */
export function isDraftMarker(body: string): boolean {
  if (body.length > 50 || !/draft|repl|respon|answer|send/i.test(body)) return false;
  const core = body
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/[^\p{L}' ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return DRAFT_MARKERS.has(core);
}

/** What kind of email header starts at a line. */
export type EmailShape = 'attribution' | 'outlook' | 'original' | 'rule' | 'gmail-view';

export interface EmailHeader {
  shape: EmailShape;
  speaker: string | null;
  /** How many lines the header itself takes (the wrapped attribution takes two). */
  lines: number;
}

/** True when the first filled line under line `index` is quoted deeper than it. */
function quotesBelow(lines: readonly PasteLine[], index: number): boolean {
  const depth = lines[index]?.depth ?? 0;
  for (let next = index + 1; next < lines.length && next <= index + 3; next += 1) {
    const line = lines[next];
    if (line && line.body !== '') return line.depth > depth;
    if (line && line.depth > depth) return true;
  }
  return false;
}

/** The email header starting at line `index`, or null. */
export function readEmailHeader(lines: readonly PasteLine[], index: number): EmailHeader | null {
  const line = lines[index];
  if (!line || line.body === '') return null;
  const next = lines[index + 1];
  // "On Monday Dana wrote:" inside a chat is a sentence: an attribution gives an address or
  // introduces a deeper quote.
  if (isAttribution(line.body) && (line.body.includes('@') || quotesBelow(lines, index))) {
    return { shape: 'attribution', speaker: nameFromAddress(line.body), lines: 1 };
  }
  if (isWrappedAttribution(line, next)) {
    const joined = `${line.body} ${next?.body ?? ''}`;
    return { shape: 'attribution', speaker: nameFromAddress(joined), lines: 2 };
  }
  if (isOutlookFrom(lines, index)) {
    return { shape: 'outlook', speaker: nameFromAddress(line.body.slice(5)), lines: 1 };
  }
  if (isOriginalMessage(line.body)) return { shape: 'original', speaker: null, lines: 1 };
  if (isRule(line.body)) {
    let after = index + 1;
    while (after < lines.length && lines[after]?.body === '' && after <= index + 2) after += 1;
    return isOutlookFrom(lines, after) ? { shape: 'rule', speaker: null, lines: 1 } : null;
  }
  const viewName = gmailViewName(lines, index);
  return viewName ? { shape: 'gmail-view', speaker: viewName, lines: 2 } : null;
}

/* ---------- Web subtitles (WEBVTT) and SRT ---------- */

/** "00:00:01.000 --> 00:00:04.500": a cue's timing line. */
export const isCueTiming = (body: string): boolean =>
  body.length <= 120 && /^(?:\d{1,2}:)?\d{2}:\d{2}[.,]\d{3} +-->/.test(body);

/** The speaker of a cue's first line: "<v Maria Lopez>Good morning" or "Maria Lopez: Good morning". */
export function cueSpeaker(body: string): { speaker: string | null; at: number } {
  if (body.startsWith('<v')) {
    const close = body.indexOf('>');
    if (close > 2 && close <= 60) {
      // "<v Maria Lopez>" or "<v.loud Maria Lopez>".
      const inner = body.slice(2, close);
      const space = inner.indexOf(' ');
      const name = space >= 0 ? inner.slice(space + 1).trim() : '';
      return { speaker: name === '' ? null : name, at: close + 1 };
    }
  }
  const turn = colonLine(body);
  return turn ? { speaker: turn.speaker, at: turn.at } : { speaker: null, at: 0 };
}
