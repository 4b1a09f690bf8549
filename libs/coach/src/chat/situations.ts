import { CHAT_SITUATIONS, SITUATION_EXAMPLES } from '../data/chat-situations/index.js';
import type { ChatSituation } from '../data/chat-situations/types.js';
import { rank, trainNaiveBayes, type NaiveBayes } from '../reading/classify/naive-bayes.js';

/**
 * Which situation a chat question is about, and how sure the coach is: a naive Bayes classifier
 * trained at warm-up on the questions in data/chat-situations/corpus (written for training; the
 * held-out file is never read here).
 */
export interface SituationGuess {
  situation: ChatSituation;
  probability: number;
}

/**
 * Sure enough to answer: below this, the coach asks which situation it is. With TEMPERATURE 2,
 * five-fold cross-validation over the training questions answers about 70% of them, four in five
 * rightly, and asks on the rest; a vague "how do I handle my boss?" stays well below.
 */
export const SURE = 0.45;
/** How much the classifier's posteriors are softened (see `rank`). */
const TEMPERATURE = 2;

let model: NaiveBayes | null = null;

const BY_ID = new Map(CHAT_SITUATIONS.map((situation) => [situation.id, situation]));

export function situationModel(): NaiveBayes {
  model ??= trainNaiveBayes([
    ...SITUATION_EXAMPLES.filter((example) => BY_ID.has(example.situation)).map((example) => ({
      label: example.situation,
      text: example.text,
    })),
    // The clarifying choices are questions too: a click on one must land on its situation.
    ...CHAT_SITUATIONS.map((situation) => ({ label: situation.id, text: situation.choice })),
  ]);
  return model;
}

/** The most likely situations, best first (at most `limit`). */
export function guessSituations(text: string, limit = 3): SituationGuess[] {
  return rank(situationModel(), text, TEMPERATURE)
    .slice(0, limit)
    .flatMap((ranked) => {
      const situation = BY_ID.get(ranked.label);
      return situation ? [{ situation, probability: ranked.probability }] : [];
    });
}

/** The situation whose clarifying choice this message is, word for word (a click on a choice). */
export function chosenSituation(message: string): ChatSituation | null {
  const text = message.trim().toLowerCase();
  return CHAT_SITUATIONS.find((situation) => situation.choice.toLowerCase() === text) ?? null;
}

export function situationById(id: string): ChatSituation | null {
  return BY_ID.get(id) ?? null;
}
