import type { CoachReply, DiscStyle } from '@styleprint/contracts';
import { capitalise, DISC_WORDS } from '../writing/words.js';
import type { UserStyle } from './compose.js';
import { fitLine } from './compose.js';
import type { CounterpartRead } from './counterpart.js';
import type { Facts } from './facts.js';

/**
 * A job offer the user wants to ask more for: one of the commonest chat questions, and one no
 * stock situation answers (the chat batch ac's "R 58,500, I was hoping for R 65,000" got "I need a
 * few more days to finish this properly"). A good counter thanks them, says the user wants the
 * role, names the figure once with what it is per, and says when they will answer; it never
 * threatens to walk away or invents a competing offer. Built only from the message.
 */
export interface OfferCounter {
  /** What they offered, as written ("R 58,500"), with its period when given ("per month"). */
  offered: string;
  /** What the user hopes for ("R 65,000"). */
  hoped: string;
  period: string | null;
  /** "the senior analyst role". */
  role: string | null;
  /** When they want an answer ("Monday"), as written. */
  answerBy: string | null;
  /** The figure is the market rate, as the user said: the reason it rests on. */
  market: boolean;
}

/** A sum of money as people write it in an offer: "R 58,500", "$92k", "€4.200", "₹18 lakh". */
const SUM =
  "(?:(?:[$€£¥₹₦₩₱₽₺₪฿]|R\\$|\\bR(?= ?\\d)|\\b(?:CHF|USD|EUR|GBP|ZAR|INR|AUD|CAD|SGD|AED|RM)(?= ?\\d))\\s?\\d+(?:[,.'’]\\d+)*\\s?(?:k|K|lakh|LPA)?|\\b\\d+(?:[,.'’]\\d+)*\\s?(?:k|K|lakh|LPA|€|£)(?![\\p{L}\\d]))";
const OFFER = /\b(?:offer(?:ed|s)?|offering)\b/i;
/** The user wants more than offered, in words: "hoping for", "ask for more", "negotiate". */
const WANTS_MORE =
  /\b(?:negotiat\w*|counter(?:-?offer)?|ask(?:ing)? for more|get more|push for|more money|hoping for|hoped for|was expecting|expected)\b/i;
const HOPED = new RegExp(
  `\\b(?:hoping for|hoped for|hope for|hope to get|was expecting|i expected|expecting|asking for|ask for|aiming for|aim for|target(?:ing)?|want(?:ed)?|need(?:ed)?|worth|market rate is|market is)\\s+(?:about |around |roughly |at least |something like |closer to )?(${SUM})`,
  'iu',
);
const OFFERED = new RegExp(
  `\\b(?:offer(?:ed|s)?|offering)\\b(?:(?!\\b(?:hoping|hoped|expect\\w*|want\\w*|aim\\w*|asking)\\b)[^.?!\\n]){0,120}?(${SUM})`,
  'iu',
);
const PERIOD =
  /^\s?(?:per month|a month|\/month|pm|p\/m|per year|a year|\/year|per annum|p\.a\.|pa|an hour|per hour|\/hr|a day|per day)\b/i;
const ROLE = /\bfor (?:a|an|the) ((?:[\p{L}-]+ ){0,3}?[\p{L}-]+) (?:role|position|job|post)\b/iu;
const ANSWER_BY =
  /\b(?:answer|decision|reply|response|confirm\w*|sign\w*) by ((?:this |next )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|the end of (?:the )?(?:day|week)|\d{1,2}(?:st|nd|rd|th)? \p{L}+))\b/iu;

/** The offer and the figure the user hopes for, or null when the message is not such a question. */
export function offerCounterOf(message: string): OfferCounter | null {
  if (!OFFER.test(message) || !WANTS_MORE.test(message)) return null;
  const hoped = HOPED.exec(message);
  const offered = OFFERED.exec(message);
  if (!hoped?.[1] || !offered?.[1] || hoped[1] === offered[1]) return null;
  const after = message.slice((offered.index ?? 0) + offered[0].length);
  const period = PERIOD.exec(after)?.[0].trim() ?? null;
  const role = ROLE.exec(message)?.[1] ?? null;
  return {
    offered: offered[1].trim(),
    hoped: hoped[1].trim(),
    period: period && !/^(?:pm|pa)$/i.test(period) ? period : null,
    role: role ? `the ${role.toLowerCase()} role` : null,
    answerBy: ANSWER_BY.exec(message)?.[1] ?? null,
    market: /\bmarket\b/i.test(hoped[0]),
  };
}

/** What each style of user tends to do when asking for more, and what to do instead. */
const USER_FIT: Record<DiscStyle, string> = {
  D: 'You may put the figure as a condition; ask it as a question and leave them room to come back part of the way.',
  I: 'You may talk around the number to keep it friendly; say the figure plainly once, then be as warm as you like.',
  S: 'You may be tempted to accept rather than ask; one polite question about pay is expected at this stage, and it is easier now than after you sign.',
  C: 'You may build a long case with every figure; one number and one reason are enough, and the rest is for when they ask.',
};

/** What the one who makes the offer needs, by their style. */
const THEM_FIT: Record<DiscStyle, string> = {
  D: 'the figure and your answer date in two lines, without a lead-in.',
  I: 'a warm line about the role first, then the figure; if you talk it through on a call, put the number in writing straight after.',
  S: 'reassurance that you want the role, and an easy next step, such as taking the figure back to the team.',
  C: 'the figure with the one fact it rests on (the role’s scope, your experience or the market rate).',
};

export interface OfferCounterInput {
  offer: OfferCounter;
  facts: Facts;
  user: UserStyle;
  counterpart: CounterpartRead;
  styleLine: string;
}

export function composeOfferCounter({
  offer,
  facts,
  user,
  counterpart,
  styleLine,
}: OfferCounterInput): CoachReply {
  const who = facts.who ?? 'the recruiter';
  const per = offer.period ? ` ${offer.period}` : '';
  const insights = [
    `You have an offer of ${offer.offered}${per}${offer.role ? ` for ${offer.role}` : ''} and were hoping for ${offer.hoped}. Asking once, politely, is normal at this stage and seldom puts an offer at risk.`,
    'Thank them and say you want the role first, then name your figure once, with what it is per, and stop: no apology, no argument against yourself, and no other offer you do not have.',
    'Decide before you send it what you would accept if they come part of the way (a figure in between, a review after six months, a signing bonus), so you can answer on the spot.',
    fitLine(user, USER_FIT),
  ];
  if (counterpart.style !== null) {
    insights.push(
      `${capitalise(who)} comes across as ${DISC_WORDS[counterpart.style].adjective}: give them ${THEM_FIT[counterpart.style]}`,
    );
  }
  const hello = facts.name ? `Hi ${facts.name},` : 'Hello,';
  const lines = [
    `Thank you for the offer${offer.role ? ` for ${offer.role}` : ''}. I'm excited about it, and I would like to make it work.`,
    `Before I confirm, I would like to ask about the salary: ${offer.market ? `the market rate for a role like this is around ${offer.hoped}${per}, so I was hoping for something closer to that` : `I was hoping for ${offer.hoped}${per}`}. Is there room to move towards that?`,
    offer.answerBy
      ? `I will give you my answer by ${offer.answerBy}.`
      : 'I am happy to talk it through on a call.',
  ];
  return {
    inferred_style: styleLine,
    insights,
    suggested_reply: `${hello}\n${lines.join(' ')}`,
  };
}
