import type { DiscStyle, StyleSignals, ThinkingStyle } from '@styleprint/contracts';
import { DISC_STYLES, THINKING_STYLES } from '@styleprint/contracts';
import type { SpeakerMeasures } from '../measure/speakers.js';
import { wordCount } from '../parse/participants.js';
import { MIN_WORDS_FOR_STYLE } from '../threshold.js';
import { cappedFeatures, featureVector, type Feature, type FeatureVector } from './features.js';
import { stylePassages } from './passages.js';
import { sumSignals } from './signals.js';

type Weights = Partial<Record<Feature, number>>;

/**
 * How each feature speaks for each DiSC style. D: commands, certainty, results, short sentences.
 * I: warmth, enthusiasm, exclamations, emoji, ideas. S: hedges, care about change, apologies,
 * thanks, questions rather than commands. C: data, figures, precise questions, long sentences,
 * little emotion. Tuned on the labelled conversations in test/fixtures.
 */
const DISC_WEIGHTS: Record<DiscStyle, Weights> = {
  D: {
    directive: 1.0,
    fragment: 0.8,
    booster: 0.8,
    result: 0.8,
    brevity: 0.8,
    deadline: 0.3,
    figures: 0.15,
    hedge: -0.6,
    warmth: -0.3,
    gratitude: -0.3,
    apology: -0.6,
    request: -0.2,
    question: -0.2,
    emoji: -0.3,
    stability: -0.3,
  },
  I: {
    warmth: 0.7,
    positive: 0.9,
    exclaim: 0.8,
    emoji: 1.0,
    idea: 0.6,
    people: 0.3,
    positivity: 0.5,
    data: -0.3,
    process: -0.2,
  },
  S: {
    hedge: 0.7,
    stability: 0.9,
    apology: 0.7,
    gratitude: 0.4,
    negative: 0.4,
    people: 0.4,
    question: 0.3,
    request: 0.3,
    directive: -0.6,
    booster: -0.5,
    result: -0.3,
  },
  C: {
    data: 1.0,
    figures: 0.4,
    precisionQuestion: 1.0,
    process: 0.4,
    request: 0.3,
    length: 0.5,
    question: 0.2,
    deadline: 0.1,
    exclaim: -0.5,
    emoji: -0.6,
    feeling: -0.3,
    warmth: -0.2,
    idea: -0.2,
    fragment: -0.3,
  },
};

/** Emergenetics thinking preferences: what a person's words dwell on. */
const THINKING_WEIGHTS: Record<ThinkingStyle, Weights> = {
  Analytical: { data: 1.0, figures: 0.6, precisionQuestion: 0.8, booster: 0.1 },
  Structural: { process: 1.0, deadline: 0.5, stability: 0.1, request: 0.2 },
  Social: { people: 0.8, warmth: 0.5, gratitude: 0.4, negative: 0.3, apology: 0.3 },
  Conceptual: { idea: 1.0, positive: 0.3, exclaim: 0.1 },
};

export type ConfidenceLevel = 'high' | 'moderate' | 'low';

export interface Reading<S extends string> {
  style: S;
  /** 0 to 1: the share of the evidence for the top style, discounted for short texts. */
  confidence: number;
  level: ConfidenceLevel;
  /** Features that weighed most for the chosen style, strongest first. */
  because: Feature[];
  scores: Record<S, number>;
}

export interface StyleReading {
  speaker: string;
  disc: Reading<DiscStyle>;
  thinking: Reading<ThinkingStyle>;
  features: FeatureVector;
}

function score(weights: Weights, features: FeatureVector): number {
  return Object.entries(weights).reduce(
    (total, [feature, weight]) => total + features[feature as Feature] * (weight ?? 0),
    0,
  );
}

const TEMPERATURE = 0.6;

function pick<S extends string>(
  styles: readonly S[],
  table: Record<S, Weights>,
  features: FeatureVector,
  words: number,
): Reading<S> {
  const scores = Object.fromEntries(
    styles.map((style) => [style, score(table[style], features)]),
  ) as Record<S, number>;
  // Ties keep the table's order, so the same input always gives the same style.
  const best = styles.reduce(
    (top, style) => (scores[style] > scores[top] ? style : top),
    styles[0] as S,
  );
  const max = scores[best];
  const exp = styles.map((style) => Math.exp((scores[style] - max) / TEMPERATURE));
  const share = 1 / exp.reduce((a, b) => a + b, 0);
  // Little text is little evidence: 60 words or more count fully.
  const confidence = share * (0.55 + 0.45 * Math.min(1, words / 60));
  const because = (Object.entries(table[best]) as [Feature, number][])
    .map(([feature, weight]) => [feature, features[feature] * weight] as const)
    .filter(([, contribution]) => contribution > 0.05)
    .sort((a, b) => b[1] - a[1])
    .map(([feature]) => feature);
  return {
    style: best,
    confidence,
    level: confidence >= 0.6 ? 'high' : confidence >= 0.4 ? 'moderate' : 'low',
    because,
    scores,
  };
}

/** The read of summed signals: the DiSC style and thinking preference they speak for most. */
function readStyle(speaker: string, signals: StyleSignals): StyleReading {
  const features = featureVector(signals);
  return {
    speaker,
    disc: pick(DISC_STYLES, DISC_WEIGHTS, cappedFeatures(features), signals.words),
    thinking: pick(THINKING_STYLES, THINKING_WEIGHTS, features, signals.words),
    features,
  };
}

/** What a set of passages says: nothing under the word threshold, else the read of their sums. */
export interface EvidenceRead {
  /** Words of the passages, counted as the coach counts a speaker's words. */
  words: number;
  tooLittle: boolean;
  style: StyleReading | null;
}

/**
 * THE rule for a person's style (docs/decisions/0107-one-rule-for-a-read.md): the coach's
 * analysis reads each speaker through it over all their passages, and a saved person is read
 * through it over the passages the user has not struck out. Fewer than MIN_WORDS_FOR_STYLE words
 * is too little to read.
 */
export function readEvidence(
  speaker: string,
  passages: readonly { quote: string; signals: StyleSignals }[],
): EvidenceRead {
  const words = passages.reduce((sum, passage) => sum + wordCount(passage.quote), 0);
  if (passages.length === 0) return { words: 0, tooLittle: false, style: null };
  if (words < MIN_WORDS_FOR_STYLE) return { words, tooLittle: true, style: null };
  return {
    words,
    tooLittle: false,
    style: readStyle(speaker, sumSignals(passages.map((passage) => passage.signals))),
  };
}

/** Infers a speaker's likely DiSC style and thinking preference from all they wrote. */
export function inferStyle(measures: SpeakerMeasures): StyleReading {
  const passages = stylePassages(measures.sentences);
  return readStyle(measures.speaker, sumSignals(passages.map((passage) => passage.signals)));
}
