import longWork from '../data/moments/corpus/train/19-long-work.json' with { type: 'json' };
import {
  bestOf,
  chatTrainingItems,
  CLASSES,
  trainingItems,
  type ClassName,
  type CorpusItem,
} from './classifier.js';

/**
 * A second classifier for chat messages: multinomial logistic regression over words and word
 * pairs, trained at first use on the same corpus as the naive Bayes plus `19-long-work` (long,
 * detailed questions people really send). Naive Bayes adds up evidence word by word, so a long
 * message's ordinary words push it far toward one class and it misses moments told in words it
 * has not counted; weights learnt jointly generalise better to a new writer's wording. It backs
 * the naive Bayes up for harassment, violence, medical and legal questions only: crisis stays the
 * naive Bayes's (its lower margin keeps crisis recall first), fraud the fraud lists'.
 * docs/decisions/0125-coach-safety-moments.md (amended) has the figures that chose it.
 */
export interface Weights {
  index: Map<string, number>;
  /** Feature-major: the weight of feature f for class k is `weights[f * CLASSES.length + k]`. */
  weights: Float64Array;
  bias: Float64Array;
}

/** Words too common to carry a class (a shorter list than the naive Bayes's: "me", "my" count here). */
const STOP = new Set([
  'the',
  'a',
  'an',
  'and',
  'or',
  'to',
  'of',
  'in',
  'on',
  'at',
  'for',
  'is',
  'it',
  'this',
  'that',
  'with',
  'be',
  'was',
  'are',
]);

/** A feature must occur in this many training messages to get a weight: one-offs only overfit. */
const MIN_COUNT = 2;
const EPOCHS = 4;
/** Adagrad's step size and the L2 penalty, chosen on the seen sets (decision 0125). */
const STEP = 0.5;
const L2 = 1e-5;

/**
 * How far (in the model's log-odds) the best class must beat the runner-up before this model
 * raises it on its own.
 */
export const WEIGHTS_MARGIN = 2;

/**
 * The fewest words a message needs before this model may raise a class on its own: on a handful
 * of words ("What should I eat for lunch?") one word's weight decides.
 */
export const WEIGHTS_MIN_WORDS = 10;

/** The classes this model may raise; the others are left to the naive Bayes and the lists. */
export const WEIGHTED_KINDS: ReadonlySet<ClassName> = new Set<ClassName>([
  'harassment',
  'violence',
  'medical',
  'legal',
]);

function featuresOf(words: readonly string[]): string[] {
  const kept = words.filter((word) => word !== '' && !STOP.has(word) && !word.startsWith('\u0001'));
  const out = new Set(kept);
  for (let at = 0; at + 1 < kept.length; at += 1) out.add(`${kept[at]}_${kept[at + 1]}`);
  return [...out];
}

/** A fixed shuffle (a linear congruential generator): the model is the same on every machine. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let at = out.length - 1; at > 0; at -= 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const other = Math.floor((state / 2147483648) * (at + 1));
    [out[at], out[other]] = [out[other] as T, out[at] as T];
  }
  return out;
}

/** The class scores of a message's feature indices; features are scaled by 1/√n so length does not decide. */
function scoresOf(model: Weights, indices: readonly number[]): Float64Array {
  const classes = CLASSES.length;
  const scale = 1 / Math.sqrt(Math.max(1, indices.length));
  const scores = new Float64Array(model.bias);
  for (const feature of indices) {
    for (let k = 0; k < classes; k += 1) {
      scores[k] = (scores[k] ?? 0) + (model.weights[feature * classes + k] ?? 0) * scale;
    }
  }
  return scores;
}

/** Trains the model on `items`, each read by `wordsOf` (the detector's own reading). */
export function trainWeights(
  items: readonly CorpusItem[],
  wordsOf: (text: string) => string[],
): Weights {
  const classes = CLASSES.length;
  const documents = items
    .map((item) => ({
      label: CLASSES.indexOf(item.class as ClassName),
      features: featuresOf(wordsOf(item.text)),
    }))
    .filter((document) => document.label >= 0);
  const counts = new Map<string, number>();
  for (const document of documents) {
    for (const feature of document.features) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  }
  const index = new Map<string, number>();
  for (const [feature, count] of counts) if (count >= MIN_COUNT) index.set(feature, index.size);
  const model: Weights = {
    index,
    weights: new Float64Array(index.size * classes),
    bias: new Float64Array(classes),
  };
  // Adagrad: each weight's step shrinks with the gradients it has seen, so rare features still learn.
  const squared = new Float64Array(index.size * classes).fill(1e-8);
  const squaredBias = new Float64Array(classes).fill(1e-8);
  const rows = documents.map((document) => ({
    label: document.label,
    indices: document.features
      .map((feature) => index.get(feature))
      .filter((at): at is number => at !== undefined),
  }));
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    for (const { label, indices } of shuffled(rows, epoch + 1)) {
      const scores = scoresOf(model, indices);
      const top = Math.max(...scores);
      let total = 0;
      for (let k = 0; k < classes; k += 1) {
        scores[k] = Math.exp((scores[k] ?? 0) - top);
        total += scores[k] ?? 0;
      }
      const scale = 1 / Math.sqrt(Math.max(1, indices.length));
      for (let k = 0; k < classes; k += 1) {
        const gradient = (scores[k] ?? 0) / total - (k === label ? 1 : 0);
        squaredBias[k] = (squaredBias[k] ?? 0) + gradient * gradient;
        model.bias[k] = (model.bias[k] ?? 0) - (STEP / Math.sqrt(squaredBias[k] ?? 1)) * gradient;
        for (const feature of indices) {
          const at = feature * classes + k;
          const step = gradient * scale + L2 * (model.weights[at] ?? 0);
          squared[at] = (squared[at] ?? 0) + step * step;
          model.weights[at] =
            (model.weights[at] ?? 0) - (STEP / Math.sqrt(squared[at] ?? 1)) * step;
        }
      }
    }
  }
  return model;
}

let trained: Weights | null = null;

/** The items this model learns from: the naive Bayes's, and the long questions. */
export function weightedTrainingItems(): CorpusItem[] {
  return [...trainingItems(), ...(longWork as CorpusItem[])];
}

/** Trains once on every training file; `wordsOf` is the detector's own reading of a text. */
export function weights(wordsOf: (text: string) => string[]): Weights {
  trained ??= trainWeights(weightedTrainingItems(), wordsOf);
  return trained;
}

let chatTrained: Weights | null = null;

/** The same, with the later fresh batches, for chat messages only (as `chatClassifier`). */
export function chatWeights(wordsOf: (text: string) => string[]): Weights {
  chatTrained ??= trainWeights([...chatTrainingItems(), ...(longWork as CorpusItem[])], wordsOf);
  return chatTrained;
}

/** The best class of a message's words, and its margin over the runner-up. */
export function weigh(
  model: Weights,
  words: readonly string[],
): { kind: ClassName; margin: number } {
  const indices = featuresOf(words)
    .map((feature) => model.index.get(feature))
    .filter((at): at is number => at !== undefined);
  return bestOf(
    [...scoresOf(model, indices)].map((score, k) => ({ kind: CLASSES[k] ?? 'control', score })),
  );
}
