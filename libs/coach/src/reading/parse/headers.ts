import { speakerName } from './names.js';

/**
 * Reads the first line of a turn in the formats people paste, one line at a time. Every pattern
 * here is applied to one line (at most HEAD_CHARS of it where a pattern looks for a prefix) and
 * has no two quantifiers that can trade characters, so reading a text is linear in its length
 * (docs/decisions/0046; the lint rule regexp/no-super-linear-backtracking guards it).
 */

/** How a turn's first line is written; decides the format name the reading reports. */
export type HeaderShape =
  /** `[12/03/2024, 10:32:15] Name: text` or `12/03/2024, 10:32 - Name: text` (WhatsApp exports). */
  | 'whatsapp'
  /** `[10:32] Name: text` or `[10:32 AM] Name: text` (chat copies with a time). */
  | 'stamped_line'
  /** `[08:47] Name` or `Name (08:47)` or `00:01:23 Name` alone on a line: a meeting transcript. */
  | 'transcript'
  /** `Name  9:14 AM` alone on a line, the message below (Slack). */
  | 'slack'
  /** `Name, 3 Nov, 4:12 PM:` (Teams and similar copies, date before the colon). */
  | 'dated_name'
  /** `alice commented 3 days ago`, `bob approved these changes` (code-review threads). */
  | 'code_review'
  /** `Name: text`. */
  | 'name_line'
  /** A name alone on its line, the message below (Slack copies without times). */
  | 'bare_name'
  /**
   * A name alone on its line and a stamp alone on the next ("10:42 AM Today"): a document's
   * comment thread (Google Docs). Two lines, so comment-thread.ts reads it, not readHeader.
   */
  | 'name_over_stamp';

export interface Header {
  shape: HeaderShape;
  speaker: string;
  /** Text on the same line after the header, possibly empty. */
  text: string;
  /** A code-review header that gives a verdict ("requested changes", "approved"): a reviewer. */
  verdict?: boolean;
}

/** Only this much of a line is searched for a header: names and stamps are short. */
const HEAD_CHARS = 120;

const TIME = String.raw`\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?: ?[AaPp]\.?[Mm]\.?)?`;
const DATE = String.raw`\d{1,4}[./-]\d{1,2}[./-]\d{1,4}`;
/** A date with or without its year inside a stamp's brackets: `[18/11 10:14]` (Teams, Signal copies). */
const BRACKET_DATE = String.raw`\d{1,4}[./-]\d{1,2}(?:[./-]\d{1,4})?`;
/** Jira's comment stamp, "Lena Fischer – 03/Jun/24 09:14": the month as a word between slashes. */
const MONTH_DATE = String.raw`\d{1,2}/[A-Za-z]{3}/\d{2,4}`;

const WHATSAPP_BRACKET = new RegExp(String.raw`^\[${DATE},? ${TIME}\] ?`);
const WHATSAPP_DASH = new RegExp(String.raw`^${DATE},? ${TIME} [-–] `);
const BRACKET_TIME = new RegExp(String.raw`^\[(?:${BRACKET_DATE},? )?${TIME}\] ?`);
const BARE_TIME = new RegExp(String.raw`^${TIME}$`);
/** `00:01:23` or `0:08` at the start of a transcript line. */
const LEADING_CLOCK = /^\d{1,2}:\d{2}(?::\d{2})? /;
/** "Wed", "Wednesday": a weekday before a time in a header. */
const WEEKDAY = String.raw`(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)(?:day|nesday|sday|urday)?`;
/**
 * A trailing time after the name: "Dana Lee  9:14 AM", "Dana Lee Today at 9:14 AM", and Teams'
 * "Dana Lee  12/03 14:05" (a date without its year) and "Dana Lee  Wed 22:47".
 */
const TRAILING_TIME = new RegExp(
  String.raw` (?:[-–—] )?\[?(?:(?:Today|Yesterday|${WEEKDAY}|${BRACKET_DATE}|${MONTH_DATE}),? (?:at )?)?${TIME}\]?$`,
);
/** "(08:47)" after a name. */
const PAREN_TIME = new RegExp(String.raw` \(${TIME}\)$`);
/** Review verbs that give a verdict: the writer is reviewing, not answering a review. */
const REVIEW_VERDICTS = new Set([
  'approved these changes',
  'approved',
  'requested changes',
  'left review comments',
  'reviewed',
  'suggested changes',
]);
const CODE_REVIEW_VERBS = [
  'commented',
  'started a thread',
  'replied',
  'approved these changes',
  'approved',
  'requested changes',
  'left a comment',
  'added a comment',
  'left review comments',
  'reviewed',
  'suggested changes',
  'requested a review from',
  'opened this pull request',
  'mentioned this',
];
const PRONOUNS = new Set([
  'i',
  'we',
  'you',
  'he',
  'she',
  'they',
  'it',
  'someone',
  'everyone',
  'nobody',
]);
/** A word of a day stamp before a time: "Mon", "Wednesday", "3", "Nov", "3rd", "12/03/2024", "at". */
const STAMP_WORD = new RegExp(
  String.raw`^(?:today|yesterday|at|on|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|urday)?|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|\d{1,2}(?:st|nd|rd|th)?|\d{4}|${DATE}),?$`,
  'i',
);
const STAMP_TIME = new RegExp(String.raw`^${TIME}`);

/**
 * The length of a day stamp at the start of the text ("Mon 09:12", "3 Nov 4:12 PM",
 * "Wednesday at 10:40", "[Tue 14:03]" without its brackets): one to four date words, then a time.
 * 0 when the text does not start with one. Word by word, so linear.
 */
function dayStampLength(text: string): number {
  let at = 0;
  let words = 0;
  while (words < 4) {
    const space = text.indexOf(' ', at);
    if (space <= at || !STAMP_WORD.test(text.slice(at, space))) break;
    at = space + 1;
    while (text.charAt(at) === ' ') at += 1;
    words += 1;
  }
  if (words === 0) return 0;
  const time = STAMP_TIME.exec(text.slice(at, at + 12));
  if (!time) return 0;
  let end = at + time[0].length;
  if (text.charAt(end) === ',') end += 1;
  return end;
}

/** "Me: text" after a day stamp and an optional dash or bar: "Mon 09:12 - Me: any update?". */
function afterStamp(rest: string): { speaker: string; text: string } | null {
  const trimmed = rest.trim();
  const body = /^[-–|] /.test(trimmed) ? trimmed.slice(2) : trimmed;
  return colonLine(body);
}

/**
 * A turn stamped with a day: "Mon 09:12 Me: text", "[Wed 10:40] Me: text" or
 * "Me (Tue 14:03): text". The run of pings a user sends a silent colleague is pasted this way.
 */
function dayStamped(line: string): Header | null {
  if (line.startsWith('[')) {
    const close = line.indexOf(']');
    if (close > 0 && close <= 40) {
      const inner = line.slice(1, close).trim();
      if (dayStampLength(inner) === inner.length) {
        const turn = afterStamp(line.slice(close + 1));
        return turn ? { shape: 'stamped_line', ...turn } : null;
      }
    }
    return null;
  }
  const length = dayStampLength(line);
  if (length > 0) {
    const turn = afterStamp(line.slice(length));
    return turn ? { shape: 'stamped_line', ...turn } : null;
  }
  const open = line.indexOf(' (');
  if (open <= 0 || open > 40) return null;
  const close = line.indexOf(')', open);
  if (close < 0 || close > open + 40 || line.charAt(close + 1) !== ':') return null;
  const inner = line.slice(open + 2, close).trim();
  if (dayStampLength(inner) !== inner.length) return null;
  const speaker = labelOrNull(line.slice(0, open));
  return speaker ? { shape: 'stamped_line', speaker, text: line.slice(close + 2).trim() } : null;
}

const MONTHS = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)/i;

function labelOrNull(raw: string): string | null {
  const name = speakerName(raw);
  // "Thu 18:47" alone on a line is a stamp, not a person called Thu.
  return name && !STAMP_WORD.test(name) ? name : null;
}

/** "Name: text" → the label and the rest, when the label is a speaker's name. */
function colonLine(line: string): { speaker: string; text: string } | null {
  const colon = line.indexOf(':');
  if (colon <= 0 || colon > 42) return null;
  const label = line.slice(0, colon).trim();
  // "@bob: text", the way review threads and some chat copies write a handle.
  const handle = /^@[\p{L}\d][\p{L}\d._-]{0,38}$/u.test(label) ? label.slice(1) : null;
  const speaker = handle ?? labelOrNull(label);
  if (!speaker) return null;
  const text = line.slice(colon + 1);
  // "Note: http://…" and "Time: 10:30" are not turns.
  if (text.startsWith('//') || /^\d/.test(text)) return null;
  return { speaker, text: text.trim() };
}

/** "alice", "@alice", "Alice Smith": a handle or a speaker's name before a review verb. */
function reviewerName(raw: string): string | null {
  const name = raw.trim().replace(/^@/, '');
  if (PRONOUNS.has(name.toLowerCase())) return null;
  if (/^[\p{L}\d][\p{L}\d._-]{0,38}$/u.test(name)) return name;
  return labelOrNull(name);
}

/**
 * GitLab's "Alice Smith @alice · 2 days ago" (the handle after the name, a dot before the time):
 * the name, or the handle when no name is written.
 */
function gitlabHeader(line: string): Header | null {
  const at = line.indexOf(' @');
  if (at < 0 || at > 45) return null;
  const afterAt = line.slice(at + 2);
  const handle = /^[\p{L}\d][\p{L}\d._-]{0,38}/u.exec(afterAt)?.[0];
  if (!handle) return null;
  const tail = afterAt.slice(handle.length).trim();
  const lower = tail.toLowerCase();
  const verb = CODE_REVIEW_VERBS.find((v) => lower.startsWith(v));
  if (!tail.startsWith('·') && !verb) return null;
  const name = labelOrNull(line.slice(0, at)) ?? (at === 0 ? handle : null);
  if (!name) return null;
  return {
    shape: 'code_review',
    speaker: name,
    text: '',
    verdict: verb !== undefined && REVIEW_VERDICTS.has(verb),
  };
}

/**
 * "alice commented 3 days ago", "Alice Smith requested changes", "bob approved these changes":
 * a handle or a name, then a review verb, then nothing but where and when.
 */
function codeReview(line: string): Header | null {
  if (line.startsWith('@') || line.indexOf(' @') > 0) {
    const gitlab = gitlabHeader(line.startsWith('@') ? ` ${line}` : line);
    if (gitlab) return gitlab;
  }
  const lower = line.toLowerCase();
  // The earliest review verb after a name of at most 45 characters.
  let found: { index: number; verb: string } | null = null;
  for (const verb of CODE_REVIEW_VERBS) {
    const index = lower.indexOf(` ${verb}`);
    if (index > 0 && index <= 45 && (found === null || index < found.index)) {
      found = { index, verb };
    }
  }
  if (!found) return null;
  const name = reviewerName(line.slice(0, found.index));
  if (!name) return null;
  const rest = line.slice(found.index + 1 + found.verb.length);
  // "I reviewed the plan." is a sentence; "alice commented 3 days ago" is a header.
  const tail = rest.trim().toLowerCase();
  if (
    tail !== '' &&
    !/^(?:on |at |in |\d|•|·|—|-|\(|:|yesterday|today|last |these changes|a review|this)/.test(tail)
  ) {
    return null;
  }
  // "commented 3 days ago", "commented on line 42 of api.ts": the text comes on the next lines,
  // or after ": " on this one.
  const colon = rest.indexOf(': ');
  return {
    shape: 'code_review',
    speaker: name,
    text: colon >= 0 ? rest.slice(colon + 2).trim() : '',
    verdict: REVIEW_VERDICTS.has(found.verb),
  };
}

/** `Name, 3 Nov, 4:12 PM` → "Name": a name, a comma, then only date and time words. */
function datedName(line: string): string | null {
  const comma = line.indexOf(', ');
  if (comma <= 0 || comma > 40) return null;
  const tail = line.slice(comma + 2);
  if (!/\d{1,2}[:.]\d{2}/.test(tail) || tail.length > 40) return null;
  const words = tail.replace(/,/g, ' ').split(' ').filter(Boolean);
  const datey = words.every(
    (word) => /^\d/.test(word) || MONTHS.test(word) || /^(?:[ap]m|at|today|yesterday)$/i.test(word),
  );
  return datey ? labelOrNull(line.slice(0, comma)) : null;
}

/**
 * Help desks' comment headers: "Caroline Shaw  ·  05 Mar 2025, 09:03 GMT  ·  via email", a name
 * and then, after a middle dot or bullet, when (and how) it was written.
 */
function dottedHeader(line: string): string | null {
  if (line.length > 120) return null;
  const parts = line.split(/[·•]/).map((part) => part.trim());
  if (parts.length < 2) return null;
  const when = parts.slice(1).some((part) => /\d{1,2}[:.]\d{2}/.test(part) || MONTHS.test(part));
  return when ? labelOrNull(parts[0] ?? '') : null;
}

const STAMP_SEPARATORS = new Set(['-', '–', '—', '|', '·', '•']);

/**
 * A name and then a stamp that ends the line: "Aiko Tanaka – 3 Apr 09:12", "Brandon (LearnGrid
 * Support)    Mon, 9 Sep 2024 15:02", as help desks, ticket portals and phone copies write a
 * comment's header. The stamp is one to four date words and a time; word by word, so linear.
 */
function nameThenStamp(line: string): string | null {
  if (line.length > 100) return null;
  const words = line.split(' ').filter(Boolean);
  for (let cut = 1; cut <= Math.min(6, words.length - 1); cut += 1) {
    let rest = words.slice(cut);
    if (STAMP_SEPARATORS.has(rest[0] ?? '')) rest = rest.slice(1);
    const stamp = rest.join(' ');
    if (stamp === '' || dayStampLength(stamp) < stamp.replace(/:$/, '').trimEnd().length) continue;
    const raw = words.slice(0, cut).join(' ');
    // "Anja, 5 Nov, 6:02 PM:" is Teams' dated name (datedName reads it).
    if (raw.endsWith(',')) continue;
    const name = labelOrNull(raw);
    if (name) return name;
  }
  return null;
}

/** The header a line starts with, or null when the line continues the previous turn. */
export function readHeader(rawLine: string): Header | null {
  const line = rawLine.trim();
  if (line === '') return null;
  const head = line.slice(0, HEAD_CHARS);

  const whatsapp = WHATSAPP_BRACKET.exec(head) ?? WHATSAPP_DASH.exec(head);
  if (whatsapp) {
    const turn = colonLine(line.slice(whatsapp[0].length));
    return turn ? { shape: 'whatsapp', ...turn } : null;
  }
  const stamped = BRACKET_TIME.exec(head);
  if (stamped) {
    const rest = line.slice(stamped[0].length);
    const turn = colonLine(rest);
    if (turn) return { shape: 'stamped_line', ...turn };
    const alone = labelOrNull(rest.startsWith('- ') ? rest.slice(2) : rest);
    return alone ? { shape: 'transcript', speaker: alone, text: '' } : null;
  }
  // Word by word and by indexOf, so the whole line is safe to read (no prefix cut needed).
  const stampedDay = dayStamped(line);
  if (stampedDay) return stampedDay;
  const clock = LEADING_CLOCK.exec(head);
  if (clock) {
    const after = line.slice(clock[0].length);
    // "09:15 - Derek: text" (a chat copy with times only).
    const rest = after.startsWith('- ') || after.startsWith('– ') ? after.slice(2) : after;
    const turn = colonLine(rest);
    if (turn) return { shape: 'transcript', ...turn };
    const alone = labelOrNull(rest);
    return alone ? { shape: 'transcript', speaker: alone, text: '' } : null;
  }
  const dotted = dottedHeader(line);
  if (dotted) return { shape: 'dated_name', speaker: dotted, text: '' };
  const stampedName = nameThenStamp(line);
  if (stampedName) return { shape: 'slack', speaker: stampedName, text: '' };
  if (line.length <= 80) {
    const withoutColon = line.endsWith(':') ? line.slice(0, -1) : line;
    const dated = datedName(withoutColon);
    if (dated) return { shape: 'dated_name', speaker: dated, text: '' };
    const paren = PAREN_TIME.exec(withoutColon);
    if (paren) {
      const speaker = labelOrNull(withoutColon.slice(0, paren.index));
      if (speaker) return { shape: 'transcript', speaker, text: '' };
    }
    const trailing = TRAILING_TIME.exec(line);
    if (trailing && trailing.index > 0) {
      const speaker = labelOrNull(line.slice(0, trailing.index));
      if (speaker) return { shape: 'slack', speaker, text: '' };
    }
  }
  const review = codeReview(head);
  if (review) return review;
  const turn = colonLine(line);
  if (turn) return { shape: 'name_line', ...turn };
  const bare = line.length <= 30 && !/[.,!?]/.test(line) ? labelOrNull(line) : null;
  return bare && bare.split(' ').length <= 3
    ? { shape: 'bare_name', speaker: bare, text: '' }
    : null;
}

/** A line that is only a time ("9:14 AM"): Slack puts it under the name in some copies. */
export function isTimeLine(line: string): boolean {
  const trimmed = line.trim();
  return trimmed.length <= 12 && BARE_TIME.test(trimmed);
}
