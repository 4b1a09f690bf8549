import {
  DISC_STYLES,
  MBTI_TYPES,
  PERSON_TRAIT_KEYS,
  STRENGTH_DOMAINS,
  THINKING_STYLES,
  type EvidenceQuote,
  type PersonTraitChoices,
  type PersonTraitKey,
  type PersonTraits,
  type PersonTraitValues,
} from '@styleprint/contracts';
import { MIN_WORDS_FOR_STYLE } from '../reading/index.js';

/** Each trait's values in vocabulary order: a tie goes to the earlier one, every time. */
const ORDER: { [K in PersonTraitKey]: readonly PersonTraitValues[K][] } = {
  disc: DISC_STYLES,
  mbti: MBTI_TYPES,
  thinking: THINKING_STYLES,
  strength: STRENGTH_DOMAINS,
};

/** Words as the coach counts them for its too-little-to-read threshold. */
export function quoteWords(quote: string): number {
  return quote.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export interface TraitReadOutcome<K extends PersonTraitKey> {
  value: PersonTraitValues[K] | null;
  confidence: number | null;
  words: number;
  tooLittle: boolean;
}

/**
 * What the non-struck quotes say about one trait (docs/decisions/0101-people-read-from-evidence.md):
 * under the coach's word threshold nothing is read; otherwise the value with the largest tally of
 * weights, its confidence the coach's (share of the tally, discounted below 60 words).
 */
export function readTrait<K extends PersonTraitKey>(
  evidence: readonly EvidenceQuote[],
  trait: K,
): TraitReadOutcome<K> {
  const quotes = evidence.filter((quote) => quote.trait === trait && !quote.struck);
  const words = quotes.reduce((sum, quote) => sum + quoteWords(quote.quote), 0);
  if (quotes.length === 0) return { value: null, confidence: null, words: 0, tooLittle: false };
  if (words < MIN_WORDS_FOR_STYLE) return { value: null, confidence: null, words, tooLittle: true };
  const tally = new Map<string, number>();
  for (const quote of quotes) {
    tally.set(quote.supports, (tally.get(quote.supports) ?? 0) + quote.weight);
  }
  const total = [...tally.values()].reduce((a, b) => a + b, 0);
  let best: PersonTraitValues[K] | null = null;
  let bestWeight = 0;
  for (const value of ORDER[trait]) {
    const weight = tally.get(value) ?? 0;
    if (weight > bestWeight) {
      best = value;
      bestWeight = weight;
    }
  }
  if (best === null || total <= 0) return { value: null, confidence: null, words, tooLittle: true };
  // The coach's discount for little text (reading/infer/style.ts): 60 words count fully.
  const confidence = (bestWeight / total) * (0.55 + 0.45 * Math.min(1, words / 60));
  return { value: best, confidence: Math.round(confidence * 100) / 100, words, tooLittle: false };
}

/**
 * A person's four traits: a value chosen by hand (null = "not sure") wins over the read; with no
 * hand choice the read is used, and with neither the trait is unknown.
 */
export function personTraits(
  evidence: readonly EvidenceQuote[],
  choices: PersonTraitChoices = {},
): PersonTraits {
  const one = <K extends PersonTraitKey>(trait: K) => {
    const read = readTrait(evidence, trait);
    const chosen = choices[trait];
    if (chosen !== undefined) {
      return { value: chosen, source: 'user' as const, confidence: null, read };
    }
    return read.value === null
      ? { value: null, source: null, confidence: null, read }
      : { value: read.value, source: 'read' as const, confidence: read.confidence, read };
  };
  const traits = Object.fromEntries(PERSON_TRAIT_KEYS.map((key) => [key, one(key)]));
  return traits as PersonTraits;
}
