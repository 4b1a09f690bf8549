/**
 * A pasted text as lines with their offsets and quote depth. Everything the paste functions read
 * goes through here, one pass over the text, so their cost stays linear in its length.
 */

export interface PasteLine {
  /** Offset of the line's first character in the text. */
  start: number;
  /** Offset just after its last character (before "\r\n" or "\n"). */
  end: number;
  /** The line as written, without its line break. */
  raw: string;
  /** How many `>` quote marks start it ("> > text" and ">> text" are both 2). */
  depth: number;
  /** The line without its quote marks, trimmed. */
  body: string;
}

/** The quote depth of a line and where its text starts after the marks. */
function quoteMarks(raw: string): { depth: number; after: number } {
  let at = 0;
  let depth = 0;
  let after = 0;
  for (;;) {
    while (raw.charAt(at) === ' ' || raw.charAt(at) === '\t') at += 1;
    if (raw.charAt(at) !== '>') break;
    depth += 1;
    at += 1;
    after = at;
  }
  return { depth, after: depth === 0 ? 0 : after };
}

export function readLines(text: string): PasteLine[] {
  const lines: PasteLine[] = [];
  let start = 0;
  while (start <= text.length) {
    const newline = text.indexOf('\n', start);
    const stop = newline < 0 ? text.length : newline;
    const end = stop > start && text.charAt(stop - 1) === '\r' ? stop - 1 : stop;
    const raw = text.slice(start, end);
    const { depth, after } = quoteMarks(raw);
    lines.push({ start, end, raw, depth, body: raw.slice(after).trim() });
    if (newline < 0) break;
    start = newline + 1;
  }
  return lines;
}

/** White space collapsed, for comparing the same words wrapped or indented differently. */
export const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The number of words in a short text (split on spaces). */
export const wordCount = (text: string): number =>
  text.split(' ').filter((word) => word !== '').length;
