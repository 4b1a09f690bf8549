import { isMailField, isMailFrom, mailFromValue } from '@styleprint/coach-content';
import { greetedName, isClosingLine, splitSignature } from './names.js';
import type { Turn } from './types.js';

/**
 * Email threads with quoted replies. The newest message is on top, unquoted; each older message
 * sits one quote level (`>`) deeper, introduced by an attribution line ("On Tue, 4 Mar 2025 at 09:12,
 * Maria Lopez <maria@example.com> wrote:") or by an Outlook block ("From: Maria Lopez …", "Sent: …").
 * Turns come out oldest first, like a chat.
 */

/** "On Tue, 4 Mar 2025 at 09:12, Maria Lopez <maria@x.com> wrote:" (string tests: linear). */
const isAttribution = (line: string): boolean => {
  const trimmed = line.trim();
  return trimmed.length > 6 && trimmed.length <= 200 && trimmed.toLowerCase().endsWith('wrote:');
};
/**
 * Gmail's thread view, copied: a message starts with its sender alone on a line ("Mark Jennings
 * <mark@x.co.uk>"), then the date ("Thu, 6 Mar, 16:41 (4 days ago)") and "to me, Tom".
 */
const GMAIL_SENDER = /^ *[^<>\s][^<>]{0,60} <[^<>@\s]{1,64}@[^<>\s]{1,120}> *$/;
const GMAIL_DETAIL =
  /^ *(?:[Tt]o (?:me|[\p{Lu}][\p{L}'-]{0,30})(?:,? (?:and )?(?:me|[\p{Lu}][\p{L}'-]{0,30})){0,8}|.{0,60}\(\d{1,3} (?:minutes?|hours?|days?|weeks?|months?) ago\) *|.{0,40}\b\d{1,2}:\d{2}(?: ?[AaPp][Mm])?)$/u;
/** Gmail's folder labels above a thread: nobody's words. */
const GMAIL_LABELS = new Set([
  'inbox',
  'sent',
  'drafts',
  'important',
  'starred',
  'spam',
  'archive',
]);
const isOriginalMessage = (line: string): boolean => {
  const lower = line.trim().toLowerCase();
  return (
    lower.startsWith('--') &&
    (lower.includes('original message') || lower.includes('forwarded message'))
  );
};

/** The name in an attribution or From: field: "Maria Lopez <maria@x.com>" gives "Maria Lopez". */
function nameFromAddress(field: string): string | null {
  const beforeAddress = field
    .replace(/<[^<>]*>/g, ' ')
    .replace(/["“”]/g, ' ')
    .trim();
  // In "On Tue, 4 Mar 2025 at 09:12, Maria Lopez wrote:" the name follows the last comma.
  const last = (beforeAddress.split(',').pop() ?? '').trim();
  const candidate = last.toLowerCase().endsWith('wrote:') ? last.slice(0, -6).trim() : last;
  const words = candidate.split(/\s+/).filter((word) => /^[\p{L}][\p{L}'’.-]*$/u.test(word));
  if (words.length > 0 && words.length <= 4 && /^\p{Lu}/u.test(words[0] ?? ''))
    return words.join(' ');
  const at = field.indexOf('@');
  let start = at;
  while (start > 0 && /[\p{L}.'’-]/u.test(field.charAt(start - 1))) start -= 1;
  const address = at > 0 ? field.slice(start, at) : '';
  if (!/^\p{L}/u.test(address)) return null;
  const local = address.split('.')[0] ?? address;
  return local.charAt(0).toUpperCase() + local.slice(1);
}

interface Line {
  depth: number;
  text: string;
}

function quoteDepth(raw: string): Line {
  const match = /^((?:\s*>)+)\s?/.exec(raw);
  if (!match) return { depth: 0, text: raw };
  return { depth: (match[1] ?? '').replace(/\s/g, '').length, text: raw.slice(match[0].length) };
}

/** True when a line is a sender as Gmail's thread view shows it: the text is an email thread. */
export function hasGmailSender(text: string): boolean {
  return text.split(/\r?\n/).some((line) => GMAIL_SENDER.test(line));
}

/** True when the text has the marks of a quoted email thread. */
export function looksLikeEmail(text: string): boolean {
  const lines = text.split(/\r?\n/);
  const quoted = lines.filter((line) => /^\s*>/.test(line)).length;
  const attribution = lines.some(isAttribution);
  const outlook =
    lines.some((line, index) => isMailFrom(line, lines[index + 1])) && lines.some(isMailField);
  const gmail = lines.some((line) => GMAIL_SENDER.test(line));
  return (quoted >= 1 && attribution) || outlook || gmail || lines.some(isOriginalMessage);
}

interface Message {
  author: string | null;
  lines: string[];
}

/** Splits the thread into messages, newest first, each with the author its header names. */
function splitMessages(text: string): Message[] {
  const messages: Message[] = [{ author: null, lines: [] }];
  // Authors announced for the next deeper level, by the level the announcement was written at.
  const announced = new Map<number, string | null>();
  let outlookLevel = 0;
  let outlookAuthor: string | null = null;
  let inOutlookHeader = false;
  let inGmailHeader = false;
  /** Messages that began with a Gmail sender line: the thread view lists them oldest first. */
  const gmailStarts: number[] = [];
  let currentLevel = 0;
  const rawLines = text.split(/\r?\n/);

  for (let index = 0; index < rawLines.length; index += 1) {
    const { depth, text: content } = quoteDepth(rawLines[index] ?? '');
    let line = content;
    // Gmail wraps long attributions: "On Tue, 4 Mar 2025 at 09:12, Maria Lopez <maria@x.com>" + "wrote:".
    const next = rawLines[index + 1];
    if (
      /^ *on /i.test(line) &&
      !isAttribution(line) &&
      next &&
      isAttribution(quoteDepth(next).text)
    ) {
      line = `${line} ${quoteDepth(next).text}`;
      index += 1;
    }
    if (isAttribution(line) || isOriginalMessage(line)) {
      announced.set(depth, isOriginalMessage(line) ? null : nameFromAddress(line));
      continue;
    }
    if (
      isMailFrom(
        line,
        rawLines[index + 1] === undefined ? undefined : quoteDepth(rawLines[index + 1] ?? '').text,
      )
    ) {
      // An Outlook block quotes nothing: the older message follows unindented, one level "deeper".
      outlookLevel += 1;
      outlookAuthor = nameFromAddress(mailFromValue(line));
      inOutlookHeader = true;
      continue;
    }
    if (inOutlookHeader && (isMailField(line) || line.trim() === '')) continue;
    inOutlookHeader = false;
    if (depth === 0 && GMAIL_SENDER.test(line)) {
      const current = messages[messages.length - 1];
      // The subject and folder label above the first sender are nobody's words.
      const onlyTitle =
        current !== undefined &&
        current.lines.every((kept) => kept.trim() === '' || kept.trim().length <= 120) &&
        current.lines.filter((kept) => kept.trim() !== '').length <= 2;
      if (current && (current.lines.length === 0 || (messages.length === 1 && onlyTitle))) {
        current.lines = [];
        current.author = nameFromAddress(line);
      } else {
        messages.push({ author: nameFromAddress(line), lines: [] });
      }
      gmailStarts.push(messages.length - 1);
      inGmailHeader = true;
      continue;
    }
    if (inGmailHeader && (GMAIL_DETAIL.test(line) || line.trim() === '')) continue;
    inGmailHeader = false;
    if (depth === 0 && GMAIL_LABELS.has(line.trim().toLowerCase())) continue;

    const level = depth + outlookLevel;
    if (level !== currentLevel) {
      // An attribution announces the next level down, or (in forwarded quotes) sits inside the
      // quote it introduces; an Outlook "From:" block names the message right after it.
      const author =
        (depth > 0 ? (announced.get(depth - 1) ?? announced.get(depth)) : undefined) ??
        outlookAuthor;
      outlookAuthor = null;
      messages.push({ author, lines: [] });
      currentLevel = level;
    }
    messages[messages.length - 1]?.lines.push(line);
  }
  // Several senders in Gmail's thread view are oldest first: put them newest first, like quotes.
  if (gmailStarts.length >= 2) {
    const inOrder = gmailStarts.map((at) => messages[at] as Message).reverse();
    gmailStarts.forEach((at, index) => {
      messages[at] = inOrder[index] as Message;
    });
  }
  return messages;
}

/** How far above a greeting a sign-off may be for the greeting to open a new message. */
const SIGN_OFF_REACH = 4;

/**
 * A message signed off ("Best regards, / Irina Volkova") and then, under it, another that opens
 * with a greeting ("Dear Mrs Volkova,"): the user's reply typed under what they received. The
 * one underneath is the newer, so it comes first.
 */
function replyUnderneath(message: Message): Message[] {
  const { lines } = message;
  // The last few lines with words in them, kept as the loop goes: linear in the message.
  const recent: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const signedOff = recent.some((kept) => isClosingLine(kept));
    if (line.trim() !== '') {
      recent.push(line);
      if (recent.length > SIGN_OFF_REACH) recent.shift();
    }
    if (index < 2 || !signedOff || line.trim().length > 60 || greetedName(line) === null) continue;
    return [
      { author: null, lines: lines.slice(index) },
      { author: message.author, lines: lines.slice(0, index) },
    ];
  }
  return [message];
}

export interface EmailReading {
  turns: Turn[];
  /** Who the newest message greets. */
  addressee: string | null;
}

/**
 * Reads a quoted thread. A message's author is its header's name, else its signature; the newest
 * message, which has no header, takes its signature or stays unnamed (null) for the caller to
 * decide who wrote it.
 */
export function readEmail(text: string): EmailReading {
  const messages = splitMessages(text).flatMap(replyUnderneath);
  const read = messages.map((message) => {
    const { body, signer } = splitSignature(message.lines);
    const withoutClosing = body.filter(
      (line, index) => !(index === body.length - 1 && isClosingLine(line)),
    );
    const firstLine = withoutClosing.find((line) => line.trim() !== '') ?? '';
    return {
      author: message.author ?? signer,
      greeted: greetedName(firstLine),
      text: withoutClosing
        .filter((line) => greetedName(line) === null)
        .join('\n')
        .trim(),
    };
  });
  const newest = read[0];
  const turns = read
    .filter((message) => message.text !== '')
    .map((message) => ({ speaker: message.author ?? '', text: message.text }))
    .reverse();
  return { turns, addressee: newest?.greeted ?? null };
}
