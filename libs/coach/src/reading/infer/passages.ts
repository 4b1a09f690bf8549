import { PEOPLE_LIMITS, type StyleSignals } from '@styleprint/contracts';
import type { Turn } from '../parse/index.js';
import type { SentenceReading } from '../measure/sentences.js';
import { measureTurns } from '../measure/speakers.js';
import { nlp } from '../nlp.js';
import { sentenceSignals, sumSignals } from './signals.js';

/**
 * A passage a style read rests on: words a speaker wrote, quoted, with what the coach measured in
 * them (docs/decisions/0107-one-rule-for-a-read.md). Every sentence of the speaker is in exactly
 * one passage, so the passages together are all the read has to go on.
 */
export interface StylePassage {
  quote: string;
  signals: StyleSignals;
}

/** Passages one read keeps: the two text-read traits share the evidence a person may keep. */
export const PASSAGES_PER_READ = Math.floor(PEOPLE_LIMITS.maxEvidence / 2);

const MAX_CHARS = PEOPLE_LIMITS.quoteMaxChars;

interface Piece {
  turn: number;
  text: string;
  signals: StyleSignals[];
}

/** Splits text longer than a quote may be at spaces (a longer word is cut): rare, but kept whole. */
function chunks(text: string): string[] {
  if (text.length <= MAX_CHARS) return /\S/.test(text) ? [text] : [];
  const out: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    for (let start = 0; start < Math.max(1, word.length); start += MAX_CHARS) {
      const part = word.slice(start, start + MAX_CHARS);
      const joined = current === '' ? part : `${current} ${part}`;
      if (joined.length <= MAX_CHARS) current = joined;
      else {
        out.push(current);
        current = part;
      }
    }
  }
  if (current !== '') out.push(current);
  return out.filter((chunk) => /\S/.test(chunk));
}

/** Joins pieces into passages of at most MAX_CHARS, starting a new one where `breaks` says. */
function pack(pieces: readonly Piece[], breaks: (a: Piece, b: Piece) => boolean): StylePassage[] {
  const groups: Piece[][] = [];
  let length = 0;
  for (const piece of pieces) {
    const group = groups[groups.length - 1];
    const last = group?.[group.length - 1];
    if (group && last && !breaks(last, piece) && length + 1 + piece.text.length <= MAX_CHARS) {
      group.push(piece);
      length += 1 + piece.text.length;
    } else {
      groups.push([piece]);
      length = piece.text.length;
    }
  }
  return groups.map((group) => ({
    quote: group.map((piece) => piece.text).join(' '),
    signals: sumSignals(group.flatMap((piece) => piece.signals)),
  }));
}

/**
 * A speaker's sentences as quotable passages: one per message (longer messages split between
 * sentences), or, when that would be more than one read may keep, packed across messages. With
 * `turns`, a full stop the reader added is left out of the quote, so every quote is as written.
 */
export function stylePassages(
  sentences: readonly SentenceReading[],
  turns?: readonly Turn[],
): StylePassage[] {
  const written = new Map<number, string>();
  const pieces: Piece[] = [];
  for (const sentence of sentences) {
    let text = sentence.text.trim();
    const turn = turns?.[sentence.turn];
    if (turn && text.endsWith('.')) {
      let flat = written.get(sentence.turn);
      if (flat === undefined) {
        flat = turn.text.replace(/\s+/g, ' ');
        written.set(sentence.turn, flat);
      }
      // The reader ends a message without a final mark, and a very long run, with a full stop
      // of its own (measure/speakers.ts): a quote leaves it out.
      if (!flat.includes(text) && flat.includes(text.slice(0, -1))) text = text.slice(0, -1);
    }
    // The reader ends its document with an empty sentence: nobody wrote it, so it is not read.
    chunks(text).forEach((chunk, index) => {
      pieces.push({
        turn: sentence.turn,
        text: chunk,
        // A sentence cut into chunks counts once, with its first chunk.
        signals: index === 0 ? [sentenceSignals(sentence)] : [],
      });
    });
  }
  const byMessage = pack(pieces, (a, b) => a.turn !== b.turn);
  return byMessage.length <= PASSAGES_PER_READ ? byMessage : pack(pieces, () => false);
}

/**
 * What the coach measures in a quote read on its own: for evidence saved before quotes carried
 * their signals, so such a row still counts under the same rule.
 */
export function quoteSignals(quote: string): StyleSignals {
  const [sentences = []] = measureTurns(nlp(), [{ speaker: '', text: quote }]);
  return sumSignals(stylePassages(sentences).map((passage) => passage.signals));
}
