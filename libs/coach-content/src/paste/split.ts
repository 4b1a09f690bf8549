import {
  cueSpeaker,
  isCueTiming,
  isDraftMarker,
  isOutlookField,
  readChatHeader,
  readEmailHeader,
  type ChatHeader,
  type ChatShape,
  type EmailHeader,
} from './headers.js';
import { readLines, type PasteLine } from './lines.js';
import { colonLine, isClosingLine, isNameLine } from './names.js';

/** One message of a paste: an exact slice of the text, so nothing is reworded. */
export interface PasteMessage {
  /** The slice itself, from its header to its last non-blank character. */
  text: string;
  /** Who wrote it, when its header or signature says so. */
  speaker: string | null;
  /** Offsets of the slice in the text that was split. */
  start: number;
  end: number;
  /** Where its own words start, after a header ("Maria: ", "From: … Subject: …"). */
  bodyStart: number;
}

/** What the parts of a paste are: messages, or (without any header) paragraphs or lines. */
export type PasteUnit = 'message' | 'paragraph' | 'line';

export interface PasteMessages {
  messages: PasteMessage[];
  /** Email threads put the newest message on top; chats and transcripts put it last. */
  newestFirst: boolean;
  unit: PasteUnit;
  /**
   * The user's own draft ("My draft:" and what follows) when it sits last, under a thread whose
   * newest message is on top: it is the newest, whatever its place.
   */
  draft: number | null;
}

interface Start {
  line: number;
  speaker: string | null;
  /** The first line of the message's own words. */
  bodyLine: number;
  /** Where its words start in that line; -1 for the line's first character after quote marks. */
  bodyAt: number;
}

const isBlank = (line: PasteLine | undefined): boolean => !line || line.body === '';

/** The offset of a line's first character after its quote marks and indentation. */
function wordsStart(line: PasteLine): number {
  const at = line.raw.indexOf(line.body);
  return line.start + (at < 0 ? 0 : at);
}

/** Back over white space from `end`, not past `start`. */
function trimmedEnd(text: string, start: number, end: number): number {
  let at = end;
  while (at > start && /\s/.test(text.charAt(at - 1))) at -= 1;
  return at;
}

function build(
  text: string,
  lines: readonly PasteLine[],
  starts: readonly Start[],
): PasteMessage[] {
  const messages: PasteMessage[] = [];
  starts.forEach((start, index) => {
    const first = lines[start.line];
    if (!first) return;
    const nextLine = starts[index + 1]?.line;
    const stop = nextLine === undefined ? text.length : (lines[nextLine]?.start ?? text.length);
    const from = first.start;
    const end = trimmedEnd(text, from, stop);
    if (end <= from) return;
    const bodyLine = lines[start.bodyLine];
    const bodyStart = !bodyLine
      ? end
      : start.bodyAt < 0
        ? wordsStart(bodyLine)
        : bodyLine.start + start.bodyAt;
    messages.push({
      text: text.slice(from, end),
      speaker: start.speaker,
      start: from,
      end,
      bodyStart: Math.min(Math.max(bodyStart, from), end),
    });
  });
  return messages;
}

/** The first line at or after `from` that is not blank (or `limit`). */
function nextFilled(lines: readonly PasteLine[], from: number, limit = lines.length): number {
  let at = from;
  while (at < limit && isBlank(lines[at])) at += 1;
  return at;
}

/** The signer of a message: its last line when that is a name, or a name after "Best,". */
function signer(lines: readonly PasteLine[], from: number, to: number): string | null {
  let last = to - 1;
  while (last >= from && isBlank(lines[last])) last -= 1;
  const body = lines[last]?.body ?? '';
  if (last < from) return null;
  if (isNameLine(body)) return body.replace(/^[-—–]\s*/, '').split(', ')[0] ?? null;
  // "Cheers, Tom".
  const comma = body.indexOf(', ');
  if (comma > 0 && isClosingLine(body) && isNameLine(body.slice(comma + 2))) {
    return body.slice(comma + 2);
  }
  return null;
}

/* ---------- Email threads ---------- */

interface FoundHeader extends EmailHeader {
  line: number;
}

function emailStarts(
  lines: readonly PasteLine[],
): { starts: Start[]; newestFirst: boolean } | null {
  const found: FoundHeader[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const header = readEmailHeader(lines, index);
    if (header) {
      found.push({ ...header, line: index });
      index += header.lines - 1;
    }
  }
  if (found.length === 0) return null;
  const gmailView = found.some((header) => header.shape === 'gmail-view');
  const used = gmailView ? found.filter((header) => header.shape === 'gmail-view') : found;

  // A header block: "-----Original Message-----" or a rule, then "From:", "Sent:", "To:" … are one start.
  const blocks: { start: Start; headerEnd: number }[] = [];
  for (const header of used) {
    const headerEnd = header.line + header.lines;
    const previous = blocks[blocks.length - 1];
    if (previous && header.line >= previous.headerEnd) {
      let onlyHeader = true;
      for (let index = previous.headerEnd; index < header.line; index += 1) {
        const line = lines[index];
        if (line && line.body !== '' && !isOutlookField(line.body)) onlyHeader = false;
      }
      if (onlyHeader) {
        previous.start.speaker ??= header.speaker;
        previous.headerEnd = headerEnd;
        continue;
      }
    }
    blocks.push({
      start: { line: header.line, speaker: header.speaker, bodyLine: headerEnd, bodyAt: -1 },
      headerEnd,
    });
  }
  // Each message's words start after its header: the Outlook fields, Gmail's "to me", blank lines.
  for (const { start, headerEnd } of blocks) {
    let at = headerEnd;
    for (;;) {
      const line = lines[at];
      if (!line) break;
      const toLine =
        gmailView && at === headerEnd && /^to /i.test(line.body) && line.body.length <= 80;
      if (line.body !== '' && !isOutlookField(line.body) && !toLine) break;
      at += 1;
    }
    start.bodyLine = at;
  }
  const starts = blocks.map((block) => block.start);
  return { starts, newestFirst: !gmailView };
}

/* ---------- Subtitles ---------- */

function cueStarts(lines: readonly PasteLine[]): Start[] | null {
  const timings: number[] = [];
  lines.forEach((line, index) => {
    if (line.depth === 0 && isCueTiming(line.body)) timings.push(index);
  });
  if (timings.length < 2) return null;
  const starts: Start[] = [];
  for (const timing of timings) {
    // A cue may have an identifier line ("1", "intro") right above its timing.
    const above = lines[timing - 1];
    const cueLine = above && above.body !== '' && isBlank(lines[timing - 2]) ? timing - 1 : timing;
    const payload = lines[timing + 1];
    const spoken = payload ? cueSpeaker(payload.body) : { speaker: null, at: 0 };
    const previous = starts[starts.length - 1];
    // Subtitle cues cut one turn into pieces: the same speaker's cues in a row are one message.
    if (previous && spoken.speaker !== null && previous.speaker === spoken.speaker) continue;
    starts.push({
      line: cueLine,
      speaker: spoken.speaker,
      bodyLine: timing + 1,
      bodyAt: payload ? wordsStart(payload) - payload.start + spoken.at : -1,
    });
  }
  return starts;
}

/* ---------- Chats and transcripts ---------- */

/** Which shapes start messages once `dominant` is the text's main one. */
const startsWith = (dominant: ChatShape, shape: ChatShape): boolean =>
  shape === dominant ||
  // A stamped copy mixes "[10:32] Name: text" and "Name: text"; both start turns.
  (dominant === 'stamped' && shape === 'name-line');

/** Ties go to the more specific shape. */
const SHAPE_ORDER: readonly ChatShape[] = [
  'whatsapp',
  'linkedin',
  'stamped',
  'clock',
  'name-time',
  'name-then-time',
  'name-line',
];

function chatStarts(lines: readonly PasteLine[]): Start[] | null {
  const headers: (ChatHeader | null)[] = lines.map((line, index) =>
    line.depth === 0 ? readChatHeader(line.raw, lines[index + 1]?.raw) : null,
  );
  const counts = new Map<ChatShape, number>();
  for (const header of headers) {
    if (header) counts.set(header.shape, (counts.get(header.shape) ?? 0) + 1);
  }
  let dominant: ChatShape | null = null;
  for (const shape of SHAPE_ORDER) {
    const count = counts.get(shape) ?? 0;
    if (count > 0 && (dominant === null || count > (counts.get(dominant) ?? 0))) dominant = shape;
  }
  // LinkedIn's "… sent the following messages at …" heads each group, above its own time lines.
  if ((counts.get('linkedin') ?? 0) >= 2) dominant = 'linkedin';
  if (dominant === null) return null;

  const starts: Start[] = [];
  const speakers = new Set<string>();
  let alone = 0;
  headers.forEach((header, index) => {
    const line = lines[index];
    if (!header || !line || !startsWith(dominant, header.shape)) return;
    const sameLine = header.textAt < line.raw.trimEnd().length;
    if (!sameLine) alone += 1;
    speakers.add(header.speaker.toLowerCase());
    let bodyLine = sameLine ? index : nextFilled(lines, index + (header.twoLines ? 2 : 1));
    if (header.shape === 'linkedin') {
      // Under "… sent the following messages at …": "View Elena’s profile", the name, then
      // "Elena Petrova  9:12 AM" over the words.
      for (let below = index + 1; below <= index + 4; below += 1) {
        if (headers[below]?.shape === 'name-time') {
          bodyLine = nextFilled(lines, below + 1);
          break;
        }
      }
    }
    starts.push({
      line: index,
      speaker: header.speaker,
      bodyLine,
      bodyAt: sameLine ? header.textAt : -1,
    });
  });
  const filled = lines.filter((line) => line.body !== '').length;
  const ownLine = alone * 2 >= starts.length;
  const enough =
    starts.length >= 2 &&
    (speakers.size >= 2 || starts.length * 2 >= filled) &&
    (ownLine || starts.length * 8 >= filled);
  return enough ? starts : null;
}

/* ---------- Without headers ---------- */

function blockStarts(lines: readonly PasteLine[], stop: number): Start[] {
  const starts: Start[] = [];
  for (let index = 0; index < stop; index += 1) {
    const line = lines[index];
    if (!line || line.raw.trim() === '') continue;
    if (index === 0 || (lines[index - 1]?.raw.trim() ?? '') === '') {
      const turn = colonLine(line.body);
      starts.push({
        line: index,
        speaker: turn?.speaker ?? null,
        bodyLine: index,
        bodyAt: turn ? wordsStart(line) - line.start + turn.at : -1,
      });
    }
  }
  return starts;
}

function lineStarts(lines: readonly PasteLine[]): Start[] {
  const starts: Start[] = [];
  lines.forEach((line, index) => {
    if (line.raw.trim() !== '') {
      const turn = colonLine(line.body);
      starts.push({
        line: index,
        speaker: turn?.speaker ?? null,
        bodyLine: index,
        bodyAt: turn ? wordsStart(line) - line.start + turn.at : -1,
      });
    }
  });
  return starts;
}

/** Adds a start at each "My draft:" line, in line order. */
function withDrafts(lines: readonly PasteLine[], starts: readonly Start[]): Start[] {
  const drafts: Start[] = [];
  lines.forEach((line, index) => {
    if (line.depth === 0 && isDraftMarker(line.body)) {
      drafts.push({
        line: index,
        speaker: null,
        bodyLine: nextFilled(lines, index + 1),
        bodyAt: -1,
      });
    }
  });
  if (drafts.length === 0) return [...starts];
  const taken = new Set(starts.map((start) => start.line));
  return [...starts, ...drafts.filter((draft) => !taken.has(draft.line))].sort(
    (a, b) => a.line - b.line,
  );
}

/**
 * Splits a paste into its messages, in the order they are written. Email threads (Gmail
 * attributions, Outlook header blocks, "-----Original Message-----") are newest first, their top
 * message being the one without a header; chats, exports and transcripts are oldest first. A text
 * with no header splits into paragraphs, or into lines when it is one paragraph.
 */
export function splitMessages(text: string): PasteMessages {
  return splitLines(text, readLines(text));
}

/** splitMessages on a text already read into lines (fitPaste reads it once). */
export function splitLines(text: string, lines: readonly PasteLine[]): PasteMessages {
  const result = (
    starts: readonly Start[],
    newestFirst: boolean,
    unit: PasteUnit,
  ): PasteMessages => {
    const messages = build(text, lines, starts);
    const last = starts[starts.length - 1];
    const draftLast =
      newestFirst && last !== undefined && isDraftMarker(lines[last.line]?.body ?? '');
    return {
      messages,
      newestFirst,
      unit,
      draft: draftLast && messages.length > 1 ? messages.length - 1 : null,
    };
  };

  const email = emailStarts(lines);
  if (email) {
    const starts = withDrafts(lines, email.starts);
    const first = nextFilled(lines, 0);
    const firstStart = starts[0]?.line ?? lines.length;
    if (email.newestFirst && first < firstStart) {
      // The newest message has no header: it runs from the top to the first header.
      starts.unshift({
        line: first,
        speaker: signer(lines, first, firstStart),
        bodyLine: first,
        bodyAt: -1,
      });
    }
    return result(starts, email.newestFirst, 'message');
  }
  const cues = cueStarts(lines);
  if (cues) return result(withDrafts(lines, cues), false, 'message');
  const chat = chatStarts(lines);
  if (chat) return result(withDrafts(lines, chat), false, 'message');

  const draft = lines.findIndex((line) => line.depth === 0 && isDraftMarker(line.body));
  const stop = draft < 0 ? lines.length : draft;
  const blocks = blockStarts(lines, stop);
  if (draft >= 0) {
    blocks.push({ line: draft, speaker: null, bodyLine: nextFilled(lines, draft + 1), bodyAt: -1 });
    return result(blocks, false, 'paragraph');
  }
  const filled = lines.filter((line) => line.raw.trim() !== '').length;
  if (blocks.length === 1 && filled >= 3) return result(lineStarts(lines), false, 'line');
  return result(blocks, false, 'paragraph');
}
