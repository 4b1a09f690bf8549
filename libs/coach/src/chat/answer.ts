import { confirmsTerms, listedFor } from './listed.js';
import { counterOf } from './position.js';
import type { ChatHistoryItem, CoachReply, DiscStyle } from '@styleprint/contracts';
import type { UserLens } from '../writing/profile-lens.js';
import { refinedSituation, situationByRule } from './situation-rules.js';
import { composeFollowUp, followUpKindOf } from './follow-up.js';
import { askOf } from './ask.js';
import { composeSituationAnswer, styleLine, userStyle, type Turn } from './compose.js';
import {
  actOfQuestion,
  answerAsAsked,
  hasOwnPoint,
  askedFor,
  owedAmount,
  ownStatements,
  situationFitsAct,
  THEY_SENT,
} from './as-asked.js';
import { readCounterpart, type CounterpartRead } from './counterpart.js';
import { everyFact, readFacts, readFactsWithHistory, repliedByPronoun } from './facts.js';
import { readSelfDescription } from './self-description.js';
import { composeOfferCounter, offerCounterOf } from './offer-counter.js';
import { composePaymentChase, paymentChaseOf } from './payment-chase.js';
import { composeShorter, ownDraftOf, previousDraft } from './shorter.js';
import { composeTheirAnswer, theirAnswerOf } from './their-answer.js';
import { composeWelcomeBack, welcomeBackOf } from './welcome-back.js';
import { composeOwnReturn, ownReturnOf } from './own-return.js';
import { composeWrongdoing, isWrongdoing } from './wrongdoing.js';
import { composeScamCheck, scamKindOf } from './scam-check.js';
import { agreedTermsOf, composeAgreedTerms } from './agreed-terms.js';
import { complaintOf, composeComplaintReply } from './complaint-reply.js';
import {
  chosenSituation,
  guessSituations,
  isSure,
  leansToUnnamedSituation,
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
  /^(?:and|but|so|then|ok|okay|also|what if|what about|how about|and if|or if|even if|same|that|this|it|he|she|they|update|quick update|turns out|now|actually|well|fyi|btw)\b|\b(?:that|this|it) (?:one|message|reply|email)\b/i;

/**
 * A short question with nothing concrete in it, about dealing with someone or writing something
 * ("how do i deal with my coworker", "Can you help me write a message to my team?"): any answer
 * would be a guess, so the coach asks what happened first.
 */
const VAGUE =
  /\b(?:being|acting|is|so) (?:weird|strange|off|odd|cold|distant)\b|\b(?:she|he|they)(?:['’]s|['’]re| is| are| has been| have been| keeps) (?:being )?(?:(?:kinda|kind of|a bit|really|so|very|super|quite|pretty) )?(?:difficult|passive[- ]aggressive|rude|moody|funny|weird|off|cold)\b|\b(?:reply|respond|write back|answer|say something) to (?:her|him|them)\W*$|\b(?:write|draft) (?:a |an )?(?:reply|response|message|answer) to (?:her|him|them)\b|\b(?:difficult|hard|tough|awkward) conversation\b(?!\s+(?:with|about))|\b(?:problems?|issues?|trouble) with (?:my|a|the|this) \w+(?:,? (?:advice|help|any advice|ideas))?\W*$|\bhelp (?:me )?with (?:my|a|the) \w+\W*$|\bi (?:need|have|want|got) to give (?:some |someone )?feedback\W*$|\bweird (?:with|to|around) me\b|\b(?:about|regarding|re) (?:the|that|this) (?:thing|stuff|situation|issue|matter)\b(?!(?:\d\.\d|[^.?!])*\b(?:with|at|in|from) )|\b(?:deal with|cope with|handle|talk to) (?:my|a|the|this) \w+\W*$|\bwrite (?:a|an) (?:message|email|note|post) (?:to|for) (?:my|the|a) \w+\W*$/i;
const VAGUE_MAX_WORDS = 16;
/** "the thing on monday, i don't want it to go like last time": vague however many words. */
const VAGUE_THING = /\b(?:the|that) (?:thing|stuff)\b/i;
const VAGUE_THING_MAX_WORDS = 20;
/** A day alone ("the thing on monday") says when, not what happened. */
const BARE_DAY = /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$|^(?:today|tomorrow|tonight)$/i;

function isVague(message: string): boolean {
  const most = VAGUE_THING.test(message) ? VAGUE_THING_MAX_WORDS : VAGUE_MAX_WORDS;
  if (wordsIn(message) > most || !VAGUE.test(message)) return false;
  const facts = readFacts(message);
  return (
    facts.name === undefined &&
    (facts.date === undefined || BARE_DAY.test(facts.date)) &&
    facts.amount === undefined &&
    facts.count === undefined &&
    facts.thing === undefined &&
    facts.quote === undefined &&
    facts.because === undefined
  );
}

/**
 * Asked to rework a text that is not there ("can u make this sound more professional", "check my
 * email before I send it"): the answer is a request for the text, not tips about tone.
 */
const REWORK_THIS = new RegExp(
  // Asked of the coach, at the start: "can u…", "please…", or the verb itself.
  '^(?:(?:hi|hey|hello)\\W+)?(?:(?:can|could|would|will) (?:you|u) (?:please |pls |plz )?|please |pls |plz )?' +
    '(?:(?:rewrite|reword|rephrase|fix|improve|polish|tidy up|proofread|edit|soften|shorten|tweak|translate|check|look over|go over)\\b(?:\\d\\.\\d|[^.?!]){0,25}\\b' +
    '(?:this|it|my (?:email|e-mail|message|reply|response|text|draft|note|letter|post|answer|cover letter)|the (?:email|e-mail|message|reply|draft|text|letter))' +
    '|make (?:this|it|my (?:email|message|reply|text|draft|note|letter|post)) (?:sound|read|look|more|less|better|nicer|shorter|clearer|professional|formal|polite|friendl\\w*|kinder|firmer|stronger))\\b',
  'i',
);
const REWORK_MAX_WORDS = 16;

function asksToReworkMissingText(message: string, history: readonly ChatHistoryItem[]): boolean {
  if (history.length > 0 || wordsIn(message) > REWORK_MAX_WORDS) return false;
  // A text pasted or quoted with the question is there to work on.
  if (/["“”«»]|\n|:\s*\S/.test(message.trim())) return false;
  return REWORK_THIS.test(message.trim());
}

/** The text the user wants reworked is missing: ask for it, with what would help. */
function pasteRequest(): CoachReply {
  return {
    inferred_style: 'I need the text itself before I can work on it.',
    insights: [
      'Paste the message here, and tell me in a line who it is for and what you want it to do. I will rework it in your voice and keep what you mean.',
    ],
    suggested_reply: '',
  };
}

/**
 * From this many words a question states who, what happened and what is wanted: when no situation
 * fits it with confidence it is answered as asked, never met with a clarifying question.
 */
const CLEAR_WORDS = 15;
const SURE_FOR_CLEAR = 0.75;

/**
 * Clear: long enough to state the situation, and concrete (a firm ask, a name, a date, a figure, a
 * work item or their words); "my coworker has been weird with me since last week, what should I
 * say" is long and still says nothing of what happened.
 */
function isClear(text: string, act = actOfQuestion(text, true)): boolean {
  if (wordsIn(text) < CLEAR_WORDS) return false;
  const own = readFacts(text);
  return (
    act !== 'general' ||
    everyFact(text).length > 0 ||
    [own.name, own.thing, own.quote, own.amount, own.date].some(Boolean)
  );
}

/** One open question, in words, naming the person when the user did ("your boss"). */
function openQuestion(who: string | undefined): CoachReply {
  const about = who ? ` with ${who}` : '';
  return {
    inferred_style:
      'I want to answer the question you are actually asking, so one quick check first.',
    insights: [
      `What happened${about}, and what would you like to happen next? A sentence or two is enough, or paste the message you need to answer, and I will work from your own words.`,
    ],
    suggested_reply: '',
  };
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

/**
 * Situations whose reply makes the user's ask itself (more time, a raise, feedback). Not a deal:
 * its stock reply ("what matters most to you: price, scope or timing?") makes no ask, and the
 * readers of chat batch aa marked it as the haggling the user wanted to avoid.
 */
const ASKING_SITUATIONS: ReadonlySet<string> = new Set([
  'ask-more-time',
  'raise',
  'promotion',
  'asking-feedback',
  'delegating',
]);

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
   * The facts and the other person for an answer: `context` says which earlier messages they
   * come from (none for a new topic; all for a follow-up or a clicked choice, whose own words are
   * the choice's, not the situation's).
   */
  const read = (context: 'message' | 'conversation' | 'earlier') => {
    const own = context === 'earlier' ? '' : message;
    const from = context === 'message' ? [] : earlier;
    const found = readFactsWithHistory(own, from, context !== 'message');
    // The saved person (`personId`) is who the message is about ("my manager" is them), unless
    // it names someone else.
    const facts =
      saved && (!found.name || found.name === saved.name)
        ? { ...found, who: saved.name, name: saved.name }
        : found;
    const described = readCounterpart([...from, own].join('\n'), facts.who);
    const counterpart: CounterpartRead =
      described.style === null && saved?.style
        ? { style: saved.style, cues: [], saved: true, ...(saved.own ? { own: true } : {}) }
        : described;
    return { facts, counterpart, from };
  };

  const answer = (
    found: ChatSituation,
    turn: Turn,
    context: 'message' | 'conversation' | 'earlier',
  ): CoachReply => {
    const situation = refinedSituation(found, [...earlier, message].join('\n'));
    const { facts, counterpart } = read(context);
    // A clicked choice's own words are the choice's: the ask is in the question before it.
    const ask = askOf(context === 'earlier' ? (earlier[earlier.length - 1] ?? '') : message);
    // The user's own sentences with their facts go into the reply of a new question.
    const statements =
      context === 'message' && situation.ownStatements !== false
        ? ownStatements(message, facts)
        : [];
    // A sum owed is what a chase is about, whichever situation answers it.
    const owed = context === 'message' ? owedAmount(message) : null;
    if (owed && !statements.some((statement) => statement.includes(owed))) {
      statements.unshift(`The ${owed} is still outstanding.`);
    }
    const composed = composeSituationAnswer({
      situation,
      facts,
      lens,
      self,
      counterpart,
      turn,
      ask,
      statements,
      written: context === 'message' && THEY_SENT.test(message),
    });
    // The question says what the user means to ask, tell, refuse or own: the reply says that,
    // with its facts, rather than the situation's stock words around them (the fresh chat
    // batches' scorers: "a generic shell with the user's own words pasted in").
    if (
      turn === 'new' &&
      context === 'message' &&
      (!ASKING_SITUATIONS.has(situation.id) ||
        listedFor(message) !== null ||
        counterOf(message) !== null) &&
      hasOwnPoint(message)
    ) {
      return { ...composed, suggested_reply: asAsked('message').suggested_reply };
    }
    return composed;
  };

  /** The question answered as asked, from what it states, when no situation fits it. */
  const asAsked = (context: 'message' | 'conversation', shorter = false): CoachReply => {
    const { facts, counterpart, from } = read(context);
    const user = userStyle(lens, self);
    return answerAsAsked({
      message,
      ask: askOf(message),
      facts,
      earlier: from,
      user,
      counterpart,
      styleLine: styleLine(facts, counterpart, user),
      shorter,
    });
  };

  // "What if she says no?", "make it firmer", "does that change anything?": about the turn
  // before, its person and its ask, not a new question.
  const followUp = followUpKindOf(message, earlier);
  const followUpReply = (): CoachReply | null => {
    if (!followUp) return null;
    const { facts, counterpart } = read('conversation');
    return composeFollowUp({
      kind: followUp,
      message,
      earlier,
      history,
      facts,
      lens,
      self,
      counterpart,
    });
  };
  // Their quoted no is read by the answer reader below first; only what it leaves is answered here.
  if (followUp && followUp !== 'their-no') {
    const reply = followUpReply();
    if (reply) return reply;
  }

  // A follow-up that reports how the other person answered: what their answer means and what to
  // do next, about the person and the matter of the earlier turns.
  // A counter-offer the user has not said they can live with is weighed against the earlier
  // facts by the decision answer below.
  const theirs = earlier.length > 0 ? theirAnswerOf(message) : null;
  if (theirs && !(theirs.reaction === 'counter' && theirs.willing === null)) {
    const { facts, counterpart } = read('conversation');
    return composeTheirAnswer({
      answer: theirs,
      message,
      earlier,
      facts,
      lens,
      self,
      counterpart,
    });
  }

  if (followUp === 'their-no') {
    const reply = followUpReply();
    if (reply) return reply;
  }

  // "Make it shorter": the draft of the last answer, cut, rather than a new stock reply.
  const draft = SHORTER.test(message) ? previousDraft(history) : null;
  if (draft) {
    const { facts, counterpart } = read('conversation');
    return composeShorter({ draft, message, facts, lens, self, counterpart });
  }

  // The user's own draft, quoted, to be fixed ("here's my draft, can you fix it: "…""): the draft
  // cut to what carries it, as for "make it shorter", not a stock reply for its topic.
  const ownDraft = ownDraftOf(message);
  if (ownDraft) {
    const { facts, counterpart } = read('message');
    return composeShorter({
      draft: ownDraft,
      fixing: true,
      message,
      facts,
      lens,
      self,
      counterpart,
    });
  }

  /** What an answer written for this message alone needs: its facts, the two people, the style line. */
  const ownContext = () => {
    const { facts, counterpart } = read('message');
    const user = userStyle(lens, self);
    return { facts, counterpart, user, styleLine: styleLine(facts, counterpart, user) };
  };
  // A question of its own: the first in the chat, or long enough to stand alone later in it.
  const standsAlone = earlier.length === 0 || wordsIn(message) >= CLEAR_WORDS;

  // Asked to falsify a record or take a bribe: a plain no, after the guard's warning.
  if (isWrongdoing(message)) return composeWrongdoing({ message, ...ownContext() });

  // Asked for gift cards, new bank details, a code or a quiet payment: check it first.
  const scam = scamKindOf(message);
  if (scam) return composeScamCheck({ kind: scam, message, ...ownContext() });

  // Money owed to the user: a chase with the invoice, the amount and one ask, not the nearest
  // stock situation (a late colleague, an unanswered question).
  const owedToUser = standsAlone ? paymentChaseOf(message) : null;
  if (owedToUser) return composePaymentChase({ chase: owedToUser, ...ownContext() });

  // A job offer to ask more for: a counter with both figures, not the nearest stock situation.
  const offer = standsAlone ? offerCounterOf(message) : null;
  if (offer) return composeOfferCounter({ offer, ...ownContext() });

  // More asked than was agreed (extra versions, a price changed without notice): hold the terms
  // and offer the way on, not "thank you for your message".
  const terms = standsAlone ? agreedTermsOf(message) : null;
  if (terms) return composeAgreedTerms({ terms, ...ownContext() });

  // A complaint from someone the user serves, quoted, to answer: thanks, sorry, what they are
  // right about, the offer, what cannot change; not "could we find ten minutes".
  const complaint = standsAlone ? complaintOf(message, () => read('message').facts) : null;
  if (complaint) return composeComplaintReply({ complaint, ...ownContext() });

  // Terms agreed, to confirm in writing: a recap of them, not a stock situation's feedback talk.
  if (standsAlone && confirmsTerms(message)) return asAsked('message');

  // Someone coming back after a long absence, to be welcomed: not a new hire or a new manager.
  const returning = standsAlone ? welcomeBackOf(message) : null;
  if (returning) return composeWelcomeBack({ back: returning, ...ownContext() });

  // The user is the one going back, and wants to send a note: not a welcome, not a request.
  const ownReturn = standsAlone ? ownReturnOf(message) : null;
  if (ownReturn) {
    const { user, styleLine: line } = ownContext();
    return composeOwnReturn({ back: ownReturn, user, styleLine: line });
  }

  // A new way of working to introduce to a group ("an email to the team introducing a SBAR-style
  // handover"), a limit on someone's 11pm messages, an answer to a job rejection: situations the
  // question plainly names, which the classifier was not trained on.
  const byRule = standsAlone ? situationByRule(message) : null;
  if (byRule) return answer(byRule, 'new', 'message');

  /** What the question asks to do: a situation whose answer does something else does not fit. */
  const act = actOfQuestion(message, true);
  const clear = isClear(message, act);

  const chosen = chosenSituation(message);
  if (chosen) return answer(chosen, 'new', 'earlier');

  // The situation of the conversation so far: a choice clicked on a clarifying question, else
  // what all the earlier questions together are about (a later "problem is I ramble" adds to the
  // pitch asked about first; it does not replace it).
  const previous = situationSoFar(earlier);

  // The earlier person and facts carry over to a follow-up that leans on them ("and if he says
  // no?"), not to a long question of its own asked later in the same chat.
  const leansOn =
    previous !== null && (LEANS_ON_EARLIER.test(message.trim()) || wordsIn(message) <= 12);

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
      // "can I just say yes?", "Accept?": a decision about the answer they got, with the facts so far.
      if (act === 'decide') return asAsked('conversation');
      if (PUSHBACK.test(message)) return answer(previous, 'pushback', 'conversation');
      // A follow-up that asks for something the situation does not do is answered as asked.
      if (!situationFitsAct(previous.id, act)) return asAsked('conversation');
      if (followsOn) return answer(previous, 'same', 'conversation');
    }
  }
  const fits = best !== undefined && situationFitsAct(best.situation.id, act);
  // A long, concrete question is answered with a situation only when the classifier is sure by
  // probability, not only by its lead over the next: the ratio is for short, plain questions
  // ("how do I ask for a raise?"), whose probability spreads thin.
  const sureEnough = clear ? (best?.probability ?? 0) >= SURE_FOR_CLEAR : sure;
  // A follow-up to a question answered as asked (no situation so far) is answered as asked too,
  // with the facts and the person of the earlier turns, unless it is plainly a situation itself
  // (the answer to a question in words: "he keeps taking credit for my slides").
  const lastAsked = earlier[earlier.length - 1];
  if (previous === null && lastAsked && isClear(lastAsked) && !(sureEnough && fits)) {
    const own = readFacts(message).who;
    const before = readFactsWithHistory('', earlier).who;
    const someoneNew = own !== undefined && own !== before;
    if (LEANS_ON_EARLIER.test(message.trim()) || (wordsIn(message) <= 12 && !someoneNew)) {
      return asAsked('conversation', SHORTER.test(message));
    }
  }
  const held = guesses.slice(0, 3).reduce((sum, guess) => sum + guess.probability, 0);
  if (asksToReworkMissingText(message, history)) return pasteRequest();
  // Nothing to go on yet: ask what happened instead of answering a guessed situation.
  if (previous === null && isVague(message)) return openQuestion(read('message').facts.who);
  // "I want to ask Mr Collins for one more person on Saturday and Sunday": a concrete ask that
  // the likeliest situation's reply would not make (overload, a peer's feedback) is answered as
  // asked, with the ask itself as the reply's first sentence.
  if (
    best &&
    act === 'request' &&
    !ASKING_SITUATIONS.has(best.situation.id) &&
    askedFor(message) !== null
  ) {
    // A long, concrete ask is a question of its own, even in a conversation: the earlier
    // person and facts carry over only to a follow-up that leans on them ("and if he says no?").
    return asAsked(leansOn ? 'conversation' : 'message');
  }
  if (sureEnough && best && fits) {
    const continues = previous !== null && best.situation.id === previous.id;
    return answer(best.situation, 'new', continues ? 'conversation' : 'message');
  }
  // A clear question that no situation fits with confidence: answered as asked, from what it
  // states, rather than with a question it has already answered or the nearest stock situation.
  // "He replied: "…"" after earlier turns is about the person and matter of those turns.
  const reportsTheirReply = earlier.length > 0 && repliedByPronoun(message);
  // A point the message states is an answer's worth even without a question ("Paulo asked to
  // borrow my car for a week. No way."): the reply says it, rather than asking what happened.
  if (clear || (previous === null && hasOwnPoint(message)))
    return asAsked(leansOn || reportsTheirReply ? 'conversation' : 'message');
  // Short, and the likeliest situation does something else than what is asked ("how do I tell
  // my boss no"): what happened is missing, so ask for it.
  if (sure && !fits) return openQuestion(read('message').facts.who);
  // Short, and the likeliest situation is one it never names ("weird with me since last week"
  // leans to a new manager): ask what happened.
  if (previous === null && guesses.length === 0 && leansToUnnamedSituation(message)) {
    const who = read('message').facts.who;
    if (who) return openQuestion(who);
  }
  // When even the three likeliest hold little of the probability, offering them would only offer
  // wrong answers: the caller asks in words instead (or answers a question about the profile).
  if (guesses.length >= 2 && held >= OPEN_QUESTION_BELOW) return clarifyingQuestion(guesses);
  return null;
}
