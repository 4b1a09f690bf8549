import type { DiscStyle } from '@styleprint/contracts';
import type { SentenceReading } from '../measure/sentences.js';
import type { SpeakerMeasures } from '../measure/speakers.js';
import type { ConversationReading } from '../index.js';

/** How strongly one sentence shows a DiSC style; picks the quote that best shows a reading. */
function styleWeight(sentence: SentenceReading, style: DiscStyle): number {
  const h = sentence.hits;
  switch (style) {
    case 'D':
      return (
        (sentence.isDirective && !sentence.isRequest ? 2 : 0) +
        (sentence.isFragment ? 1.5 : 0) +
        h.booster.length +
        h.result.length +
        0.5 * sentence.dates.length
      );
    case 'I':
      return (
        sentence.exclamations +
        sentence.emoji +
        sentence.shouting +
        h.warmth.length +
        h.positive.length +
        h.idea.length * 0.5
      );
    case 'S':
      return (
        h.hedge.length +
        h.stability.length +
        h.apology.length +
        h.negative.length +
        0.5 * h.gratitude.length
      );
    case 'C':
      return (
        (sentence.isQuestion && (h.precision.length > 0 || sentence.figures.length > 0) ? 2 : 0) +
        h.data.length +
        0.5 * sentence.figures.length +
        (sentence.isRequest ? 0.5 : 0)
      );
  }
}

/** Openers that carry no style on their own ("Hi Mia", "Thanks, Sam", "Dear Laura"). */
const GREETING = new Set([
  'hi',
  'hello',
  'hey',
  'dear',
  'morning',
  'evening',
  'afternoon',
  'good',
  'thanks',
  'thank',
  'you',
  'cheers',
  'regards',
  'kind',
  'warm',
  'warmest',
  'warmly',
  'wishes',
  'sincerely',
  'faithfully',
  'yours',
  'with',
  'best',
  'ok',
  'okay',
  'sure',
  'team',
  'everyone',
]);

/**
 * A sentence worth quoting as evidence of a style: at least three words, and more than a
 * greeting, a sign-off or a name said to someone ("Mia.", "Hi Sam,"). A bare vocative would read
 * to the user as a quote that proves nothing.
 */
export function isQuotable(sentence: SentenceReading): boolean {
  if (sentence.words < 3) return false;
  const words = sentence.text.match(/[\p{L}\p{N}']+/gu) ?? [];
  // A capitalised word after the first is most likely a name said to someone.
  const meaningful = words.filter(
    (word, index) => !GREETING.has(word.toLowerCase()) && (index === 0 || !/^\p{Lu}/u.test(word)),
  );
  return meaningful.length >= 2;
}

/**
 * The sentence that best shows why a speaker reads as a style (earliest wins a tie), among the
 * quotable ones; null when the speaker wrote nothing worth quoting.
 */
export function characteristicSentence(
  measures: SpeakerMeasures,
  style: DiscStyle,
  /** A further test a quote must pass (the writer checks it can be quoted word for word). */
  accept: (sentence: SentenceReading) => boolean = () => true,
): SentenceReading | null {
  const quotable = measures.sentences.filter((s) => isQuotable(s) && accept(s));
  let best: SentenceReading | null = null;
  let bestWeight = 0;
  for (const sentence of quotable) {
    const weight = styleWeight(sentence, style);
    if (weight > bestWeight) {
      best = sentence;
      bestWeight = weight;
    }
  }
  return best ?? quotable.find((s) => s.words >= 4) ?? quotable[0] ?? null;
}

const STOP = new Set([
  'that',
  'this',
  'with',
  'have',
  'what',
  'when',
  'where',
  'which',
  'would',
  'could',
  'should',
  'there',
  'their',
  'about',
  'your',
  'from',
  'will',
  'just',
  'been',
  'were',
  'they',
  'them',
  'then',
  'than',
  'into',
  'like',
  'some',
  'also',
  'does',
  'done',
  'only',
  'more',
  'much',
  'very',
  'want',
  'need',
]);

function contentWords(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []).filter((word) => !STOP.has(word)),
  );
}

function sentencesOfTurn(
  reading: ConversationReading,
  speaker: string,
  turn: number,
): SentenceReading[] {
  return reading.measures.get(speaker)?.sentences.filter((s) => s.turn === turn) ?? [];
}

export interface OpenQuestion {
  question: SentenceReading;
  /** True when the user replied but did not address it; false when nobody has replied yet. */
  ignored: boolean;
}

/**
 * A question the counterpart asked that the user's next message did not take up (no shared
 * content word, and no figure when the question asked for one), or that still waits for a reply.
 */
export function openQuestion(
  reading: ConversationReading,
  user: string,
  counterpart: string,
): OpenQuestion | null {
  const turns = reading.participants.turns;
  let pending: OpenQuestion | null = null;
  turns.forEach((turn, index) => {
    if (turn.speaker !== counterpart) return;
    const questions = sentencesOfTurn(reading, counterpart, index).filter(
      (s) => s.isQuestion && s.words >= 3,
    );
    const question = questions[questions.length - 1];
    if (!question) return;
    const replyIndex = turns.findIndex((t, i) => i > index && t.speaker === user);
    const nextCounterpart = turns.findIndex((t, i) => i > index && t.speaker === counterpart);
    if (replyIndex < 0 || (nextCounterpart >= 0 && nextCounterpart < replyIndex)) {
      if (replyIndex < 0) pending = { question, ignored: false };
      return;
    }
    const reply = turns[replyIndex]?.text ?? '';
    const asked = contentWords(question.text);
    const answered = [...contentWords(reply)].some((word) => asked.has(word));
    const wantedFigure = question.hits.precision.length > 0 || question.figures.length > 0;
    const gaveFigure = /\d/.test(reply);
    if (!answered || (wantedFigure && !gaveFigure)) {
      if (pending === null || pending.ignored === false) pending = { question, ignored: true };
    }
  });
  return pending;
}

export interface TensionPoint {
  /** What the user wrote just before. */
  trigger: SentenceReading;
  /** The counterpart's sharpest reaction. */
  reaction: SentenceReading;
}
