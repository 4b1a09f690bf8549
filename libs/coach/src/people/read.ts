import {
  MBTI_TYPES,
  PERSON_TRAIT_KEYS,
  STRENGTH_DOMAINS,
  type EvidenceQuote,
  type PersonTraitChoices,
  type PersonTraitKey,
  type PersonTraits,
  type PersonTraitValues,
} from '@styleprint/contracts';
import { MIN_WORDS_FOR_STYLE } from '../reading/threshold.js';
import { wordCount } from '../reading/parse/participants.js';
import { quoteSignals } from '../reading/infer/passages.js';
import { readEvidence } from '../reading/infer/style.js';

/** Each trait's values in vocabulary order: a tie goes to the earlier one, every time. */
const ORDER: { [K in 'mbti' | 'strength']: readonly PersonTraitValues[K][] } = {
  mbti: MBTI_TYPES,
  strength: STRENGTH_DOMAINS,
};

/** Words as the coach counts them for its too-little-to-read threshold. */
const quoteWords = wordCount;

export interface TraitReadOutcome<K extends PersonTraitKey> {
  value: PersonTraitValues[K] | null;
  confidence: number | null;
  words: number;
  tooLittle: boolean;
}

type TextQuote = Extract<EvidenceQuote, { trait: 'disc' | 'thinking' }>;
type TallyQuote = Extract<EvidenceQuote, { trait: 'mbti' | 'strength' }>;

/**
 * DiSC and thinking preference (docs/decisions/0107-one-rule-for-a-read.md): the coach's one
 * rule over the quotes not struck out, each counted by what was measured in it when the coach
 * read it (a quote saved without that is measured from its words).
 */
function readFromText(quotes: readonly TextQuote[], trait: 'disc' | 'thinking') {
  const read = readEvidence(
    '',
    quotes.map((quote) => ({
      quote: quote.quote,
      signals: quote.signals ?? quoteSignals(quote.quote),
    })),
  );
  if (read.style === null) {
    return { value: null, confidence: null, words: read.words, tooLittle: read.tooLittle };
  }
  const reading = trait === 'disc' ? read.style.disc : read.style.thinking;
  return {
    value: reading.style,
    confidence: Math.round(reading.confidence * 100) / 100,
    words: read.words,
    tooLittle: false,
  };
}

/**
 * MBTI and strengths are not read from text: a quote given for them speaks for its value with
 * its weight; the largest tally wins (ties keep the vocabulary's order), under the same word
 * threshold and with the same discount for little text.
 */
function readFromTally<K extends 'mbti' | 'strength'>(
  quotes: readonly TallyQuote[],
  trait: K,
): TraitReadOutcome<K> {
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
  const confidence = (bestWeight / total) * (0.55 + 0.45 * Math.min(1, words / 60));
  return { value: best, confidence: Math.round(confidence * 100) / 100, words, tooLittle: false };
}

/** What the quotes that are not struck out say about one trait. */
export function readTrait<K extends PersonTraitKey>(
  evidence: readonly EvidenceQuote[],
  trait: K,
): TraitReadOutcome<K> {
  const quotes = evidence.filter((quote) => quote.trait === trait && !quote.struck);
  if (trait === 'disc' || trait === 'thinking') {
    return readFromText(quotes as TextQuote[], trait) as TraitReadOutcome<K>;
  }
  return readFromTally(quotes as TallyQuote[], trait as 'mbti' | 'strength') as TraitReadOutcome<K>;
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
