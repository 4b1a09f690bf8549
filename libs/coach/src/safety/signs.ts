import { MOMENT_SIGNS, NEGATIONS, type MomentSigns } from '../data/moments/index.js';
import { compileSet, findAll, type PhraseSet } from './phrases.js';

/**
 * Moments no phrase names, read from their signs over a whole message
 * (docs/decisions/0133-coach-safety-warning-signs.md): two kinds of warning sign anywhere in the
 * text, unless words that explain them away come with none of the signs that outweigh those.
 * Linear: each sentence's words are read once per sign.
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

function liveIn(set: PhraseSet, words: readonly string[]): boolean {
  return findAll(set, words).some(
    (match) =>
      !words.slice(Math.max(0, match.start - 3), match.start).some((w) => negations.has(w)),
  );
}

/**
 * The moments a text's signs raise, from the words of each of its sentences (idioms already
 * masked by the caller, so "dying to hear back" gives no sign).
 */
export function signsHits(
  sentences: readonly { text: string; words: readonly string[] }[],
  mode: 'chat' | 'conversation',
): SignsHit[] {
  const hits: SignsHit[] = [];
  for (const { rule, signs, explainedBy } of rules()) {
    if (rule.chatOnly && mode !== 'chat') continue;
    const seen = new Map<string, string>();
    let explained = false;
    for (const sentence of sentences) {
      for (const [name, set] of signs) {
        if (!seen.has(name) && liveIn(set, sentence.words)) seen.set(name, sentence.text.trim());
      }
      if (explainedBy && !explained && liveIn(explainedBy, sentence.words)) explained = true;
    }
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
