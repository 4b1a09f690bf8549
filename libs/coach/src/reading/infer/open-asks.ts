import { splitSentences } from '../measure/split.js';
import { tokenize } from '../measure/tokens.js';
import type { Turn } from '../parse/index.js';

/**
 * The user's last question or request, and whether the other side's messages after it take it
 * up: a reply that shares none of its words and opens with no answer word leaves it open. Linear:
 * one pass over the turns after the ask.
 */

/** "Could you…", "Can you let me know…", "…?": a sentence that asks for something. */
export const ASKS =
  /\?\s*$|^(?:could you|can you|would you|please|let me know|i need|(?:i'd|i would) (?:like to be|be grateful if)|i(?:'m| am) (?:asking|requesting)|would it be possible)\b|\b(?:i'd|i would) like to (?:ask|request)\b/i;
/** An answer word at the start of a reply: it takes the question up, whatever else it says. */
export const ANSWERS =
  /^(?:yes|yep|yup|yeah|no|nope|sure|k|kk|ok|okay|fine|np|no problem|of course|absolutely|done|sorted|paid|sent|confirmed|agreed|will do|can do|will look|on it|got it|i can|we can|i'll|i will|we'll|we will|not yet|sorry)\b/i;
/** "Hi Ben, " before the ask: the reply quotes the question, not the greeting. */
export const GREETING = /^(?:hi|hello|hey|dear|morning)\b[^,]{0,30},\s*/i;
/** Words too common to show that a reply is about the same thing. */
const COMMON = new Set([
  'about',
  'could',
  'would',
  'should',
  'please',
  'thanks',
  'thank',
  'there',
  'their',
  'these',
  'those',
  'which',
  'where',
  'when',
  'what',
  'this',
  'that',
  'with',
  'from',
  'have',
  'know',
  'your',
  'just',
  'still',
  'some',
  'anything',
  'something',
  'side',
  'hope',
  'well',
  'today',
  'tomorrow',
  'week',
  'need',
  'want',
  'like',
  'time',
  'much',
  'also',
  'quick',
  'help',
  'holding',
  'expect',
]);

/** Content words by their first five letters, so "volunteer" and "volunteers" agree. */
export function contentWords(text: string): Set<string> {
  return new Set(
    tokenize(text)
      .map((token) => token.toLowerCase())
      .filter((token) => token.length >= 4 && /^\p{L}+$/u.test(token) && !COMMON.has(token))
      .map((token) => token.slice(0, 5)),
  );
}

/** "How did it go?", "What do you think…?": an open question, answered in the other's own words. */
export const OPEN_QUESTION = /^(?:how|what|why|who|where|which|when)\b/i;

export interface OpenAsk {
  /** The user's sentence that asks, as written. */
  quote: string;
  /** True when the other side wrote after it without taking it up. */
  ignored: boolean;
}

/** The user's last ask and what became of it; null when the user asked nothing. */
export function lastOpenAsk(
  turns: readonly Turn[],
  user: string | null,
  counterparts: readonly string[],
): OpenAsk | null {
  if (user === null) return null;
  let askAt = -1;
  let quote = '';
  let context = '';
  for (let index = turns.length - 1; index >= 0 && askAt < 0; index -= 1) {
    const turn = turns[index];
    if (turn?.speaker !== user) continue;
    const asking = splitSentences(turn.text).filter((sentence) => {
      const plain = sentence.trim().replace(GREETING, '');
      return ASKS.test(plain) && !OPEN_QUESTION.test(plain);
    });
    const last = asking[asking.length - 1];
    if (last) {
      askAt = index;
      quote = last.trim().replace(GREETING, '');
      context = turn.text;
    }
  }
  if (askAt < 0) return null;
  const theirs = new Set(counterparts);
  const after = turns.slice(askAt + 1).filter((turn) => theirs.has(turn.speaker));
  if (after.length === 0) return { quote, ignored: false };
  // What the ask is about: its whole message ("invoice 2291 fell due on Sunday. Could you let me
  // know when we can expect payment?").
  const asked = contentWords(context);
  // Too few words of its own to tell whether a reply is about it ("Any news?").
  if (asked.size < 2) return { quote, ignored: false };
  const answered = after.some((turn) => {
    if (ANSWERS.test(turn.text.trim())) return true;
    for (const word of contentWords(turn.text)) if (asked.has(word)) return true;
    return false;
  });
  return { quote, ignored: !answered };
}
