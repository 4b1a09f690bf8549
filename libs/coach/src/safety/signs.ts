import { MOMENT_SIGNS, NEGATIONS, type MomentSigns } from '../data/moments/index.js';
import { compileSet, findAll, type PhraseSet } from './phrases.js';

/**
 * Moments no phrase names, read from their signs over a whole message
 * (docs/decisions/0133-coach-safety-warning-signs.md): two kinds of warning sign anywhere in the
 * text, unless words that explain them away come with none of the signs that outweigh those.
 * Linear: each sign's phrases are matched in one pass over the text's words.
 */

/** A hit for the moments' list: which rule, and the signs that raised it. */
export interface SignsHit {
  rule: MomentSigns;
  phrase: string;
  sentence: string;
}

interface CompiledSigns {
  rule: MomentSigns;
  signs: [string, PhraseSet][];
  explainedBy: PhraseSet | null;
}

let compiled: CompiledSigns[] | null = null;

function rules(): CompiledSigns[] {
  compiled ??= MOMENT_SIGNS.map((rule) => ({
    rule,
    signs: Object.entries(rule.signs).map(([name, phrases]) => [name, compileSet(phrases)]),
    explainedBy: rule.explainedBy ? compileSet(rule.explainedBy) : null,
  }));
  return compiled;
}

/** Compiles the signs (the server's warm-up pays it, not a request). */
export function warmSigns(): void {
  rules();
}

const negations = new Set(NEGATIONS);

/** A text's sentences as one run of words, with the sentence each word belongs to. */
interface Run {
  words: string[];
  owner: number[];
}

function runOf(sentences: readonly { words: readonly string[] }[]): Run {
  const words: string[] = [];
  const owner: number[] = [];
  sentences.forEach((sentence, index) => {
    for (const word of sentence.words) {
      words.push(word);
      owner.push(index);
    }
  });
  return { words, owner };
}

/**
 * The first sentence in which a set matches, inside one sentence and not after "not" or "never"
 * in the three words before it, or -1. One pass over the whole text per set: a text of many
 * short sentences costs no more than one long one.
 */
function firstSentence(set: PhraseSet, { words, owner }: Run): number {
  for (const match of findAll(set, words)) {
    const sentence = owner[match.start] ?? -1;
    if (owner[match.end - 1] !== sentence) continue;
    let negated = false;
    for (let at = Math.max(0, match.start - 3); at < match.start; at += 1) {
      if (owner[at] === sentence && negations.has(words[at] ?? '')) negated = true;
    }
    if (!negated) return sentence;
  }
  return -1;
}

/**
 * The moments a text's signs raise, from the words of each of its sentences (idioms already
 * masked by the caller, so "dying to hear back" gives no sign).
 */
export function signsHits(
  sentences: readonly { text: string; words: readonly string[] }[],
  mode: 'chat' | 'conversation',
): SignsHit[] {
  const run = runOf(sentences);
  const hits: SignsHit[] = [];
  for (const { rule, signs, explainedBy } of rules()) {
    if (rule.chatOnly && mode !== 'chat') continue;
    const seen = new Map<string, string>();
    for (const [name, set] of signs) {
      const at = firstSentence(set, run);
      if (at >= 0) seen.set(name, sentences[at]?.text.trim() ?? '');
    }
    const explained = explainedBy !== null && firstSentence(explainedBy, run) >= 0;
    if (explained && !(rule.outweighs ?? []).some((name) => seen.has(name))) continue;
    const pair = rule.together.find(([a, b]) => seen.has(a) && seen.has(b));
    if (pair) {
      const [a, b] = pair;
      hits.push({
        rule,
        phrase: `${a} + ${b} in one message`,
        sentence: `${seen.get(a) ?? ''} … ${seen.get(b) ?? ''}`,
      });
    }
  }
  return hits;
}
