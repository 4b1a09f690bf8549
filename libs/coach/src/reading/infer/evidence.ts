import type { DiscStyle } from '@styleprint/contracts';
import type { SentenceReading } from '../measure/sentences.js';
import type { SpeakerMeasures } from '../measure/speakers.js';
import type { ConversationReading } from '../index.js';

/** How strongly one sentence shows a DiSC style; picks the quote that best shows a reading. */
export function styleWeight(sentence: SentenceReading, style: DiscStyle): number {
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

/**
 * Where the exchange went wrong: the counterpart's most negative or most forceful sentence that
 * answers a user message, paired with the user's sentence it most likely answered.
 */
export function tensionPoint(
  reading: ConversationReading,
  user: string,
  counterpart: string,
): TensionPoint | null {
  const turns = reading.participants.turns;
  let best: TensionPoint | null = null;
  let bestScore = 0.35;
  turns.forEach((turn, index) => {
    if (turn.speaker !== counterpart || index === 0) return;
    const previous = turns[index - 1];
    if (previous?.speaker !== user) return;
    const before = sentencesOfTurn(reading, user, index - 1);
    for (const reaction of sentencesOfTurn(reading, counterpart, index)) {
      const score =
        Math.max(0, -reaction.sentiment) +
        0.4 * reaction.hits.negative.length +
        0.3 * reaction.hits.booster.length +
        (reaction.isFragment ? 0.2 : 0) +
        (/\b(?:not|no|don't|won't|can't)\b/i.test(reaction.text) ? 0.15 : 0);
      if (score > bestScore) {
        const trigger =
          [...before].sort(
            (a, b) =>
              b.hits.hedge.length +
              b.hits.apology.length +
              b.exclamations -
              (a.hits.hedge.length + a.hits.apology.length + a.exclamations),
          )[0] ?? null;
        if (trigger) {
          best = { trigger, reaction };
          bestScore = score;
        }
      }
    }
  });
  return best;
}

function measuresSentences(reading: ConversationReading): SentenceReading[] {
  return [...reading.measures.values()].flatMap((m) => m.sentences);
}

/** The main thing discussed: the noun phrase said most often, not a speaker's name. */
export function mainTopic(reading: ConversationReading): string | null {
  const names = new Set(reading.participants.speakers.flatMap((s) => s.toLowerCase().split(/\s+/)));
  const generic = new Set([
    'thing',
    'things',
    'time',
    'way',
    'lot',
    'bit',
    'today',
    'tomorrow',
    'week',
    'people',
    'team',
    'hi',
    'thanks',
    'idea',
    'ideas',
    'question',
    'questions',
    'moment',
    'sense',
    'sorry',
    'okay',
    'haha',
    'omg',
    'everyone',
    'step',
    'steps',
    'way',
    'point',
  ]);
  const tally = new Map<string, { text: string; count: number; first: number }>();
  let order = 0;
  for (const measures of reading.measures.values()) {
    for (const sentence of measures.sentences) {
      for (const phrase of sentence.nounPhrases) {
        const key = phrase.toLowerCase();
        if (
          names.has(key) ||
          generic.has(key) ||
          key.length < 3 ||
          sentence.dates.some((d) => d.toLowerCase() === key)
        )
          continue;
        const entry = tally.get(key) ?? { text: phrase, count: 0, first: (order += 1) };
        // A capital at the start of a sentence says nothing; prefer the spelling used mid-sentence.
        if (!sentence.text.startsWith(phrase)) entry.text = phrase;
        // Longer phrases carry more meaning ("pricing page" over "page").
        entry.count += 1 + 0.5 * (phrase.split(' ').length - 1);
        tally.set(key, entry);
      }
    }
  }
  const ranked = [...tally.values()].sort((a, b) => b.count - a.count || a.first - b.first);
  const top = ranked[0];
  // One passing single noun is not a topic; a repeated noun or a named thing ("pricing page") is.
  if (!top || top.count < 1.5) return null;
  const initialOnly = measuresSentences(reading).every(
    (s) => !s.text.includes(top.text) || s.text.startsWith(top.text),
  );
  return initialOnly && /^\p{Lu}\p{Ll}+\b/u.test(top.text) && top.text.includes(' ')
    ? top.text.charAt(0).toLowerCase() + top.text.slice(1)
    : top.text;
}

/** The latest deadline the counterpart set (or anyone set), as written: "Thursday", "by 3pm". */
export function latestDeadline(
  reading: ConversationReading,
  counterpart: string | null,
): string | null {
  const from = (speaker: string): string | null => {
    const dates = reading.measures.get(speaker)?.sentences.flatMap((s) => s.dates) ?? [];
    return dates[dates.length - 1] ?? null;
  };
  if (counterpart) {
    const theirs = from(counterpart);
    if (theirs) return theirs;
  }
  for (const speaker of reading.participants.speakers) {
    const any = from(speaker);
    if (any) return any;
  }
  return null;
}
