import type { UserPatternKind } from '../../data/types.js';
import { splitSentences } from '../measure/split.js';
import { findPhrases, tokenize } from '../measure/tokens.js';
import type { Turn } from '../parse/index.js';
import { USER_PATTERN_INDEX } from './cues.js';

export interface UserPattern {
  kind: UserPatternKind;
  /** The user's own sentence that shows it, as written. */
  quote: string;
  /** A factual sentence of the same message (no pattern in it), to build a better phrasing on. */
  fact: string | null;
}

/**
 * The sentence without what it quotes: in 'you said "not now" and moved on' the dismissal is the
 * other person's, reported by the user, not the user's own habit.
 */
export function ownWords(sentence: string): string {
  // One pass, no regular expression: an unclosed quote mark cannot make it backtrack.
  let out = '';
  let closing: string | null = null;
  let quoted = '';
  for (const char of sentence) {
    if (closing === null) {
      if (char === '"' || char === '“') {
        closing = char === '"' ? '"' : '”';
        quoted = char;
      } else out += char;
    } else if (char === closing) {
      closing = null;
      out += ' ';
    } else quoted += char;
  }
  // A quote never closed is kept: it may be the user's own emphasis.
  return closing === null ? out : out + quoted;
}

const PING_WORDS = /^(?:any update|any news|update|bump|hello|hi|ping|following up|\?+)/i;

/** A "…?" or "Name…?" line: three words at most, ending in a question mark. */
function isClipped(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed.endsWith('?') || trimmed.length > 24) return false;
  const words = trimmed.split(/\s/).filter((w) => /\p{L}/u.test(w));
  return (
    words.length <= 2 && (trimmed.includes('..') || trimmed.includes('…') || words.length <= 1)
  );
}

/**
 * The habits in the user's own messages that hurt the exchange (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, points 2 and 5): the
 * absolutes, blame, labels and dismissals from the cue lists, clipped "…?" lines, and a run of
 * pings nobody answered.
 */
export function findUserPatterns(turns: readonly Turn[], user: string | null): UserPattern[] {
  if (!user) return [];
  const found: UserPattern[] = [];
  const seen = new Set<UserPatternKind>();
  turns.forEach((turn) => {
    if (turn.speaker !== user) return;
    const sentences = splitSentences(turn.text);
    const flagged = sentences.map((sentence) =>
      findPhrases(USER_PATTERN_INDEX, tokenize(ownWords(sentence))),
    );
    const fact =
      sentences.find(
        (sentence, index) =>
          (flagged[index]?.length ?? 0) === 0 &&
          sentence.split(' ').length >= 5 &&
          !sentence.endsWith('?'),
      ) ?? null;
    sentences.forEach((sentence, index) => {
      for (const hit of flagged[index] ?? []) {
        if (seen.has(hit.kind)) continue;
        seen.add(hit.kind);
        found.push({ kind: hit.kind, quote: sentence, fact });
      }
    });
    if (!seen.has('clipped_question') && isClipped(turn.text)) {
      seen.add('clipped_question');
      found.push({ kind: 'clipped_question', quote: turn.text.trim(), fact: null });
    }
  });
  // Two or more of the user's messages in a row at the end, short, with no answer between.
  let run = 0;
  for (let index = turns.length - 1; index >= 0 && turns[index]?.speaker === user; index -= 1) {
    run += 1;
  }
  const tail = turns.slice(turns.length - run);
  const pings = tail.filter(
    (turn) =>
      turn.text.length <= 80 && (turn.text.includes('?') || PING_WORDS.test(turn.text.trim())),
  );
  if (run >= 2 && pings.length >= 2 && !seen.has('unanswered_pings')) {
    const first = turns.slice(0, turns.length - run).some((turn) => turn.speaker === user)
      ? tail[0]
      : tail[1];
    found.push({
      kind: 'unanswered_pings',
      quote: (pings[pings.length - 1] ?? first)?.text.trim() ?? '',
      fact: null,
    });
  }
  return found;
}
