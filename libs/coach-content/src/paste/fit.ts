import { cleanLines, type RemovedPart } from './clean.js';
import { partLabel } from './labels.js';
import { readLines } from './lines.js';
import {
  splitLines,
  splitMessages,
  type PasteMessage,
  type PasteMessages,
  type PasteUnit,
} from './split.js';

/** A part of a long paste the person can choose instead of the latest. */
export interface PasteWindow {
  /** The index of its first message: pass it back as `fitPaste(text, max, { start })`. */
  start: number;
  label: string;
}

export interface FitResult {
  /** What to analyse: the cleaned text, or the part of it that fits. Never longer than `max`. */
  text: string;
  originalChars: number;
  cleanedChars: number;
  removed: RemovedPart[];
  /** How many messages (or paragraphs, or lines: `unit`) the cleaned text has. */
  messages: number;
  unit: PasteUnit;
  /** True for an email thread, whose newest message is on top. */
  newestFirst: boolean;
  /** The run of messages kept, in reading order (indexes from 0, inclusive). */
  kept: { from: number; to: number };
  /** A message kept apart from that run: the user's draft under a thread, or null. */
  pinned: number | null;
  leftOut: number;
  /** One message alone was longer than `max`: only its end (a chat) or start (an email) is kept. */
  cut: boolean;
  /** The kept part is the latest, the one chosen without `start`. */
  latest: boolean;
  /** The parts the person can choose, in reading order; empty when everything fits. */
  windows: PasteWindow[];
}

export interface FitOptions {
  /** The index of a message: keep from that one on, in reading order, while they fit. */
  start?: number;
}

/** How many parts the list offers at most; a 1 MB upload would otherwise offer hundreds. */
const MAX_WINDOWS = 20;
/** Between the kept part of a thread and the user's draft under it. */
const DRAFT_GAP = '\n\n';
const ELLIPSIS = '…';

interface Window {
  from: number;
  to: number;
  pinned: number | null;
  cut: boolean;
  text: string;
}

/** The first sentence or line start at or after `from` (before `to`), or -1. */
function boundaryAfter(text: string, from: number, to: number): number {
  for (let at = from; at < to; at += 1) {
    const char = text.charAt(at);
    if (char === '\n') return at + 1;
    if ((char === '.' || char === '!' || char === '?') && text.charAt(at + 1) === ' ')
      return at + 2;
  }
  return -1;
}

/** The last sentence or line end at or before `to` (after `from`), or -1. */
function boundaryBefore(text: string, from: number, to: number): number {
  for (let at = to - 1; at > from; at -= 1) {
    const char = text.charAt(at);
    if (char === '\n') return at;
    if ((char === '.' || char === '!' || char === '?') && /\s/.test(text.charAt(at + 1))) {
      return at + 1;
    }
  }
  return -1;
}

/** One message longer than `max`: its end for a chat (with its header), its start for an email. */
function cutMessage(text: string, message: PasteMessage, max: number, keepStart: boolean): string {
  if (keepStart) {
    const limit = message.start + max - ELLIPSIS.length;
    let end = boundaryBefore(text, message.start + Math.floor(max / 2), limit);
    if (end < 0) end = text.lastIndexOf(' ', limit);
    if (end <= message.start) end = limit;
    return `${text.slice(message.start, end).trimEnd()}${ELLIPSIS}`.slice(0, max);
  }
  // The header says who wrote it ("Dana: ", "Dana Lee  10:14\n"); a paragraph has none to keep.
  let prefix = message.speaker === null ? '' : text.slice(message.start, message.bodyStart);
  if (prefix.length > max / 4) prefix = '';
  const room = max - prefix.length - ELLIPSIS.length;
  const lowest = message.end - room;
  let from = boundaryAfter(text, lowest, lowest + Math.floor(room / 2));
  if (from < 0) from = text.indexOf(' ', lowest) + 1;
  if (from <= lowest - 1 || from >= message.end) from = lowest;
  const kept = `${prefix}${ELLIPSIS}${text.slice(from, message.end).trimStart()}`;
  return kept.length <= max ? kept : kept.slice(kept.length - max);
}

function planner(text: string, split: PasteMessages, max: number) {
  const { messages, newestFirst, draft } = split;
  const count = messages.length;
  const at = (index: number): PasteMessage => messages[index] as PasteMessage;
  const span = (from: number, to: number): number => at(to).end - at(from).start;
  const slice = (from: number, to: number): string => text.slice(at(from).start, at(to).end);

  /** The last message from `from` on (before `limit`) that still fits in `budget` with the ones before. */
  const reach = (from: number, limit: number, budget: number): number => {
    let to = from;
    while (to + 1 < limit && span(from, to + 1) <= budget) to += 1;
    return to;
  };

  const window = (start: number): Window => {
    if (span(start, start) > max) {
      return {
        from: start,
        to: start,
        pinned: null,
        cut: true,
        text: cutMessage(text, at(start), max, newestFirst),
      };
    }
    const to = reach(start, count, max);
    const plain = { from: start, to, pinned: null, cut: false, text: slice(start, to) };
    if (draft === null || to >= draft || start === draft) return plain;
    // A thread with the user's draft under it: the draft is the newest; it stays in every part.
    const room = max - (at(draft).end - at(draft).start) - DRAFT_GAP.length;
    if (span(start, start) > room) return plain;
    const pinnedTo = reach(start, draft, room);
    return {
      from: start,
      to: pinnedTo,
      pinned: draft,
      cut: false,
      text: `${slice(start, pinnedTo)}${DRAFT_GAP}${at(draft).text}`,
    };
  };

  /** For a chat: the first message of the longest run ending at `end` that fits. */
  const backFrom = (end: number): number => {
    let from = end;
    while (from > 0 && span(from - 1, end) <= max) from -= 1;
    return from;
  };

  const latestStart = newestFirst ? 0 : backFrom(count - 1);

  const choices = (): number[] => {
    const starts: number[] = [];
    if (newestFirst) {
      // From the top (the newest) down, each part starting where the last one ended.
      let start = 0;
      while (start < count && start !== draft) {
        starts.push(start);
        start = window(start).to + 1;
      }
    } else {
      // From the bottom (the newest) up.
      let end = count - 1;
      while (end >= 0) {
        const start = backFrom(end);
        starts.unshift(start);
        end = start - 1;
      }
    }
    if (starts.length <= MAX_WINDOWS) return starts;
    // Evenly spread, the first and the last (one of them the latest) always in.
    const picked = new Set<number>();
    for (let index = 0; index < MAX_WINDOWS; index += 1) {
      picked.add(starts[Math.round((index * (starts.length - 1)) / (MAX_WINDOWS - 1))] ?? 0);
    }
    return [...picked].sort((a, b) => a - b);
  };

  const describe = (start: number): PasteWindow => {
    const part = window(start);
    const first = at(part.from);
    return {
      start,
      label: partLabel({
        from: part.from,
        to: part.to,
        pinned: part.pinned,
        total: count,
        unit: split.unit,
        latest: start === latestStart,
        cut: part.cut,
        speaker: first.speaker,
        firstText: text.slice(first.bodyStart, Math.min(first.end, first.bodyStart + 600)),
      }),
    };
  };

  return { window, latestStart, windows: () => choices().map(describe) };
}

/**
 * Makes a long paste fit the analysis limit without rewording it: cleans it first (cleanPaste);
 * if it is still longer than `max`, keeps the latest messages that fit (the top of an email
 * thread, the bottom of a chat), joined exactly as they are written. With `start`, keeps the
 * messages from that one on instead. Says what was removed and left out, and which other parts
 * can be chosen.
 */
export function fitPaste(text: string, max: number, options: FitOptions = {}): FitResult {
  const lines = readLines(text);
  const cleaned = cleanLines(text, lines);
  // Most pastes have nothing to clean: their lines are read once.
  const split = cleaned.text === text ? splitLines(text, lines) : splitMessages(cleaned.text);
  const count = split.messages.length;
  const base = {
    originalChars: text.length,
    cleanedChars: cleaned.text.length,
    removed: cleaned.removed,
    messages: count,
    unit: split.unit,
    newestFirst: split.newestFirst,
  };
  if (cleaned.text.length <= max || count === 0) {
    return {
      ...base,
      text: cleaned.text.slice(0, max),
      kept: { from: 0, to: count - 1 },
      pinned: null,
      leftOut: 0,
      cut: false,
      latest: true,
      windows: [],
    };
  }
  const plan = planner(cleaned.text, split, max);
  const chosen = options.start;
  const start =
    chosen !== undefined && Number.isInteger(chosen) && chosen >= 0 && chosen < count
      ? chosen
      : plan.latestStart;
  const part = plan.window(start);
  const keptCount = part.to - part.from + 1 + (part.pinned === null ? 0 : 1);
  return {
    ...base,
    text: part.text,
    kept: { from: part.from, to: part.to },
    pinned: part.pinned,
    leftOut: count - keptCount,
    cut: part.cut,
    latest: start === plan.latestStart,
    windows: plan.windows(),
  };
}
