import type { Turn } from '../reading/parse/index.js';
import { measureSpeaker, measureTurns, type SpeakerMeasures } from '../reading/measure/speakers.js';
import { inferStyle, type StyleReading } from '../reading/infer/style.js';
import { MIN_WORDS_FOR_STYLE } from '../reading/index.js';
import { nlp } from '../reading/nlp.js';

/** One writer's messages, measured and (with enough words) read by the coach's shared reading. */
export interface OwnWordsReading {
  measures: SpeakerMeasures;
  /** Null below the coach's reading floor (MIN_WORDS_FOR_STYLE words). */
  style: StyleReading | null;
}

const SPEAKER = 'Writer';

/**
 * Reads messages that all come from one person (the user's own side of threads, or a saved
 * person's quoted lines) with the coach's measure and infer stages, unchanged: the same word
 * lists and weights as an analysis (docs/decisions/0106-how-you-come-across.md).
 */
export function readOwnWords(
  messages: readonly string[],
  minWords = MIN_WORDS_FOR_STYLE,
): OwnWordsReading {
  const turns: Turn[] = messages
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .map((text) => ({ speaker: SPEAKER, text }));
  const readings = measureTurns(nlp(), turns);
  const measures = measureSpeaker(SPEAKER, turns, readings);
  return { measures, style: measures.words >= minWords ? inferStyle(measures) : null };
}
