import type { CoachReply } from '@styleprint/contracts';
import {
  NOT_LANDED,
  THEIR_ANSWER_FIT,
  THEIR_ANSWER_TEXTS,
  type Asking,
  type Reaction,
  type ReplyParts,
} from '../data/their-answer.js';
import type { UserLens } from '../writing/profile-lens.js';
import { fitLine, styleLine, userStyle } from './compose.js';
import type { CounterpartRead } from './counterpart.js';
import { everyFact, type Facts } from './facts.js';
import type { SelfDescription } from './self-description.js';
import { capitalise } from '../writing/words.js';

/**
 * A follow-up that reports how the other person answered ("He replied 'Fine. Won't happen
 * again.' and has been cold all day. Did I mess it up?"): what their answer means and what to do
 * next, for the person and the matter of the earlier turns, not the stock situation the words
 * resemble (decision 0126). Every pattern is bounded: the text is the user's, and hostile.
 */
export interface TheirAnswer {
  reaction: Reaction;
  asking: Asking;
  /** Their words, when the follow-up quotes them. */
  quote: string | null;
  pronoun: 'he' | 'she' | 'they';
  /** Whether the user says they can go along with a counter-offer (null: not said). */
  willing: boolean | null;
  /** The user's own words, when the follow-up quotes what they sent ("I sent: '…'"). */
  ownQuote: string | null;
}

/** Their words: after "replied", "said", "his whole reply:", in straight or curly quotes. */
const QUOTED =
  /\b(?:replied|said|says|wrote(?: back)?|answered|responded|came back(?: with)?|messaged|texted|emailed|reply(?: was)?|words(?: were)?|response(?: was)?)\b[^"“”'‘’\n]{0,30}["“'‘]([^"“”\n]{1,300}?)["”'’](?=[\s.,!?;:)]|$)/i;

const REPORTS_AN_ANSWER =
  /\b(?:replied|came back|called back|rang back|phoned back|and said|wrote back|responded|answered|got back to me|said (?:yes|no|ok|okay|fine)|took it (?:well|badly|fine|ok)|got (?:really |very |a bit |quite )?(?:defensive|upset|angry|annoyed)|went quiet|cried|snapped|said she|said he|said they|(?:she|he|they) said|now (?:wants|says|asks))\b/i;

const ESCALATING =
  /\b(?:i'?ll|i will|i'?m going to|going to) (?:just )?(?:tell|let|inform|mention (?:it|this) to|raise (?:it|this) with|cc|loop in|escalate)\b/i;
const COUNTER =
  /\b(?:can you at least|could you at least|at least|instead|how about|but only if|only if|can you do|could you do|can you get|could you get)\b/i;
const COUNTER_TOLD =
  /\b(?:now wants|but wants|but now|came back:|came back with|now says they'?ll|asked if i'?d|wants .{1,40} instead|but (?:he|she|they) wants?)\b/i;
const DEFENSIVE_WORDS =
  /\b(?:nobody (?:ever )?told me|no one (?:ever )?told me|not my fault|my fault\?|yourself then|do it yourself|that'?s not fair|everyone else|than anyone else|you never|you always)\b/i;
const DEFENSIVE_TOLD =
  /\b(?:got|was|became|seemed|went) (?:really |very |a bit |quite |super )?(?:defensive|angry|annoyed|snappy|irritated)\b|\b(?:snapped|stormed off|walked out|raised (?:his|her|their) voice|went badly)\b/i;
/** Hurt rather than defensive: tears, "she's been struggling". */
const UPSET_TOLD =
  /\b(?:cried|crying|in tears|broke down|got (?:really |very |quite )?(?:upset|emotional|hurt)|was (?:really |very |quite )?(?:upset|hurt)|(?:has|have) been struggling|'s been struggling|is struggling|are struggling)\b/i;
/** A hope, not a commitment: "we will do our best for the 17th". */
const HEDGED =
  /\b(?:do (?:our|my|his|her|their) best|(?:should|hopefully|fingers crossed|try to) (?:be|have|get|make)|aim(?:ing)? for|all being well)\b/i;
const RESIGNED =
  /\b(?:whatever you think|fine,? whatever|up to you|if you say so|do what you want|as you wish|your call)\b/i;
const DEFERRED =
  /\b(?:nothing (?:in|left in) (?:the|our|my) (?:\w+ )?budget|until (?:january|february|march|april|may|june|july|august|september|october|november|december|next|after|the new)|see what i can do|let'?s see|we'?ll see|revisit|after the|once the|when things|not right now|not now|maybe (?:later|next)|frozen|freeze|no budget|next quarter|next year|down the line|circle back|do (?:our|my) best)\b/i;
const REFUSED =
  /^(?:no\b)|\b(?:i don'?t think (?:that|this|it) works|doesn'?t work for|can'?t do|cannot|won'?t (?:be|work)|not possible|not going to happen|said no)\b/i;
const ACKNOWLEDGED =
  /^(?:noted|understood|ok|okay|fine|got it|will do|sure|thanks|k|roger|acknowledged|no problem)\b|\bwon'?t happen again\b/i;
const AGREED =
  /\b(?:said yes|agreed|took it well|was fine with|is fine with|loved it|sounds good|is happy with)\b/i;

/** They were right and the user was wrong: "I checked and he's right", "how do I walk it back?". */
const WE_WERE_WRONG =
  /\b(?:(?:he|she|they)(?:'s| is| are|'re| was| were) (?:right|correct)|i was wrong|we were wrong|my (?:mistake|fault|bad)|our (?:mistake|fault)|(?:filled|wrote|put) it (?:in )?wrong|walk (?:it|this|that) back|take (?:it|that) back)\b/i;

const MESSED_UP =
  /\b(?:did i (?:mess|screw|muck) (?:it |this |that )?up|did i (?:do|handle) (?:it|this|that) (?:wrong|badly)|was (?:that|it|i) (?:wrong|too (?:harsh|much|blunt))|did i (?:overdo|blow) it|i feel (?:awful|terrible|bad|horrible)|i look bad)\b/i;
const MEANING =
  /\b(?:is (?:that|this) a (?:yes|no)|what does (?:that|this|it) (?:even )?mean|is (?:he|she|they) (?:mad|angry|upset|annoyed|ok|okay)|should i (?:be worried|worry)|how do i read)\b/i;
const ACCEPT =
  /\b(?:can i just say yes|should i (?:just )?(?:accept|say yes|take it|agree)|accept\?|good enough|do i push)\b/i;
const REPLY =
  /\b(?:what do i say(?: back)?|how do i (?:reply|respond|answer|accept|hold the line|say no|walk it back)|help me (?:answer|reply|respond)|should i reply|do i say no again|what should i say)\b/i;

const WILLING =
  /\b(?:i think i can|i can do|i'?m (?:actually )?happy with|that works|i'?m fine with|i'?d be ok|i could do)\b/i;
const UNWILLING =
  /\b(?:i (?:honestly |really )?don'?t have (?:the )?time|i can'?t|i don'?t (?:really )?want|fed up|no again|hold the line)\b/i;

function pronounOf(text: string): TheirAnswer['pronoun'] {
  const found = /\b(she|her|he|him|his|they|them)\b/i.exec(text)?.[1]?.toLowerCase();
  if (found === 'she' || found === 'her') return 'she';
  if (found === 'he' || found === 'him' || found === 'his') return 'he';
  return 'they';
}

function reactionOf(quote: string | null, message: string): Reaction | null {
  const said = quote ?? '';
  if (WE_WERE_WRONG.test(message)) return 'right';
  if (quote && ESCALATING.test(said)) return 'escalating';
  if ((quote && COUNTER.test(said)) || COUNTER_TOLD.test(message)) return 'counter';
  if (quote && DEFENSIVE_WORDS.test(said)) return 'defensive';
  if (UPSET_TOLD.test(message)) return 'upset';
  if (DEFENSIVE_TOLD.test(message)) return 'defensive';
  if (quote && RESIGNED.test(said)) return 'resigned';
  if (quote && HEDGED.test(said)) return 'hedged';
  if (quote && DEFERRED.test(said)) return 'deferred';
  if ((quote && REFUSED.test(said.trim())) || /\bsaid no\b/i.test(message)) return 'refused';
  if (quote && ACKNOWLEDGED.test(said.trim()) && said.split(/\s+/).length <= 8)
    return 'acknowledged';
  if (AGREED.test(message)) return 'agreed';
  return null;
}

function askingOf(message: string): Asking {
  if (MESSED_UP.test(message)) return 'messedUp';
  if (MEANING.test(message)) return 'meaning';
  if (ACCEPT.test(message)) return 'accept';
  if (REPLY.test(message)) return 'reply';
  return 'next';
}

/**
 * The user set out to raise a problem with the person (feedback, "how do I tell him without being
 * harsh"), not to answer one raised with them ("finance said our reports were late; how do I
 * reply?").
 */
const RAISED_A_PROBLEM =
  /\b(?:give (?:\w+ )?feedback|feedback to|raise (?:it|this|the \w+) with|tell (?:him|her|them)\b|talk to (?:him|her|them) about|bring (?:it|this) up with|address (?:it|this) with|without (?:being harsh|making it a big deal|upsetting|it becoming|sounding (?:harsh|mean|petty)))/i;
const ANSWERS_ONE = /\bhow (?:do|should|can) i (?:reply|respond|answer)\b/i;

function raisedAProblem(earlier: readonly string[]): boolean {
  return earlier.some((text) => RAISED_A_PROBLEM.test(text) && !ANSWERS_ONE.test(text));
}

/** The earlier turns asked how to say no: a short answer now accepts the no. */
const SAID_NO = /\b(?:say(?:ing)? no|decline|turn (?:it |this |that )?down|refuse|push back)\b/i;

/** The earlier turns asked how to answer something they sent ("how do I reply?"). */
function answeredThem(earlier: readonly string[]): boolean {
  return earlier.some((text) => ANSWERS_ONE.test(text));
}

/** How the other person answered, when a follow-up reports it; null for any other message. */
/** What the user sent, quoted: "I sent it but changed it a bit: 'Hi Marcus, sorry if…'". */
const OWN_QUOTE =
  /\bi (?:sent|wrote|said|messaged|texted|emailed|changed|went with)\b[^"“”'‘’\n]{0,40}["“'‘]([^"“”\n]{8,300}?)["”'’](?=[\s.,!?;:)]|$)/i;
/** "I said '…'": a quote whose verb is the user's own is not their answer. */
const SAID_BY_ME = /\bI(?:'ve| have)?\s+(?:\w+\s+)?$/;

/** Their quoted words: the first quote not introduced as the user's own. */
function theirQuote(message: string): string | null {
  for (const match of message.matchAll(new RegExp(QUOTED.source, 'gi'))) {
    const before = message.slice(Math.max(0, (match.index ?? 0) - 12), match.index ?? 0);
    if (!SAID_BY_ME.test(before)) return match[1]?.trim() ?? null;
  }
  return null;
}

export function theirAnswerOf(message: string): TheirAnswer | null {
  if (message.length > 1500) return null;
  const quote = theirQuote(message);
  if (!quote && !REPORTS_AN_ANSWER.test(message)) return null;
  const reaction = reactionOf(quote, message);
  if (!reaction) return null;
  const after = quote ? message.slice(message.indexOf(quote) + quote.length) : message;
  return {
    reaction,
    asking: askingOf(message),
    quote,
    // Their pronoun, from the user's words around the quote, not from inside it.
    pronoun: pronounOf(quote ? message.replace(quote, ' ') : message),
    willing: WILLING.test(after) ? true : UNWILLING.test(after) ? false : null,
    ownQuote: OWN_QUOTE.exec(message)?.[1]?.trim() ?? null,
  };
}

/** The earlier turns were about apologising. */
const APOLOGISING = /\b(?:apologi[sz]e|apology|say sorry|make amends)\b/i;
/** An apology that blames their feelings or defends what was done. */
const NOT_AN_APOLOGY =
  /\bsorry (?:if|that) you (?:felt|feel|were|got)\b|\bsorry you feel\b|\bi (?:just|only) (?:thought|meant|wanted)\b|\bbut i\b/i;

/** The user's own apology, quoted, excused or defended what they did. */
function apologyMissed(answer: TheirAnswer, earlier: readonly string[]): boolean {
  return (
    answer.ownQuote !== null &&
    NOT_AN_APOLOGY.test(answer.ownQuote) &&
    earlier.some((text) => APOLOGISING.test(text)) &&
    (answer.reaction === 'acknowledged' ||
      answer.reaction === 'defensive' ||
      answer.reaction === 'upset')
  );
}

/** "get me the summary by the 29th" from "Can you at least get me the summary by the 29th?". */
function theirAsk(quote: string | null): string | null {
  if (!quote) return null;
  const found =
    /\b(?:can|could) you (?:at least |please |maybe )?((?:do|get|send|give|take|make|cover|have|run|join|write|finish|share)\b(?:\d\.\d|[^?.!]){3,120})/i.exec(
      quote,
    );
  if (!found?.[1]) return null;
  return found[1]
    .trim()
    .replace(/\bme\b/gi, 'you')
    .replace(/\bmy\b/gi, 'your');
}

/** What they pointed out, as the user reports it: "our order form says 20 kg, not 20 portions". */
function theirCorrection(message: string, quote: string | null): string | null {
  // Trailing marks trimmed by hand: an anchored pattern would retry from every position.
  if (quote) {
    let end = quote.length;
    while (end > 0 && (quote[end - 1] === '.' || quote[end - 1] === '!')) end -= 1;
    return quote.slice(0, end);
  }
  const found =
    /\b(?:said|says|pointed out|told me|showed me|reminded me)(?: that)? ((?:\d\.\d|[^.!?\n]){8,160})/i.exec(
      message,
    );
  return found?.[1]?.replace(/\b(?:literally|actually|clearly|obviously) /gi, '').trim() ?? null;
}

/** Who they will tell: "I'll just tell Giorgio you weren't available" → "Giorgio". */
function toldTo(quote: string | null): string | null {
  if (!quote) return null;
  const found =
    /\b(?:tell|let|inform|cc|loop in|escalate (?:it |this )?to)\s+(\p{Lu}[\p{Ll}'’-]+|(?:my|our|the|your) (?:boss|manager|director|lead|head of \w+))/u.exec(
      quote,
    );
  return found?.[1] ?? null;
}

/** "I want a salary review after 6 months in writing": what the user adds when they accept. */
function alsoWanted(message: string): string | null {
  const found =
    /\bi (?:want|need|'d like|would like|also want) (a |an |the |my )((?:\d[.,]\d|[^.?!,]){4,90}?)(?: in writing)?(?=[.?!,]| but| so| and)/i.exec(
      message,
    );
  return found ? `${found[1] ?? ''}${found[2] ?? ''}`.trim() : null;
}

/** The month or season their "not now" points to: "frozen until April" → "April". */
function whenLater(quote: string | null): string | null {
  if (!quote) return null;
  return (
    /\b(?:until|till|after|in|from|next) (january|february|march|april|may|june|july|august|september|october|november|december|the new year|next quarter|q[1-4])\b/i
      .exec(quote)?.[1]
      ?.replace(/^q/i, 'Q') ?? null
  );
}

/** The dates and sums in their answer: "€55,000", "60 days", "17th" (a bare ordinal is a date). */
function figuresOf(quote: string | null): string[] {
  if (!quote) return [];
  const found = everyFact(quote);
  const ordinal = /\b\d{1,2}(?:st|nd|rd|th)\b/i.exec(quote)?.[0];
  if (ordinal && !found.some((fact) => fact.includes(ordinal))) found.push(ordinal);
  return found.slice(0, 3);
}

export interface TheirAnswerInput {
  answer: TheirAnswer;
  message: string;
  /** The user's earlier messages in this chat. */
  earlier: readonly string[];
  facts: Facts;
  lens: UserLens;
  self: SelfDescription | null;
  counterpart: CounterpartRead;
}

/** The answer to a follow-up that reports how the other person answered. */
export function composeTheirAnswer(input: TheirAnswerInput): CoachReply {
  const { answer, message, earlier, facts, lens, self, counterpart } = input;
  const style = userStyle(lens, self);
  const name = facts.name && !facts.name.includes(' and ') ? facts.name : null;
  const words = THEIR_ANSWER_TEXTS;
  const quote = answer.quote && answer.quote.split(/\s+/).length <= 30 ? answer.quote : null;
  const parts: ReplyParts = {
    name,
    pronoun: answer.pronoun,
    quote,
    thing: facts.thing ?? null,
    theirAsk: theirAsk(answer.quote),
    toldTo: toldTo(answer.quote),
    alsoWanted: alsoWanted(message),
    later: whenLater(answer.quote),
    correction: theirCorrection(message, answer.quote),
    ownPeople:
      /\b(?:my|our) (?:commis|team|junior|colleague|assistant|intern|staff|analyst|report|apprentice|trainee)\b/i.test(
        message,
      ),
    figures: figuresOf(answer.quote),
    willing: answer.willing,
    asking: answer.asking,
    afterFeedback: raisedAProblem(earlier) && !/\b(?:a yes|a no|mean)\b/i.test(message),
    closesThread: answeredThem(earlier) && !/\b(?:a yes|a no)\b/i.test(message),
    afterNo: earlier.some((text) => SAID_NO.test(text)),
  };
  const text = words[answer.reaction];
  // Their cool answer to an apology that excused itself: it did not land, and saying so helps.
  const missed = apologyMissed(answer, earlier);
  const shown = missed ? NOT_LANDED : text;
  return {
    inferred_style: styleLine(facts, counterpart, style),
    insights: [
      ...shown.insights(missed ? { ...parts, quote: answer.ownQuote } : parts),
      fitLine(style, missed ? THEIR_ANSWER_FIT.right : THEIR_ANSWER_FIT[answer.reaction]),
    ]
      .filter(Boolean)
      .map(capitalise),
    suggested_reply: capitalise(shown.reply(parts)),
  };
}
