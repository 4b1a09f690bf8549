import { MOMENTS_ACROSS_TURNS, NEGATIONS, type MomentAcrossTurns } from '../data/moments/index.js';
import { parseConversation } from '../reading/parse/index.js';
import { END, momentWords, sentencesOf } from './normalise.js';
import { compileSet, findAll, type PhraseSet } from './phrases.js';

/**
 * Moments no one sentence carries, read over a pasted conversation's turns
 * (docs/decisions/0130-coach-pasted-comment-threads-and-advances.md): a writer who remarks on the
 * other person's looks, asks them to a hotel or to drinks alone, and hints that their promotion
 * rides on it. Each sign alone is ordinary, so it takes two of them from the same writer within
 * WINDOW_TURNS turns. Linear: each turn's words are read once per sign.
 */

/** Turns of the conversation (anyone's) a writer's two signs may lie apart, the first included. */
const WINDOW_TURNS = 6;

/** A hit for the moments' list: which moment, and the signs that raised it. */
export interface AcrossTurnsHit {
  rule: MomentAcrossTurns;
  phrase: string;
  sentence: string;
}

interface CompiledRule {
  rule: MomentAcrossTurns;
  signs: [string, PhraseSet][];
}

let compiled: CompiledRule[] | null = null;

function rules(): CompiledRule[] {
  compiled ??= MOMENTS_ACROSS_TURNS.map((rule) => ({
    rule,
    signs: Object.entries(rule.signs).map(([name, phrases]) => [name, compileSet(phrases)]),
  }));
  return compiled;
}

const negations = new Set(NEGATIONS);

/** The signs one turn gives: a sign counts unless "not" or "never" comes just before it. */
function signsOf(text: string, signs: readonly [string, PhraseSet][]): Map<string, string> {
  const found = new Map<string, string>();
  for (const sentence of sentencesOf(text)) {
    const words = [...momentWords(sentence), END];
    for (const [name, set] of signs) {
      if (found.has(name)) continue;
      const live = findAll(set, words).find(
        (match) =>
          !words.slice(Math.max(0, match.start - 3), match.start).some((w) => negations.has(w)),
      );
      if (live) found.set(name, sentence.trim());
    }
  }
  return found;
}

/** Compiles the signs (the server's warm-up pays it, not a request). */
export function warmAcrossTurns(): void {
  rules();
}

/**
 * The moments a pasted conversation raises across its turns: for each rule, the first writer who
 * gives both signs of one of its pairs within WINDOW_TURNS turns.
 */
export function acrossTurns(text: string): AcrossTurnsHit[] {
  const turns = parseConversation(text).turns;
  const hits: AcrossTurnsHit[] = [];
  for (const { rule, signs } of rules()) {
    const read = turns.map((turn) => signsOf(turn.text, signs));
    const hit = firstPair(rule, turns, read);
    if (hit) hits.push(hit);
  }
  return hits;
}

function firstPair(
  rule: MomentAcrossTurns,
  turns: readonly { speaker: string }[],
  read: readonly Map<string, string>[],
): AcrossTurnsHit | null {
  for (let end = 0; end < turns.length; end += 1) {
    const writer = turns[end]?.speaker;
    // The writer's signs in the window that ends at this turn, first sentence of each.
    const seen = new Map<string, string>();
    for (let at = Math.max(0, end - WINDOW_TURNS + 1); at <= end; at += 1) {
      if (turns[at]?.speaker !== writer) continue;
      for (const [name, sentence] of read[at] ?? []) if (!seen.has(name)) seen.set(name, sentence);
    }
    for (const [a, b] of rule.together) {
      const first = seen.get(a);
      const second = seen.get(b);
      if (first !== undefined && second !== undefined) {
        return { rule, phrase: `${a} + ${b} across turns`, sentence: `${first} … ${second}` };
      }
    }
  }
  return null;
}
