import type { ChatHistoryItem, CoachReply, DiscStyle } from '@styleprint/contracts';
import type { UserLens } from '../writing/profile-lens.js';
import { askOf } from './ask.js';
import { composeSituationAnswer, type Turn } from './compose.js';
import { readCounterpart } from './counterpart.js';
import { readFacts, readFactsWithHistory } from './facts.js';
import { readSelfDescription } from './self-description.js';
import {
  chosenSituation,
  guessSituations,
  isSure,
  SURE,
  type SituationGuess,
} from './situations.js';
import type { ChatSituation } from '../data/chat-situations/types.js';

/** The other person answered or objected: "he said …", "she said no", "now what?". */
const PUSHBACK =
  /\b(?:(?:he|she|they|it|(?:my|the) \w+) (?:said|says|replied|responded|answered|wrote|came back|pushed back|refused|declined|disagreed|got defensive|won'?t|doesn'?t want|didn'?t like|ignored)|said no|says no|now what|what now|what do i (?:say|do) (?:to that|now|next|back)|didn'?t work|tried that|what if (?:he|she|they|it)\b|if (?:he|she|they) (?:says? no|pushes? back|refuses?|gets? (?:angry|defensive|upset)))/i;
const SHORTER =
  /\b(?:shorter|shorten|too long|more concise|briefer|cut it down|one line|tl;?dr|on (?:her|his|their|my) phone|fewer words|trim it)\b/i;
/** A message that leans on the one before ("and if she asks why?", "what about by email?"). */
const LEANS_ON_EARLIER =
  /^(?:and|but|so|then|ok|okay|also|what if|what about|how about|and if|or if|even if|same|that|this|it|he|she|they)\b|\b(?:that|this|it) (?:one|message|reply|email)\b/i;

/**
 * A short question with nothing concrete in it, about dealing with someone or writing something
 * ("how do i deal with my coworker", "Can you help me write a message to my team?"): any answer
 * would be a guess, so the coach asks what happened first.
 */
const VAGUE =
  /\bweird (?:with|to|around) me\b|\b(?:deal with|cope with|handle|talk to) (?:my|a|the|this) \w+\W*$|\bwrite (?:a|an) (?:message|email|note|post) (?:to|for) (?:my|the|a) \w+\W*$/i;
const VAGUE_MAX_WORDS = 12;

function isVague(message: string): boolean {
  if (wordsIn(message) > VAGUE_MAX_WORDS || !VAGUE.test(message)) return false;
  const facts = readFacts(message);
  return (
    facts.name === undefined &&
    facts.date === undefined &&
    facts.amount === undefined &&
    facts.count === undefined &&
    facts.thing === undefined &&
    facts.quote === undefined &&
    facts.because === undefined
  );
}

/** Below this share of probability in the three likeliest situations, the coach asks in words. */
const OPEN_QUESTION_BELOW = 0.35;

const wordsIn = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** A clarifying question with the likeliest situations as one-click choices. */
function clarifyingQuestion(guesses: readonly SituationGuess[]): CoachReply {
  const choices = guesses.slice(0, 3).map((guess) => ({
    label: guess.situation.choice,
    message: guess.situation.choice,
  }));
  const question = 'Which is closest to what you need help with?';
  return {
    inferred_style:
      'I want to answer the question you are actually asking, so one quick check first.',
    insights: [
      `${question} ${choices.map((choice) => `"${choice.label}"`).join(', or ')}? Or tell me in a sentence what happened and what you want to happen next.`,
    ],
    suggested_reply: '',
    clarify: { question, choices },
  };
}

/** The situation a conversation's earlier questions are about, read together; null when unsure. */
export function situationSoFar(earlier: readonly string[]): ChatSituation | null {
  const picked = [...earlier]
    .reverse()
    .map(chosenSituation)
    .find((situation) => situation !== null);
  if (picked) return picked;
  const guesses = earlier.length > 0 ? guessSituations(earlier.join('\n')) : [];
  return isSure(guesses) ? (guesses[0]?.situation ?? null) : null;
}

/**
 * True when a message alone is clearly about a situation (its probability alone, not the ratio:
 * "how do i share price" leans to one situation without being about one). Used to keep an
 * out-of-reach question from being declined when it is about someone.
 */
export function isSureSituation(message: string): boolean {
  const [best] = guessSituations(message, 1);
  return best !== undefined && best.probability >= SURE;
}

export interface ChatAnswerInput {
  message: string;
  history: readonly ChatHistoryItem[];
  lens: UserLens;
  /** A saved person the user asks about (`personId`): their style when the message shows none. */
  saved?: { name: string; style: DiscStyle | null; own?: boolean };
}

/**
 * The chat's answer to a question about a workplace situation, or null when the message is not
 * about one the coach knows (the caller then answers it another way). Unsure between situations,
 * it asks instead of guessing.
 */
export function answerSituation({
  message,
  history,
  lens,
  saved,
}: ChatAnswerInput): CoachReply | null {
  const earlier = history.filter((item) => item.role === 'user').map((item) => item.content);
  // A stated type holds for the whole conversation.
  const self = readSelfDescription([...earlier, message].join('\n'));

  /**
   * The answer for a situation: `context` says which earlier messages its facts and the other
   * person come from (none for a new topic; all for a follow-up or a clicked choice, whose own
   * words are the choice's, not the situation's).
   */
  const answer = (
    situation: ChatSituation,
    turn: Turn,
    context: 'message' | 'conversation' | 'earlier',
  ): CoachReply => {
    const own = context === 'earlier' ? '' : message;
    const from = context === 'message' ? [] : earlier;
    const read = readFactsWithHistory(own, from, context !== 'message');
    // The saved person (`personId`) is who the message is about ("my manager" is them), unless
    // it names someone else.
    const facts =
      saved && (!read.name || read.name === saved.name)
        ? { ...read, who: saved.name, name: saved.name }
        : read;
    const described = readCounterpart([...from, own].join('\n'), facts.who);
    const counterpart =
      described.style === null && saved?.style
        ? { style: saved.style, cues: [], saved: true, ...(saved.own ? { own: true } : {}) }
        : described;
    // A clicked choice's own words are the choice's: the ask is in the question before it.
    const ask = askOf(context === 'earlier' ? (earlier[earlier.length - 1] ?? '') : message);
    return composeSituationAnswer({ situation, facts, lens, self, counterpart, turn, ask });
  };

  const chosen = chosenSituation(message);
  if (chosen) return answer(chosen, 'new', 'earlier');

  // The situation of the conversation so far: a choice clicked on a clarifying question, else
  // what all the earlier questions together are about (a later "problem is I ramble" adds to the
  // pitch asked about first; it does not replace it).
  const previous = situationSoFar(earlier);

  const guesses = guessSituations(message);
  const [best] = guesses;
  const sure = isSure(guesses);
  if (previous) {
    // Short means a follow-up, unless it brings in someone new ("how do I handle my boss?" after
    // a question about Priya is a new question).
    const own = readFacts(message).who;
    const before = readFactsWithHistory('', earlier).who;
    const someoneNew = own !== undefined && own !== before;
    const followsOn =
      LEANS_ON_EARLIER.test(message.trim()) || (wordsIn(message) <= 12 && !someoneNew);
    // A long, clear question about something else starts a new topic, even in a conversation.
    const newTopic = sure && best?.situation.id !== previous.id && !followsOn;
    if (!newTopic) {
      if (SHORTER.test(message)) return answer(previous, 'shorter', 'conversation');
      if (PUSHBACK.test(message)) return answer(previous, 'pushback', 'conversation');
      if (followsOn) return answer(previous, 'same', 'conversation');
    }
  }
  const held = guesses.slice(0, 3).reduce((sum, guess) => sum + guess.probability, 0);
  // Nothing to go on yet: ask instead of answering a guessed situation.
  if (previous === null && isVague(message)) {
    return guesses.length >= 2 && held >= OPEN_QUESTION_BELOW ? clarifyingQuestion(guesses) : null;
  }
  if (sure && best) {
    const continues = previous !== null && best.situation.id === previous.id;
    return answer(best.situation, 'new', continues ? 'conversation' : 'message');
  }
  // When even the three likeliest hold little of the probability, offering them would only offer
  // wrong answers: the caller asks in words instead (or answers a question about the profile).
  if (guesses.length >= 2 && held >= OPEN_QUESTION_BELOW) return clarifyingQuestion(guesses);
  return null;
}
