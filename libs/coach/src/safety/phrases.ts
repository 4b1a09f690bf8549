import { END, momentWords, NUMBER } from './normalise.js';

/** One place in a phrase: its alternatives, each a run of words; `optional` when it may be absent. */
interface Slot {
  options: readonly (readonly string[])[];
  optional: boolean;
}

/** A compiled phrase: slots matched left to right at one position. */
export interface Phrase {
  source: string;
  slots: readonly Slot[];
}

const ANY = '*';

/**
 * Reads the phrase syntax of data/moments/types.ts: words, `(a|b c)` alternatives (each written
 * out like text), `(…)?` optional, `*` any one word, `#` a number. A plain parser over characters.
 */
function compilePhrase(source: string): Phrase {
  const slots: Slot[] = [];
  let index = 0;
  while (index < source.length) {
    const char = source[index] ?? '';
    if (char === ' ') {
      index += 1;
      continue;
    }
    if (char === '(') {
      const close = source.indexOf(')', index);
      if (close < 0) throw new Error(`unclosed group in moment phrase: ${source}`);
      const optional = source[close + 1] === '?';
      const options = source
        .slice(index + 1, close)
        .split('|')
        .map((option) => wordsOf(option))
        .filter((words) => words.length > 0);
      slots.push({ options, optional });
      index = close + (optional ? 2 : 1);
      continue;
    }
    let end = index;
    while (end < source.length && source[end] !== ' ' && source[end] !== '(') end += 1;
    const word = source.slice(index, end);
    for (const part of wordsOf(word)) slots.push({ options: [[part]], optional: false });
    index = end;
  }
  return { source, slots };
}

/** The words of one alternative, normalised like text; `*` and `#` stay as they are. */
function wordsOf(text: string): string[] {
  const out: string[] = [];
  for (const piece of text.trim().split(' ')) {
    if (piece === ANY || piece === NUMBER) out.push(piece);
    else if (piece === '$') out.push(END);
    else if (piece !== '') out.push(...momentWords(piece));
  }
  return out;
}

function wordMatches(expected: string, actual: string | undefined): boolean {
  if (actual === undefined || actual === '') return false;
  return (expected === ANY && actual !== END) || expected === actual;
}

/**
 * Where the phrase ends if it starts at `at`, or -1. Tries each alternative of each slot; phrases
 * are a few slots of a few words, so the work per position is bounded by the phrase, not the text.
 */
function matchAt(phrase: Phrase, words: readonly string[], at: number): number {
  const walk = (slot: number, position: number): number => {
    const current = phrase.slots[slot];
    if (current === undefined) return position;
    for (const option of current.options) {
      let ok = true;
      for (let offset = 0; offset < option.length; offset += 1) {
        if (!wordMatches(option[offset] ?? '', words[position + offset])) {
          ok = false;
          break;
        }
      }
      if (ok) {
        const end = walk(slot + 1, position + option.length);
        if (end >= 0) return end;
      }
    }
    return current.optional ? walk(slot + 1, position) : -1;
  };
  return walk(0, at);
}

/** Phrases indexed by the words they can start with, so each text position tries only a few. */
export interface PhraseSet {
  byFirst: Map<string, Phrase[]>;
  /** Phrases that can start with any word (a leading `*` or optional slot). */
  anywhere: Phrase[];
}

function firstWords(phrase: Phrase): string[] | null {
  const words: string[] = [];
  for (const slot of phrase.slots) {
    for (const option of slot.options) {
      const first = option[0];
      if (first === undefined || first === ANY || first === NUMBER || first === END) return null;
      words.push(first);
    }
    if (!slot.optional) return words;
  }
  return null;
}

export function compileSet(sources: readonly string[]): PhraseSet {
  const byFirst = new Map<string, Phrase[]>();
  const anywhere: Phrase[] = [];
  for (const source of sources) {
    const phrase = compilePhrase(source);
    const firsts = firstWords(phrase);
    if (firsts === null) {
      anywhere.push(phrase);
      continue;
    }
    for (const word of new Set(firsts)) {
      const list = byFirst.get(word) ?? [];
      list.push(phrase);
      byFirst.set(word, list);
    }
  }
  return { byFirst, anywhere };
}

export interface PhraseMatch {
  phrase: string;
  start: number;
  end: number;
}

/** Every phrase of the set found in the words (the longest per phrase and start). */
export function findAll(set: PhraseSet, words: readonly string[]): PhraseMatch[] {
  const found: PhraseMatch[] = [];
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at] ?? '';
    if (word === '') continue;
    const candidates = [...(set.byFirst.get(word) ?? []), ...set.anywhere];
    for (const phrase of candidates) {
      const end = matchAt(phrase, words, at);
      if (end > at) found.push({ phrase: phrase.source, start: at, end });
    }
  }
  return found;
}
