import { splitSentences } from '../measure/split.js';
import type { Turn } from '../parse/index.js';
import { ANSWERS, ASKS, GREETING, OPEN_QUESTION, contentWords } from './open-asks.js';

/**
 * The state of a conversation as its asks and what became of each: who asked what, whether the
 * person asked answered it, put it off, said no, wrote back about something else, or has not
 * written since (decision 0128). The reading's one sentence is built from it, so it says what
 * happened in the conversation's own words instead of naming one of a fixed list of situations.
 * One pass over the turns and, per ask, over the turns after it: linear in practice (a
 * conversation holds a few dozen asks at most).
 */

/** What became of an ask, read from what the person asked wrote after it. */
export type Fate = 'answered' | 'deferred' | 'declined' | 'ignored' | 'countered' | 'open';

/**
 * How the ask was made: a request or question, or the user's stated position that asks for a
 * correction ("We agreed €1,620 for Q3", "I can't approve the invoice until…").
 */
export type AskKind = 'ask' | 'position';

export interface Ask {
  turn: number;
  speaker: string;
  /** The sentence that asks, as written, without a greeting before it. */
  sentence: string;
  kind: AskKind;
  fate: Fate;
  /** The first message the person asked wrote after it (what settled its fate), or null. */
  reply: string | null;
  /** Who wrote that message, or null. */
  replier: string | null;
}

export interface DialogueState {
  /** Every ask, oldest first. */
  asks: Ask[];
  /**
   * The ask the conversation now turns on: the newest one still owed (open, put off, or passed
   * over) among the last few messages; null when every recent ask was answered.
   */
  focus: Ask | null;
  /** The newest message, when the user did not write it. */
  latest: { speaker: string; text: string; turn: number } | null;
}

/** Closers and small talk that ask for nothing ("Let me know if you need anything else"). */
const NOT_AN_ASK =
  /^(?:let me know if (?:you|there|anything)|let me know (?:what you think|your thoughts)|please (?:find|see|note|let me know if)|feel free|any questions|how are you|how's it going|how was your|hope (?:you|this|that|all)|thanks|thank you|happy to help|sounds good|make sense)|anything else\b|^(?:let me know|please)\P{L}*$|:\s*\d*\.?$/iu;

/** Put off: "let me check", "I'll get back to you", "give me a few days". */
const DEFERS =
  /\b(?:let me (?:check|see|look|think|find out|get back|come back|ask|confirm)|(?:i'll|i will|we'll|we will|will) (?:check|see what|look into|take a look|have a look|get back|come back|revert|let you know|find out|circle back|follow up|think about)|get back to you|come back to you|circle back|not sure yet|need to check|give (?:me|us) (?:a|some|a few|more|until)|looking into it|on my list|bear with me|(?:haven't|have not) (?:decided|had a chance)|(?:take|have) a look (?:at (?:it|this|these|that) )?(?:when|once|after|later|next)|when i(?:'m| am) back|once we(?:'re| are) through|at some point|nearer the time|we(?:'ll| will) see)\b/i;

/** A closer or small talk that only looks like an ask ("Let me know if you need anything else"). */
export function isCloser(sentence: string): boolean {
  return NOT_AN_ASK.test(sentence.trim().replace(GREETING, ''));
}

/** The sentence of a reply that puts something off ("so will come back to you in due course"). */
export function deferralIn(reply: string): string | null {
  return splitSentences(reply).find((sentence) => DEFERS.test(sentence)) ?? null;
}

/**
 * The user holds a position that asks for something back: what was agreed, what they cannot sign
 * off, a figure that does not match. Read on the user's own messages only: the other side's
 * objections are what the situations read.
 */
const POSITION =
  /\b(?:we agreed|as agreed|agreed in writing|you (?:confirmed|quoted)|i was (?:quoted|told|promised)|i can(?:'t|not|\s+not) (?:approve|accept|sign(?: off)?|pay)|(?:doesn't|does not|don't|do not) match|not what we agreed)\b/i;

/**
 * Answered with something else than the ask: a condition ("if you can confirm your volumes by
 * Friday"), an offer in its place ("what I can do is…"), or a decision stated as closed ("it has
 * been decided"). The ask is still owed: the reply holds it (decision 0128, amendment).
 */
const COUNTERS =
  /\b(?:if you (?:can|could|are able to|confirm|agree|sign|commit|send|take)|what (?:i|we) can do is|the best (?:i|we) can do|(?:it|this|that)(?:'s| is| has been| was) (?:already )?(?:been )?(?:decided|final)|(?:has|have) (?:already )?been decided|(?:is|are) (?:already )?(?:locked|set in stone))\b/i;

/** The sentence of a reply that answers with a condition or a closed decision, or null. */
export function counterIn(reply: string): string | null {
  return splitSentences(reply).find((sentence) => COUNTERS.test(sentence)) ?? null;
}

/** Said no: "no", "we can't", "not possible", "I'm afraid not". */
const DECLINES =
  /^(?:no|nope|nah)\b|\b(?:can't|cannot|can not|won't be able|unable to|not able to|not possible|afraid not|have to say no|have to decline|not in a position to|isn't possible|is not possible)\b/i;

const THANKS_FIRST = /^(?:thanks|thank you|cheers|many thanks)\b[^.!?]{0,40}[.!?]+\s*(?=\S)/i;

/** A yes-or-no question ("are the numbers final?"): a status word answers it ("almost, …"). */
const YES_NO =
  /^(?:[^?]{0,40}?\b)?(?:are|is|was|were|do|does|did|can|could|will|would|have|has|should|any)\b/i;
const STATUS_ANSWERS =
  /^(?:almost|nearly|mostly|partly|soon|still|not quite|not sure|waiting|working on it|in progress|it is|it's|they are|they're|we are|we're|i am|i'm|yes|no|next week|tomorrow|today|this week|(?:\p{Lu}[\p{L}-]+|they|he|she) (?:says?|said|reckons?|thinks?|tells? me|told me)\b)/iu;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Asks this many messages from the end are what the conversation now turns on. */
const RECENT_TURNS = 4;
/**
 * What the others still owe the user stays owed longer: a request put off ("yes yes, on my
 * list!!") and then buried under small talk is still what the user needs settled.
 */
const OWED_TURNS = 8;

/** The asks of one message, each with the sentence before it (what a short ask is about). */
function asksIn(
  text: string,
  mine: boolean,
): { sentence: string; before: string; kind: AskKind }[] {
  const sentences = splitSentences(text)
    // "are the numbers final? finance is asking": a question mark ends a question even when the
    // next word has no capital.
    .flatMap((sentence) => sentence.split(/(?<=\?)\s+/))
    .map((sentence) => sentence.trim().replace(GREETING, ''));
  return sentences
    .map((sentence, index) => ({
      sentence,
      before: sentences[index - 1] ?? '',
      kind: (ASKS.test(sentence) ? 'ask' : 'position') as AskKind,
    }))
    .filter(
      ({ sentence, kind }) =>
        sentence.split(/\s+/).length >= 2 &&
        !NOT_AN_ASK.test(sentence) &&
        (kind === 'ask' || (mine && POSITION.test(sentence))),
    );
}

function fateOf(ask: string, context: string, reply: string): Fate {
  // "Thank you! Yes, will do": the thanks in front is not the answer, what follows it is.
  const opening = splitSentences(reply).slice(0, 2).join(' ').trim().replace(THANKS_FIRST, '');
  if (DECLINES.test(opening)) return 'declined';
  if (DEFERS.test(reply)) return 'deferred';
  if (
    COUNTERS.test(reply) &&
    !/^(?:yes|yep|sure|of course|absolutely|done|agreed)\b/i.test(opening)
  )
    return 'countered';
  if (ANSWERS.test(opening) || (YES_NO.test(ask) && STATUS_ANSWERS.test(opening))) {
    return 'answered';
  }
  // "What would help most?" is answered in the other person's own words, which need share none
  // with the question ("Honestly, just knowing the plan").
  if (OPEN_QUESTION.test(ask.replace(/^[^,]{1,30},\s*/, ''))) return 'answered';
  // What the ask is about: its own words, with the sentence before it when it has too few
  // ("Invoice 2291 fell due on Sunday. Could you let me know when to expect payment?"). Never
  // the whole message: a long one shares a word with any reply.
  let asked = contentWords(ask);
  if (asked.size < 2) asked = contentWords(`${context} ${ask}`);
  if (asked.size < 2) return 'answered';
  for (const word of contentWords(reply)) if (asked.has(word)) return 'answered';
  return 'ignored';
}

/**
 * The newest ask of a list; in a message that asks and then says why or by when ("Can I swap my
 * Monday shift? I need to tell her by Thursday"), its question, which is what is owed.
 */
function questionFirst(list: readonly Ask[]): Ask | null {
  const last = list[list.length - 1];
  if (!last) return null;
  const question = [...list]
    .reverse()
    .find(
      (ask) =>
        ask.turn === last.turn &&
        ask.fate === last.fate &&
        ask.kind === last.kind &&
        ask.sentence.trim().endsWith('?'),
    );
  return question ?? last;
}

/** The asks of a conversation between the user and the others, and what became of each. */
export function dialogueState(
  turns: readonly Turn[],
  user: string | null,
  counterparts: readonly string[],
): DialogueState {
  const empty: DialogueState = { asks: [], focus: null, latest: null };
  if (user === null || turns.length === 0) return empty;
  const others = new Set(counterparts);
  const asks: Ask[] = [];
  // In a group, a question that names another writer is theirs to answer ("Ryan, can you do 5
  // mins on it?"), not the user's.
  const firstNames = new Map(
    counterparts.map((name) => [name, (name.split(/\s+/)[0] ?? '').toLowerCase()]),
  );
  const toSomeoneElse = (turn: Turn): boolean =>
    counterparts.length > 1 &&
    counterparts.some((name) => {
      const first = firstNames.get(name) ?? '';
      return (
        name !== turn.speaker &&
        first.length >= 2 &&
        new RegExp(String.raw`(?:^|[^\p{L}])@?${escapeRegExp(first)}(?:[^\p{L}]|$)`, 'iu').test(
          turn.text,
        )
      );
    });
  turns.forEach((turn, index) => {
    const mine = turn.speaker === user;
    if (!mine && (!others.has(turn.speaker) || toSomeoneElse(turn))) return;
    const answerer = turns
      .slice(index + 1)
      .find((later) => (mine ? others.has(later.speaker) : later.speaker === user));
    for (const { sentence, before, kind } of asksIn(turn.text, mine)) {
      asks.push({
        turn: index,
        speaker: turn.speaker,
        sentence,
        kind,
        fate: answerer ? fateOf(sentence, before, answerer.text) : 'open',
        reply: answerer?.text ?? null,
        replier: answerer?.speaker ?? null,
      });
    }
  });
  const recent = asks.filter(
    (ask) => ask.turn >= turns.length - RECENT_TURNS && ask.fate !== 'answered',
  );
  // What the others owe the user comes first: an ask of theirs the user has not answered is
  // often their way of passing over the user's ("Thanks! Could you also add…").
  const owedToUser = (ask: Ask): boolean =>
    ask.speaker === user && ask.fate !== 'open' && ask.fate !== 'answered';
  const passedOver = recent.filter(owedToUser);
  // Nothing recent is owed either way: the user's own last ask, put off or passed over, is still
  // what the conversation turns on (an earlier one the user has moved on from is not).
  const lastOfUser = asks.filter((ask) => ask.speaker === user).at(-1);
  const stillOwed =
    lastOfUser && lastOfUser.turn >= turns.length - OWED_TURNS && owedToUser(lastOfUser)
      ? asks.filter((ask) => ask.turn === lastOfUser.turn && owedToUser(ask))
      : [];
  const last = turns[turns.length - 1];
  return {
    asks,
    focus: questionFirst(passedOver) ?? questionFirst(recent) ?? questionFirst(stillOwed),
    latest:
      last && last.speaker !== user && others.has(last.speaker)
        ? { speaker: last.speaker, text: last.text, turn: turns.length - 1 }
        : null,
  };
}
