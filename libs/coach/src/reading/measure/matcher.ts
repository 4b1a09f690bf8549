import type { WinkMethods } from 'wink-nlp';

/**
 * Finds lexicon entries (single words or phrases) of several word families in one pass over a
 * tokenised sentence. Entries are tokenised with the same pipeline as the text, and a token matches
 * an entry word by its normal form ("Don't" → "do", "not") or its lemma ("numbers" → "number"), so
 * lists stay short. One index for all families keeps this to a single scan per sentence.
 */
export interface Entry<F extends string> {
  family: F;
  words: string[];
}

export interface CompiledLexicons<F extends string> {
  byFirstWord: Map<string, Entry<F>[]>;
}

export function compileLexicons<F extends string>(
  nlp: WinkMethods,
  sources: Record<F, readonly string[]>,
): CompiledLexicons<F> {
  const byFirstWord = new Map<string, Entry<F>[]>();
  for (const family of Object.keys(sources) as F[]) {
    for (const entry of new Set(sources[family].map((e) => e.toLowerCase()))) {
      const words = nlp.readDoc(entry).tokens().out(nlp.its.normal);
      const first = words[0];
      if (first === undefined) continue;
      const list = byFirstWord.get(first) ?? [];
      list.push({ family, words });
      byFirstWord.set(first, list);
    }
  }
  // Longest first, so "step by step" wins over "step".
  for (const list of byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length);
  return { byFirstWord };
}

export interface TokenView {
  normals: readonly string[];
  lemmas: readonly string[];
}

export interface LexiconMatch<F extends string> {
  family: F;
  start: number;
  /** Exclusive. */
  end: number;
}

function matchesFrom(tokens: TokenView, at: number, words: readonly string[]): boolean {
  for (let offset = 0; offset < words.length; offset += 1) {
    const word = words[offset];
    if (tokens.normals[at + offset] !== word && tokens.lemmas[at + offset] !== word) return false;
  }
  return true;
}

/** Matches of every family; within one family matches do not overlap (longest entry first). */
export function findMatches<F extends string>(
  lexicons: CompiledLexicons<F>,
  tokens: TokenView,
): LexiconMatch<F>[] {
  const found: LexiconMatch<F>[] = [];
  const freeFrom = new Map<F, number>();
  for (let index = 0; index < tokens.normals.length; index += 1) {
    const normal = tokens.normals[index] ?? '';
    const lemma = tokens.lemmas[index] ?? '';
    const lists = [
      lexicons.byFirstWord.get(normal),
      lemma !== normal ? lexicons.byFirstWord.get(lemma) : undefined,
    ];
    const taken = new Set<F>();
    for (const list of lists) {
      if (!list) continue;
      for (const entry of list) {
        if (taken.has(entry.family) || (freeFrom.get(entry.family) ?? 0) > index) continue;
        if (!matchesFrom(tokens, index, entry.words)) continue;
        taken.add(entry.family);
        freeFrom.set(entry.family, index + entry.words.length);
        found.push({ family: entry.family, start: index, end: index + entry.words.length });
      }
    }
  }
  return found;
}
