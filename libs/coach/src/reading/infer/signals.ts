import { STYLE_SIGNAL_COUNTS, type StyleSignals } from '@styleprint/contracts';
import type { SentenceReading } from '../measure/sentences.js';

/**
 * A style read adds up what each sentence shows (docs/decisions/0107-one-rule-for-a-read.md):
 * these sums are all it needs, so a passage quoted with its sums can be read again later, alone
 * or with others, exactly as the coach read it inside the conversation.
 */
const NO_SIGNALS: StyleSignals = {
  ...(Object.fromEntries(STYLE_SIGNAL_COUNTS.map((key) => [key, 0])) as Record<
    (typeof STYLE_SIGNAL_COUNTS)[number],
    number
  >),
  sentiment: 0,
  intensity: 0,
};

/** Sentiment is kept to four decimals: stored passages stay short and read back the same. */
const fourPlaces = (value: number): number => Math.round(value * 10_000) / 10_000;

/** What one sentence shows, as counts. */
export function sentenceSignals(s: SentenceReading): StyleSignals {
  const h = s.hits;
  // A guess with a number ("Maybe 60? 80?") is not a precise question; "Which source is correct?" is.
  const precise =
    s.isQuestion && (h.precision.length > 0 || s.figures.length > 0) && h.hedge.length === 0;
  return {
    sentences: 1,
    words: s.words,
    questions: s.isQuestion ? 1 : 0,
    preciseQuestions: precise ? 1 : 0,
    directives: s.isDirective && !s.isRequest ? 1 : 0,
    requests: s.isRequest ? 1 : 0,
    fragments: s.isFragment ? 1 : 0,
    enumerations: s.enumerations,
    figures: s.figures.length,
    dates: s.dates.length,
    exclamations: s.exclamations,
    emoji: s.emoji,
    shouting: s.shouting,
    hedge: h.hedge.length,
    booster: h.booster.length,
    gratitude: h.gratitude.length,
    warmth: h.warmth.length,
    apology: h.apology.length,
    positive: h.positive.length,
    negative: h.negative.length,
    data: h.data.length,
    process: h.process.length,
    people: h.people.length,
    idea: h.idea.length,
    result: h.result.length,
    stability: h.stability.length,
    sentiment: fourPlaces(s.sentiment),
    intensity: fourPlaces(Math.abs(s.sentiment)),
  };
}

/** The sums of several passages' (or sentences') signals, in the order given. */
export function sumSignals(list: readonly StyleSignals[]): StyleSignals {
  const total: StyleSignals = { ...NO_SIGNALS };
  for (const signals of list) {
    for (const key of STYLE_SIGNAL_COUNTS) total[key] += signals[key];
    total.sentiment += signals.sentiment;
    total.intensity += signals.intensity;
  }
  total.sentiment = fourPlaces(total.sentiment);
  total.intensity = fourPlaces(total.intensity);
  return total;
}
