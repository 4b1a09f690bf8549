import type { StyleSignals } from '@styleprint/contracts';

/**
 * A speaker's measures on one comparable scale (roughly 0 to 3), so style weights can be read and
 * tuned as a table. Rates are per sentence or per 100 words, with a floor of 40 words so one short
 * line cannot swing a rate to extremes.
 */
export type Feature =
  | 'directive'
  | 'request'
  | 'fragment'
  | 'question'
  | 'precisionQuestion'
  | 'hedge'
  | 'booster'
  | 'gratitude'
  | 'warmth'
  | 'apology'
  | 'positive'
  | 'negative'
  | 'data'
  | 'figures'
  | 'process'
  | 'deadline'
  | 'people'
  | 'idea'
  | 'result'
  | 'stability'
  | 'exclaim'
  | 'emoji'
  | 'brevity'
  | 'length'
  | 'feeling'
  | 'positivity';
export type FeatureVector = Record<Feature, number>;

const clamp = (value: number, low: number, high: number): number =>
  Math.min(high, Math.max(low, value));

/**
 * No single measure decides a style on its own (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, point 4): each feature counts for at
 * most this much, so a long, expressive writer's hedges cannot outweigh everything else.
 */
const FEATURE_CAP = 3;

/** The features with each capped at FEATURE_CAP, for the DiSC reading. */
export function cappedFeatures(features: FeatureVector): FeatureVector {
  return Object.fromEntries(
    Object.entries(features).map(([feature, value]) => [feature, Math.min(FEATURE_CAP, value)]),
  ) as FeatureVector;
}

/** The features of a speaker's (or a set of passages') summed signals. */
export function featureVector(m: StyleSignals): FeatureVector {
  const sentences = Math.max(1, m.sentences);
  const per100 = (count: number): number => (count / Math.max(40, m.words)) * 100;
  const share = (count: number): number => (count / sentences) * 3;
  const wordsPerSentence = m.words / sentences;
  return {
    directive: share(m.directives),
    request: share(m.requests),
    fragment: share(m.fragments),
    question: share(m.questions),
    precisionQuestion: share(m.preciseQuestions),
    hedge: per100(m.hedge) / 2,
    booster: per100(m.booster) / 2,
    gratitude: per100(m.gratitude) / 2,
    warmth: per100(m.warmth) / 2,
    apology: per100(m.apology) / 2,
    positive: per100(m.positive) / 2,
    negative: per100(m.negative) / 2,
    data: per100(m.data) / 2,
    // Capped: a table of numbers is one signal, not ten.
    figures: Math.min(2, per100(m.figures) / 3),
    process: per100(m.process + m.enumerations) / 2,
    deadline: per100(m.dates) / 2,
    people: per100(m.people) / 3,
    idea: per100(m.idea) / 2,
    result: per100(m.result) / 2,
    stability: per100(m.stability) / 2,
    exclaim: (m.exclamations / sentences) * 2,
    emoji: ((m.emoji + m.shouting) / sentences) * 2,
    brevity: clamp((10 - wordsPerSentence) / 10, 0, 1) * 1.5,
    length: clamp((wordsPerSentence - 12) / 10, 0, 1),
    feeling: (m.intensity / sentences) * 2,
    positivity: Math.max(0, m.sentiment / sentences) * 2,
  };
}
