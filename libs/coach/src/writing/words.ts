import type { DiscStyle, FrameworkId, ThinkingStyle } from '@styleprint/contracts';
import { FRAMEWORK_LABELS } from '@styleprint/contracts';

const NUMBER_WORDS = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];

/** "no questions", "one question", "four questions", "12 questions". */
/** The text with its first letter in capitals: "you owe…" opening a sentence is "You owe…". */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export function count(n: number, singular: string, plural = `${singular}s`): string {
  const amount = NUMBER_WORDS[n] ?? String(n);
  return `${amount} ${n === 1 ? singular : plural}`;
}

const QUOTE_MAX = 90;

/** Drops the given characters from the end (a loop, not a regular expression: linear). */
function trimEnd(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

/**
 * A short verbatim quote: the whole sentence when it is short, else its first words with an
 * ellipsis inside the quotes. Whitespace is collapsed; nothing else changes, so a reader can find it.
 */
export function quote(raw: string): string {
  // A sentence that runs over a line break (a greeting, a quoted email line) is quoted by its
  // longest line, so the quote is always a run of the text as written.
  const lines = raw.split('\n').map((line) => line.trim());
  const text = lines.reduce((best, line) => (line.length > best.length ? line : best), '');
  // A closing full stop or comma adds nothing inside quotes; dropping it keeps the quote verbatim.
  const flat = trimEnd(text.replace(/\s+/g, ' ').trim(), '.,;:');
  if (flat.length <= QUOTE_MAX) return `"${flat}"`;
  const cut = flat.slice(0, QUOTE_MAX);
  const atWord = trimEnd(cut.slice(0, Math.max(cut.lastIndexOf(' '), 40)), ' ,;:');
  return `"${atWord}…"`;
}

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function framed(framework: FrameworkId, text: string): string {
  return `${FRAMEWORK_LABELS[framework]}: ${text}`;
}

/** DiSC styles in words a person understands. */
export const DISC_WORDS: Record<
  DiscStyle,
  { name: string; adjective: string; reader: string; needs: string }
> = {
  D: {
    name: 'Dominance',
    reader: 'a direct reader',
    adjective: 'direct and results-first',
    needs: 'the bottom line first, one clear ask, no padding',
  },
  I: {
    name: 'Influence',
    reader: 'an expressive reader',
    adjective: 'expressive and people-energised',
    needs: 'warmth and enthusiasm first, the big picture, then the practical bits',
  },
  S: {
    name: 'Steadiness',
    reader: 'a steady reader',
    adjective: 'steady, supportive and wary of sudden change',
    needs: 'reassurance, a clear plan in steps, and time to adjust',
  },
  C: {
    name: 'Conscientiousness',
    reader: 'a detail-minded reader',
    adjective: 'careful, precise and detail-driven',
    needs: 'specifics, sources and accuracy before any conclusion',
  },
};

export const THINKING_WORDS: Record<ThinkingStyle, { thinks: string; give: string }> = {
  Analytical: { thinks: 'in data and logic', give: 'numbers, sources and the reasoning' },
  Structural: { thinks: 'in plans, steps and order', give: 'a sequence, owners and dates' },
  Social: { thinks: 'about people and feelings', give: 'how it affects them and the team' },
  Conceptual: {
    thinks: 'in ideas and the big picture',
    give: 'the vision and what it makes possible',
  },
};

export const MBTI_LETTER_WORDS: Record<string, string> = {
  E: 'Extravert (E)',
  I: 'Introvert (I)',
  S: 'Sensing (S)',
  N: 'Intuitive (N)',
  T: 'Thinking (T)',
  F: 'Feeling (F)',
  J: 'Judging (J)',
  P: 'Perceiving (P)',
};

export const STRENGTH_WORDS: Record<string, string> = {
  Executing: 'Executing',
  Influencing: 'Influencing',
  Relationship: 'Relationship Building',
  Thinking: 'Strategic Thinking',
};

export function percent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

/**
 * A quote that is certainly in the pasted text: the sentence itself when it appears there as
 * written (white space aside), else its longest clause that does (a sentence can run across
 * quoted email lines), else null. Every quotation in an insight goes through here, so no
 * evidence is ever misquoted (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, point 4).
 */
export function verbatim(sentence: string, source: string): string | null {
  const flat = sentence.replace(/\s+/g, ' ').trim();
  if (flat.length >= 3 && source.includes(quote(flat).slice(1, -1).replace(/…$/, ''))) return flat;
  let best: string | null = null;
  for (const line of sentence.split('\n')) {
    for (const piece of line.split(/[,;:] /)) {
      const part = piece.trim();
      if (part.length < 12 || (best && part.length <= best.length)) continue;
      if (source.includes(quote(part).slice(1, -1).replace(/…$/, ''))) best = part;
    }
  }
  return best;
}

/** `text` with every character a regular expression treats as special escaped, to match as written. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `text` without the characters of `chars` at its end ("ok?! " → "ok"); a loop, so linear. */
export function trimEndOf(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}
