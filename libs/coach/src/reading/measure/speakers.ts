import type { WinkMethods } from 'wink-nlp';
import type { Turn } from '../parse/index.js';
import { CATEGORIES, readTurn, type Category, type SentenceReading } from './sentences.js';

/** Everything measured about one speaker, with the sentences that show it. */
export interface SpeakerMeasures {
  speaker: string;
  messages: number;
  words: number;
  sentences: SentenceReading[];
  questions: SentenceReading[];
  /** Commands without "please" or "could you". */
  directives: SentenceReading[];
  /** Softened requests: "Please send …", "Could you …?" */
  requests: SentenceReading[];
  fragments: number;
  enumerations: number;
  /** Matches per word family. */
  counts: Record<Category, number>;
  figures: number;
  dates: number;
  exclamations: number;
  emoji: number;
  shouting: number;
  /** Mean sentence sentiment (−1 to 1). */
  sentiment: number;
  /** Mean absolute sentence sentiment: how much feeling, either way. */
  intensity: number;
  wordsPerMessage: number;
  wordsPerSentence: number;
}

/** Reads every turn once and groups what was found by speaker. */
export function measureTurns(nlp: WinkMethods, turns: readonly Turn[]): SentenceReading[][] {
  return turns.map((turn, index) => readTurn(nlp, turn.text, index));
}

export function measureSpeaker(
  speaker: string,
  turns: readonly Turn[],
  readings: readonly SentenceReading[][],
): SpeakerMeasures {
  const sentences = readings.filter((_, index) => turns[index]?.speaker === speaker).flat();
  const messages = turns.filter((turn) => turn.speaker === speaker).length;
  const sum = (pick: (sentence: SentenceReading) => number): number =>
    sentences.reduce((total, sentence) => total + pick(sentence), 0);
  const words = sum((s) => s.words);
  const counts = Object.fromEntries(
    CATEGORIES.map((category) => [category, sum((s) => s.hits[category].length)]),
  ) as Record<Category, number>;
  const sentenceCount = Math.max(1, sentences.length);
  return {
    speaker,
    messages,
    words,
    sentences,
    questions: sentences.filter((s) => s.isQuestion),
    directives: sentences.filter((s) => s.isDirective && !s.isRequest),
    requests: sentences.filter((s) => s.isRequest),
    fragments: sentences.filter((s) => s.isFragment).length,
    enumerations: sum((s) => s.enumerations),
    counts,
    figures: sum((s) => s.figures.length),
    dates: sum((s) => s.dates.length),
    exclamations: sum((s) => s.exclamations),
    emoji: sum((s) => s.emoji),
    shouting: sum((s) => s.shouting),
    sentiment: sum((s) => s.sentiment) / sentenceCount,
    intensity: sum((s) => Math.abs(s.sentiment)) / sentenceCount,
    wordsPerMessage: words / Math.max(1, messages),
    wordsPerSentence: words / sentenceCount,
  };
}
