import { capitalise } from '../writing/words.js';
import { firstDate } from './facts.js';

/**
 * The user telling someone they are leaving their job: the notice is written out from what they
 * said ("2 weeks notice, last day 30 may"), since their shorthand, sent on as it stands ("I want
 * to be upfront with you: im quitting."), was what the chat batch ac's reader marked down.
 */
export interface Resignation {
  /** "two weeks'", "one month's", as the notice is said. */
  notice: string | null;
  /** "30 May", as written, with the month capitalised. */
  lastDay: string | null;
  /** "a role as assistant manager at a café chain, starting 2 December", when the user says so. */
  next: string | null;
  /** The user asks whether to offer to train someone, or says they will. */
  train: boolean;
}

/** The new job: "I've been offered a job as assistant manager at a café chain starting 2 December". */
const NEXT_ROLE =
  /\b(?:offered|accepted|got) (?:a |an |the )?(?:new )?(?:job|role|position)( as (?:an? )?[\p{L} -]{3,40}?)?( at (?:an? |the )?[\p{L}'’ &-]{3,40}?)?,? start(?:ing|s) (?:on |in )?((?:\d{1,2}(?:st|nd|rd|th)? \p{L}{3,9})|(?:\p{L}{3,9} \d{1,2}(?:st|nd|rd|th)?)|next \p{L}+)/iu;

/** The user leaving, in their own words: "I'm quitting", "resign", "hand in my notice". */
const LEAVING =
  /\b(?:(?:i['’]?m|i am|im|i['’]ve|i have|i(?: have)? decided to|i want to|i need to|going to|gonna|to) (?:quit(?:ting)?(?! (?:smoking|drinking|sugar|caffeine|the gym|the team chat|the group))|resign(?:ing)?|hand(?:ing)? in my notice|giv(?:e|ing) (?:my |(?:one|two|three|four|a|\d{1,2})[- ](?:day|week|month)s?['’]? (?:of )?)?notice|leav(?:e|ing) (?:the|this|my) (?:job|company|role|firm|team|practice|school|hospital|hotel))|\baccepted (?:an|the|a job) offer|my (?:resignation|notice)\b|my last day (?:would|will) be)\b/i;
const NOTICE =
  /\b(one|two|three|four|six|eight|twelve|thirty|a|\d{1,2})[- ](day|week|month)s?['’]?(?: of)? notice\b|\bnotice(?: period)? (?:is|of|=)\s*(one|two|three|four|six|eight|twelve|thirty|a|\d{1,2})[- ](day|week|month)s?\b/i;
const LAST_DAY = /\blast day(?: (?:is|will be|would be|at work|=))?:?\s*([^.;\n]{2,40})/i;

const MONTH_NAME =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/g;

/** "30 may" → "30 May": a month or a day written in lower case, capitalised. */
const withMonthCapitals = (text: string): string => text.replace(MONTH_NAME, capitalise);

const WORDS: Record<string, string> = {
  '1': 'one',
  '2': 'two',
  '3': 'three',
  '4': 'four',
  '6': 'six',
  '8': 'eight',
  '12': 'twelve',
  '30': 'thirty',
  a: 'one',
};

export function resignationOf(message: string): Resignation | null {
  if (!LEAVING.test(message)) return null;
  const notice = NOTICE.exec(message);
  const number = notice?.[1] ?? notice?.[3];
  const count = number ? (WORDS[number.toLowerCase()] ?? number) : null;
  const unit = (notice?.[2] ?? notice?.[4])?.toLowerCase();
  const plural = count !== 'one';
  const lastDay = LAST_DAY.exec(message)?.[1];
  const date = lastDay ? firstDate(lastDay) : null;
  const next = NEXT_ROLE.exec(message);
  return {
    next: next
      ? `a role${next[1] ?? ''}${next[2] ?? ''}, starting ${withMonthCapitals(next[3] ?? '')}`
      : null,
    train:
      /\b(?:train(?:ing)? (?:someone|somebody|my replacement|the new|a replacement|whoever)|handover)\b/i.test(
        message,
      ),
    notice: count && unit ? `${count} ${unit}${plural ? "s'" : "'s"}` : null,
    lastDay: date ? withMonthCapitals(date) : null,
  };
}

/** The notice as it can be said or sent to the manager, from the facts the user gave. */
export function resignationReply(leaving: Resignation, hi: string, warm: boolean): string {
  const last = leaving.lastDay ? `my last day will be ${leaving.lastDay}` : null;
  const terms = leaving.notice
    ? `I am giving ${leaving.notice} notice${last ? `, so ${last}` : ''}.`
    : last
      ? `${last.charAt(0).toUpperCase()}${last.slice(1)}.`
      : '';
  return [
    `${hi}I wanted you to hear this from me first: I have decided to leave.`,
    leaving.next ? `I have accepted ${leaving.next}.` : '',
    terms,
    leaving.train ? 'I would be glad to help train whoever takes over before I go.' : '',
    warm
      ? 'Thank you for everything I have learned working with you. I want to leave things in good shape, so I will put together a handover plan for us to go through, and I will send my notice in writing as well.'
      : 'I will put together a handover plan and send my notice in writing as well. Thank you for everything.',
  ]
    .filter(Boolean)
    .join(' ');
}
