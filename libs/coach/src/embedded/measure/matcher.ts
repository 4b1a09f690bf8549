import type { WinkMethods } from 'wink-nlp';

/**
 * Finds lexicon entries (single words or phrases) in a tokenised sentence. Entries are tokenised
 * with the same pipeline as the text, and a token matches an entry word by its normal form
 * ("Don't" → "do", "not") or its lemma ("numbers" → "number"), so lists stay short.
 */
export interface CompiledLexicon {
  byFirstWord: Map<string, string[][]>;
}

export function compileLexicon(nlp: WinkMethods, entries: readonly string[]): CompiledLexicon {
  const byFirstWord = new Map<string, string[][]>();
  for (const entry of new Set(entries.map((e) => e.toLowerCase()))) {
    const words = nlp.readDoc(entry).tokens().out(nlp.its.normal);
    const first = words[0];
    if (first === undefined) continue;
    const list = byFirstWord.get(first) ?? [];
    list.push(words);
    byFirstWord.set(first, list);
  }
  // Longest first, so "step by step" wins over "step".
  for (const list of byFirstWord.values()) list.sort((a, b) => b.length - a.length);
  return { byFirstWord };
}

export interface TokenView {
  normals: readonly string[];
  lemmas: readonly string[];
}

export interface LexiconMatch {
  start: number;
  /** Exclusive. */
  end: number;
}

const matchesAt = (tokens: TokenView, at: number, word: string): boolean =>
  tokens.normals[at] === word || tokens.lemmas[at] === word;

/** Non-overlapping matches, longest entry first at each position. */
export function findMatches(lexicon: CompiledLexicon, tokens: TokenView): LexiconMatch[] {
  const found: LexiconMatch[] = [];
  let index = 0;
  while (index < tokens.normals.length) {
    const candidates = [
      ...(lexicon.byFirstWord.get(tokens.normals[index] ?? '') ?? []),
      ...(tokens.lemmas[index] !== tokens.normals[index]
        ? (lexicon.byFirstWord.get(tokens.lemmas[index] ?? '') ?? [])
        : []),
    ];
    const hit = candidates.find((words) =>
      words.every((word, offset) => matchesAt(tokens, index + offset, word)),
    );
    if (hit) {
      found.push({ start: index, end: index + hit.length });
      index += hit.length;
    } else {
      index += 1;
    }
  }
  return found;
}
