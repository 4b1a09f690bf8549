/**
 * A multinomial naive Bayes text classifier over words and adjacent word pairs, small enough to
 * train at warm-up on a few thousand examples. It returns every class's posterior, so a caller can
 * tell a sure answer from a guess (the chat asks a clarifying question on a guess).
 */
export interface LabelledText {
  label: string;
  text: string;
}

export interface NaiveBayes {
  labels: string[];
  vocabulary: Set<string>;
  documents: Map<string, number>;
  counts: Map<string, Map<string, number>>;
  totals: Map<string, number>;
  size: number;
}

/** Additive smoothing of the word counts. */
const SMOOTHING = 0.3;

/** Words too common to tell situations apart. */
const STOP = new Set(
  "the a an to and of in on at for is it this that i me my you your he she they we be was with do so or if am are have has did does its it's im i'm just really like".split(
    ' ',
  ),
);

/** A word without the quote marks around it (by hand: an end-anchored pattern is quadratic). */
function trimQuotes(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && word[start] === "'") start += 1;
  while (end > start && word[end - 1] === "'") end -= 1;
  return word.slice(start, end);
}

/** Lower case words, without punctuation; a trailing plural "s" is dropped so "deadlines" is "deadline". */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => trimQuotes(word))
    .filter((word) => word.length > 0)
    .map((word) =>
      word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word,
    );
}

export function featuresOf(text: string): string[] {
  const kept = wordsOf(text).filter((word) => !STOP.has(word) && !/^\d+$/.test(word));
  const out = new Set(kept);
  for (let at = 0; at + 1 < kept.length; at += 1) out.add(`${kept[at]}_${kept[at + 1]}`);
  return [...out];
}

export function trainNaiveBayes(items: readonly LabelledText[]): NaiveBayes {
  const labels = [...new Set(items.map((item) => item.label))];
  const model: NaiveBayes = {
    labels,
    vocabulary: new Set(),
    documents: new Map(labels.map((label) => [label, 0])),
    counts: new Map(labels.map((label) => [label, new Map()])),
    totals: new Map(labels.map((label) => [label, 0])),
    size: 0,
  };
  for (const item of items) {
    model.size += 1;
    model.documents.set(item.label, (model.documents.get(item.label) ?? 0) + 1);
    const counts = model.counts.get(item.label) as Map<string, number>;
    for (const feature of featuresOf(item.text)) {
      model.vocabulary.add(feature);
      counts.set(feature, (counts.get(feature) ?? 0) + 1);
      model.totals.set(item.label, (model.totals.get(item.label) ?? 0) + 1);
    }
  }
  return model;
}

export interface Ranked {
  label: string;
  /** The posterior probability, 0 to 1, of this label among the model's labels. */
  probability: number;
}

/**
 * Every label, most probable first; an empty ranking when the text has no known word. Naive Bayes
 * counts every word as independent evidence, so its posteriors are far too sure; `temperature`
 * (above 1) softens them so that a probability can be read as a confidence.
 */
export function rank(model: NaiveBayes, text: string, temperature = 1): Ranked[] {
  const present = featuresOf(text).filter((feature) => model.vocabulary.has(feature));
  if (present.length === 0) return [];
  const scores = model.labels.map((label) => {
    const counts = model.counts.get(label) as Map<string, number>;
    const denominator = (model.totals.get(label) ?? 0) + SMOOTHING * model.vocabulary.size;
    let score = Math.log((model.documents.get(label) ?? 0) / model.size);
    for (const feature of present)
      score += Math.log(((counts.get(feature) ?? 0) + SMOOTHING) / denominator);
    return { label, score };
  });
  const top = Math.max(...scores.map((s) => s.score));
  const sum = scores.reduce((total, s) => total + Math.exp((s.score - top) / temperature), 0);
  return scores
    .map((s) => ({ label: s.label, probability: Math.exp((s.score - top) / temperature) / sum }))
    .sort((a, b) => b.probability - a.probability);
}
