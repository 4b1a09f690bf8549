/**
 * The coach's own word tokenizer for cue phrases (situations, the user's patterns, safety): lower
 * case, curly apostrophes made straight, words of letters, digits and inner apostrophes, one pass
 * over the text. A cue entry is tokenized the same way, so an entry always matches itself (the
 * data tests check it).
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let current = '';
  const flush = (): void => {
    // "don't" keeps its apostrophe; a quote mark at either end of a word does not.
    let word = current;
    while (word.startsWith("'")) word = word.slice(1);
    while (word.endsWith("'")) word = word.slice(0, -1);
    if (word !== '') tokens.push(word);
    current = '';
  };
  for (const raw of text.toLowerCase()) {
    const char = raw === '’' || raw === '‘' ? "'" : raw;
    if (/[\p{L}\p{N}'$%€£]/u.test(char)) current += char;
    else flush();
  }
  flush();
  return tokens;
}

/** A compiled list of cue phrases of several kinds, looked up by first word. */
export interface PhraseIndex<K extends string> {
  byFirst: Map<string, { kind: K; words: string[]; phrase: string }[]>;
}

export function compilePhrases<K extends string>(
  lists: readonly { kind: K; phrases: readonly string[] }[],
): PhraseIndex<K> {
  const byFirst = new Map<string, { kind: K; words: string[]; phrase: string }[]>();
  for (const { kind, phrases } of lists) {
    for (const phrase of phrases) {
      const words = tokenize(phrase);
      const first = words[0];
      if (first === undefined) continue;
      const list = byFirst.get(first) ?? [];
      list.push({ kind, words, phrase });
      byFirst.set(first, list);
    }
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  return { byFirst };
}

export interface PhraseHit<K extends string> {
  kind: K;
  phrase: string;
  /** Token position of the first word. */
  at: number;
}

/** Every cue found in the tokens, longest first at each position; linear in tokens × cue length. */
export function findPhrases<K extends string>(
  index: PhraseIndex<K>,
  tokens: readonly string[],
): PhraseHit<K>[] {
  const hits: PhraseHit<K>[] = [];
  for (let at = 0; at < tokens.length; at += 1) {
    const list = index.byFirst.get(tokens[at] ?? '');
    if (!list) continue;
    const seen = new Set<K>();
    for (const entry of list) {
      if (seen.has(entry.kind)) continue;
      let ok = true;
      for (let offset = 1; offset < entry.words.length; offset += 1) {
        if (tokens[at + offset] !== entry.words[offset]) {
          ok = false;
          break;
        }
      }
      if (ok) {
        seen.add(entry.kind);
        hits.push({ kind: entry.kind, phrase: entry.phrase, at });
      }
    }
  }
  return hits;
}
