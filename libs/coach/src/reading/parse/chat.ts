import { readCommentThread } from './comment-thread.js';
import { readHeader, isTimeLine, type HeaderShape } from './headers.js';
import type { ConversationFormat, Turn } from './types.js';

/**
 * Chat copies and exports, meeting transcripts and code-review threads: a header line starts each
 * turn (`Name: text`, `[10:32] Name: text`, `Name  9:14 AM`, `[08:47] Name`, `alice commented`),
 * and lines that start no turn continue the previous one. Only headers of the text's dominant
 * shape start turns, so "Note: …" inside a Slack message stays part of it.
 */

/** Export noise and separators that are nobody's words. */
const NOISE_LINES = new Set([
  '<media omitted>',
  'image omitted',
  'this message was deleted',
  '(edited)',
  'edited',
  'new messages',
  'view thread',
  'reply',
  'resolve conversation',
  'outdated',
  'show resolved',
  'view changes',
  'hide',
  'like',
  // Review tools' buttons and badges, copied with the thread.
  'changes requested',
  'approved',
  'resolved',
  'unresolved',
  'suggested change',
  'add suggestion to batch',
  'commit suggestion',
  'write a reply',
  'reply...',
  'add a comment',
  'start a review',
  'quote reply',
  'copy link',
  'show more',
  'load more',
  'pending',
  'author',
  'owner',
  'member',
  'contributor',
  'maintainer',
  // A document's comment threads (Google Docs): its buttons and states.
  'mark as resolved',
  'marked as resolved',
  'reopened',
  're-opened',
  'reopen',
  'reply or add others with @',
]);

/** Thread events that are nobody's words ("alice marked this conversation as resolved"). */
const REVIEW_EVENTS = [
  'marked this conversation as resolved',
  'marked this comment as resolved',
  'marked this discussion as resolved',
  'conversation resolved by',
  'resolved this conversation',
  'force-pushed',
  'added a commit',
  'added some commits',
  'pushed a commit',
  'merged commit',
  'self-assigned this',
  'added the',
  'changed the status',
  'changed the assignee',
  'changed the priority',
  'changed the resolution',
];
const PATH_PIECE = /^[\w.-]+$/;
const LINE_WORDS = new Set(['line', 'lines', 'to', 'outdated', 'comment', 'on']);

/** "src/api.ts", "src/api.ts line 42", "api.ts Lines 40 to 42": a diff's file and line. */
function isFileLine(line: string): boolean {
  if (line.length > 160) return false;
  const [path = '', ...rest] = line.split(' ');
  const pieces = path.split('/');
  const named =
    pieces.every((piece) => PATH_PIECE.test(piece)) &&
    (pieces.length > 1 || /\.[a-z]{1,5}$/i.test(path)) &&
    /[a-z]/i.test(path);
  return (
    named && rest.every((word) => LINE_WORDS.has(word.toLowerCase()) || /^[LR]?\d+$/.test(word))
  );
}
const DAY_WORDS =
  /^(?:today|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|\d{1,4}(?:st|nd|rd|th)?|\d{1,4}[./-]\d{1,2}[./-]\d{1,4})$/i;
const EDGE = '-=—–_*•·~#[]() ';

/** "--- Wednesday ---", "Today", "Wednesday, November 3rd", "12/03/2024": a date separator. */
function isSeparatorLine(line: string): boolean {
  let start = 0;
  let end = line.length;
  while (start < end && EDGE.includes(line.charAt(start))) start += 1;
  while (end > start && EDGE.includes(line.charAt(end - 1))) end -= 1;
  const core = line.slice(start, end);
  if (core === '') return line.trim().length >= 3;
  if (core.length > 40) return false;
  const words = core.replace(/,/g, ' ').split(' ').filter(Boolean);
  return words.every((word) => DAY_WORDS.test(word));
}

function isNoise(line: string): boolean {
  const lower = line.toLowerCase();
  return (
    NOISE_LINES.has(lower) ||
    lower.startsWith('<attached:') ||
    lower.startsWith('messages and calls are end-to-end encrypted') ||
    /^\d{1,3} repl(?:y|ies)$/.test(lower) ||
    // "Assigned to you", "Reassigned to Dana Lee": a comment's assignment.
    /^(?:re)?assigned to (?:you|me|\S+(?: \S+){0,2})$/.test(lower) ||
    // "+1 more", "Show 2 more replies": a collapsed thread's counter.
    /^(?:show )?\+?\d{1,3} more(?: repl(?:y|ies))?$/.test(lower) ||
    REVIEW_EVENTS.some((event) => lower.includes(event)) ||
    isFileLine(line) ||
    isSeparatorLine(line)
  );
}

const FORMAT_OF: Record<HeaderShape, ConversationFormat> = {
  whatsapp: 'whatsapp',
  stamped_line: 'slack',
  transcript: 'transcript',
  slack: 'slack',
  dated_name: 'teams',
  code_review: 'code_review',
  name_line: 'name_lines',
  bare_name: 'slack',
  name_over_stamp: 'comment_thread',
};

export interface ChatReading {
  format: ConversationFormat;
  turns: Turn[];
  /** Speakers whose header gave a review verdict ("requested changes", "approved"). */
  reviewers: string[];
}

/** Reads the text as a chat, or returns null when too few lines start turns for it to be one. */
export function readChat(text: string): ChatReading | null {
  const lines = text.split('\n').map((line) => line.trim());
  // A document's comment thread is read over two lines (a name, then a stamp); its stamps and the
  // passage it quotes are nobody's words.
  const thread = readCommentThread(lines, isNoise);
  const headers = thread?.headers ?? lines.map(readHeader);
  const unspoken = thread?.unspoken ?? new Set<number>();
  const byShape = new Map<HeaderShape, number>();
  for (const header of headers) {
    if (header) byShape.set(header.shape, (byShape.get(header.shape) ?? 0) + 1);
  }
  let dominant: HeaderShape | null = null;
  for (const [shape, count] of byShape) {
    if (dominant === null || count > (byShape.get(dominant) ?? 0)) dominant = shape;
  }
  if (dominant === null) return null;
  // A stamped copy may mix "[10:32] Name: text" and "Name: text" lines; both start turns.
  const starts = (shape: HeaderShape | undefined): boolean =>
    shape === dominant || (dominant === 'stamped_line' && shape === 'name_line');
  const startCount = headers.filter((header) => starts(header?.shape)).length;
  // Day separators and export noise are nobody's words: they do not count against a chat.
  const nonEmpty = lines.filter(
    (line, index) => line !== '' && !isNoise(line) && !unspoken.has(index),
  ).length;
  const distinct = new Set(
    headers.flatMap((header) => (header && starts(header.shape) ? [header.speaker] : [])),
  );
  const ownLine =
    dominant !== 'name_line' && dominant !== 'stamped_line' && dominant !== 'whatsapp';
  const looksLikeChat =
    startCount >= 2 &&
    (distinct.size >= 2 || startCount * 2 >= nonEmpty) &&
    (ownLine || startCount * 5 >= nonEmpty);
  // One header of its own shape and a message below it is a single chat message ("Dana  9:14 AM");
  // review headers ("priya-s requested changes") are unmistakable, however many lines follow.
  const singleHeader =
    (startCount === 1 || dominant === 'code_review') &&
    ownLine &&
    dominant !== 'bare_name' &&
    nonEmpty >= 2;
  // A name alone on a line is also how a signature looks: it takes two writers and three turns.
  if (dominant === 'bare_name' && (distinct.size < 2 || startCount < 3)) return null;
  if (!looksLikeChat && !singleHeader) return null;

  const turns: Turn[] = [];
  const reviewers = new Set<string>();
  // Inside a ``` fence (code, a review suggestion) nothing is anybody's prose; the next turn's
  // header closes a fence left open.
  let inFence = false;
  lines.forEach((line, index) => {
    const header = headers[index];
    if (header && starts(header.shape)) {
      inFence = false;
      turns.push({ speaker: header.speaker, text: header.text });
      if (header.verdict) reviewers.add(header.speaker);
      return;
    }
    if (line.startsWith('```')) {
      inFence = !inFence;
      return;
    }
    if (inFence || unspoken.has(index)) return;
    const current = turns[turns.length - 1];
    // Lines before the first speaker (a title, a note) belong to nobody; a "> quoted" line is
    // someone else's words (the diff, or the comment being answered), never the writer's.
    if (!current || line === '' || line.startsWith('>') || isNoise(line) || isTimeLine(line))
      return;
    current.text = current.text ? `${current.text}\n${line}` : line;
  });
  const spoken = turns
    .map((turn) => ({ ...turn, text: turn.text.trim() }))
    .filter((turn) => turn.text !== '' && !isNoise(turn.text));
  if (spoken.length === 0) return null;
  return {
    format: FORMAT_OF[dominant],
    turns: spoken,
    reviewers: [...reviewers].filter((name) => spoken.some((turn) => turn.speaker === name)),
  };
}
