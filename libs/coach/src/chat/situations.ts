import { CHAT_SITUATIONS, SITUATION_EXAMPLES } from '../data/chat-situations/index.js';
import type { ChatSituation } from '../data/chat-situations/types.js';
import {
  aboutPersonalLife,
  RUNNER_UP_WORDS,
  TOPIC_WORDS,
  WORK_ONLY_SITUATIONS,
} from '../data/chat-situations/topic-words.js';
import { rank, trainNaiveBayes, type NaiveBayes } from '../reading/classify/naive-bayes.js';

/**
 * Which situation a chat question is about, and how sure the coach is: a naive Bayes classifier
 * trained at warm-up on the questions in data/chat-situations/corpus (written for training; the
 * held-out file is never read here).
 */
export interface SituationGuess {
  situation: ChatSituation;
  probability: number;
  /**
   * The likeliest situation ranked below this one whose topic the question never names: left out
   * of the guesses, it still counts against being sure by ratio (see isSure).
   */
  rival?: number;
}

/**
 * Sure enough to answer: the best situation has a probability of 0.75 or more, or is at least
 * SURE_RATIO times as likely as the next (a short, plain "how do I ask my manager for a raise?"
 * spreads its probability thin but still points one way). Below both, the coach asks which
 * situation it is. Chosen by five-fold cross-validation over the training questions (never the
 * held-out file): with TEMPERATURE 2 it answers 84% of them, 88% rightly, and asks on the rest,
 * where the right situation is among the choices most of the time; 0.45 alone would answer 89%
 * but be wrong on one in eight. A vague "how do I handle my boss?" stays far below.
 */
export const SURE = 0.75;
const SURE_RATIO = 2.5;

/** True when the best guess is sure enough to answer (see SURE). */
export function isSure(guesses: readonly SituationGuess[]): boolean {
  const [best, next] = guesses;
  if (!best) return false;
  const runnerUp = Math.max(next?.probability ?? 0, best.rival ?? 0);
  return best.probability >= SURE || best.probability >= SURE_RATIO * runnerUp;
}
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

/**
 * Situations that cannot be the topic unless the question says so in words: a question about a
 * "very direct boss" is not about cultures, and one without a client is not a client's
 * escalation, however much its other words lean that way.
 */
const NEEDS_WORDS: Readonly<Record<string, RegExp>> = {
  'cross-cultural':
    /\b(?:cultur\w*|countr\w*|offices?|offshore|nationalit\w*|international|global|overseas|abroad|region\w*|japan\w*|german\w*|americ\w*|india\w*|chin\w*|brit\w*|dutch|french|asia\w*|europe\w*|latin\w*|african?|arab\w*|korea\w*|brazil\w*|mexic\w*|spanish|italian|nordic|polish|russian|filipino|vietnam\w*)\b/i,
  'non-native-english':
    /\b(?:english|language|accent|native|translat\w*|grammar|vocabulary|fluent|fluency|second language|esl|pronounc\w*|understand me|understood|repeat (?:myself|it)|idioms?|phrasing|words? in english)\b/i,
  raise:
    /\b(?:raise|cost[- ]of[- ]living|adjustment|uplift|increase|pay|paid|salary|salaries|compensation|underpaid|money|wage|wages|rate|comp|\$|£|€|\d+k)\b|[$£€]/i,
  resigning:
    /\b(?:resign\w*|leaving|quit\w*|notice period|(?:hand|handing|give|giving) (?:in )?(?:my )?notice|new job|job offer|counter-?offer|moving on|last day|leav\w* (?:the|this|my|our) (?:company|job|role|firm|organi[sz]ation|business))\b/i,
};

/**
 * Words that rule a situation out: a day off asked for is not more time on work (the chat batch
 * ab's "ask my manager for friday the 23rd off" got "I need a few more days to finish this well").
 */
const RULED_OUT_BY: Readonly<Record<string, RegExp>> = {
  'ask-more-time':
    /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day(?: the \d{1,2}(?:st|nd|rd|th)?)? off|(?:the )?\d{1,2}(?:st|nd|rd|th)? off|(?:a|the|one|two|three|\d) days? off|time off|annual leave|(?:book|take|request) (?:a |the |some )?(?:leave|holiday))\b/i,
};

/**
 * Words of time asked for: "they want an answer by Monday" on a job offer read as asking for more
 * days (chat batch ac: "I need a few more days to finish this properly", sent to a recruiter).
 */
const TIME_ASKED =
  /\b(?:extension|extend\w*|more time|(?:an?|one|few|a few|couple of|a couple of|two|three|\d+) (?:more|extra) (?:days?|weeks?|hours?|months?)|push (?:back|it back|it|the deadline|the date)|deadlines?|later|postpon\w*|delay\w*|reschedul\w*|slip\w*|won'?t (?:be )?(?:ready|done|finish\w*|make it)|can'?t (?:make|finish|get it done|meet|get it)|not (?:be )?(?:ready|done|finished)|behind|running late|(?:be|is|am|are|running) late|late (?:on|with)|another (?:day|week|few days|couple of days)|more (?:days|weeks)|move (?:the|my|our) (?:deadline|date|due date)|in time|on time|(?:until|till) (?:the following|next|the \d|\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day|end of)|move it)\b/i;

/**
 * Asking for more time says so in words of time: without them ("ask my old manager for a
 * reference, the application closes Friday", "ask for 50% up front before I start Monday") the
 * question is about something else, however its dates lean (chat batches ac, ad and ae).
 */
/** A new date or span the user wants: "I need until the 21st", "ask for 48 hours", "push my slides to the 8th". */
const TIME_REQUEST =
  /\b(?:need (?:until|till|into|another|an extra|more|the weekend|about a week|a week|a few more)|ask(?:ing)? for (?:until|till|the \d|\d|a week|tomorrow|next)|(?:until|till|into) (?:the \d|next|tomorrow|\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:jan|febr)uary|march|april|may|june|july|august|september|october|november|december)|push (?:my|the|it|our)|move (?:the|my|our) (?:[\w-]+ ){0,3}?(?:date|deadline)|(?:extra|another|more) (?:[\w-]+ )?(?:days?|weeks?|hours?|time)|(?:like|want|propose) (?:to (?:ask for|propose|offer) )?(?:the \d+(?:st|nd|rd|th)|until|till)|it['’]?ll be (?:the )?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;

function ruledOut(label: string, text: string): boolean {
  if (RULED_OUT_BY[label]?.test(text)) return true;
  return label === 'ask-more-time' && !TIME_ASKED.test(text) && !TIME_REQUEST.test(text);
}

/** "from Ghana", "my Danish manager": where someone is from, named with a capital. */
const ORIGIN = /\bfrom \p{Lu}\p{Ll}+|\b\p{Lu}\p{Ll}+(?:ish|ese|ian|ean)\b/u;

/** The last text ranked and its ranking: a chat request asks about the same message twice. */
interface Ranking {
  guesses: SituationGuess[];
  /** The classifier's favourite is a situation the text never names (see TOPIC_WORDS). */
  unnamedFavourite: boolean;
}

let lastRanked: ({ text: string } & Ranking) | null = null;

function ranking(text: string): Ranking {
  if (lastRanked?.text !== text) lastRanked = { text, ...rankSituations(text) };
  return lastRanked;
}

/** The share a named situation needs when the favourite was one the question never names. */
const SECOND_SHARE = 0.2;

/**
 * True when the classifier's favourite for this text is a situation the text never names: the
 * question is about something the coach has no situation for, or it is too thin to tell.
 */
export function leansToUnnamedSituation(text: string): boolean {
  return ranking(text).unnamedFavourite;
}

/** The most likely situations, best first (at most `limit`). */
export function guessSituations(text: string, limit = 3): SituationGuess[] {
  return ranking(text).guesses.slice(0, limit);
}

function rankSituations(text: string): Ranking {
  const personal = aboutPersonalLife(text);
  const ranked = rank(situationModel(), text, TEMPERATURE).filter(
    (guess) =>
      !(personal && WORK_ONLY_SITUATIONS.has(guess.label)) &&
      !ruledOut(guess.label, text) &&
      ((NEEDS_WORDS[guess.label]?.test(text) ?? true) ||
        (guess.label === 'cross-cultural' && ORIGIN.test(text))),
  );
  // What is left shares the whole probability again.
  const total = ranked.reduce((sum, guess) => sum + guess.probability, 0);
  const shared = ranked.map((guess) => ({ ...guess, probability: guess.probability / total }));
  // A situation whose topic the question never names is not offered. When it was the favourite,
  // the next named one is the answer only if it held a real share of its own ("push back on
  // micromanagement" leans to added scope first); otherwise the question is about none of them.
  const named = shared.filter((guess) => TOPIC_WORDS[guess.label]?.test(text) ?? true);
  const favourite = shared[0];
  const unnamedFavourite = favourite !== undefined && !named.includes(favourite);
  let scale = 1;
  if (unnamedFavourite) {
    const next = named[0];
    // The runner-up must name its own topic too: a broad situation is no answer by elimination.
    const namesIt = next ? (TOPIC_WORDS[next.label] ?? RUNNER_UP_WORDS[next.label]) : undefined;
    if (!next || next.probability < SECOND_SHARE || !namesIt?.test(text))
      return { guesses: [], unnamedFavourite };
    scale = named.reduce((sum, guess) => sum + guess.probability, 0);
  }
  const best = named[0];
  const rival = Math.max(
    0,
    ...shared
      .filter((guess) => guess !== favourite && !named.includes(guess))
      .filter((guess) => best !== undefined && guess.probability <= best.probability)
      .map((guess) => guess.probability / scale),
  );
  const guesses = named.slice(0, 3).flatMap((guess, at) => {
    const situation = BY_ID.get(guess.label);
    const probability = guess.probability / scale;
    return situation
      ? [{ situation, probability, ...(at === 0 && rival > 0 ? { rival } : {}) }]
      : [];
  });
  return { guesses, unnamedFavourite };
}

/** The situation whose clarifying choice this message is, word for word (a click on a choice). */
export function chosenSituation(message: string): ChatSituation | null {
  const text = message.trim().toLowerCase();
  return CHAT_SITUATIONS.find((situation) => situation.choice.toLowerCase() === text) ?? null;
}
