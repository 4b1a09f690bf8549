import type { CoachReply, DiscStyle } from '@styleprint/contracts';
import { greetingLine } from '../writing/addressee.js';
import { capitalise } from '../writing/words.js';
import { fitLine, type UserStyle } from './compose.js';
import type { Facts } from './facts.js';

/**
 * The other side asks for more than was agreed: a client wants more versions than the package
 * covered, a supplier raises a price without the notice the contract asks for, a buyer cuts the
 * price the user is paid. Every fresh chat batch held one (a logo's extra fonts and van version,
 * a reel's TikTok cut, flour at ₦65,000 on a week's notice, punnets cut from $4.20 to $3.50) and
 * each got a stock reply ("Thank you for your message. … Let me know if that works for you."). A
 * good reply holds the agreed terms in the other person's words and offers the way on: the extra
 * work as paid work, the old price until the notice runs out, a counter with the user's reasons.
 * Built only from the message; a figure the user keeps to themselves (their cost, their floor)
 * never reaches the reply.
 */
export type AgreedTerms =
  | {
      kind: 'extra-work';
      /** What the agreed sum covered: "the logo and 2 rounds of revisions". */
      covered: string;
      amount: string;
      /** The new request in their words, to offer as paid work, when it reads cleanly. */
      request: string | null;
      /** The agreed part is used up: "we're done with round 2", "reel 2 is on revision 5". */
      usedUp: boolean;
    }
  | {
      kind: 'price-change';
      from: string;
      to: string;
      /** Up: a supplier's rise; down: a buyer's cut. */
      direction: 'up' | 'down';
      /** The notice the contract asks for, in days, when the user says so. */
      noticeDays: string | null;
      /** The figure the user wants to ask for, when they name one. */
      counter: string | null;
      /** What backs the user: years of supply, never late, last year's price. */
      years: string | null;
      neverLate: boolean;
      lastYear: string | null;
    };

// Separators only between digits, so "₦65,000." and "$3.90," end at their last digit.
const MONEY = "(?:[£$€₦₹¥]|R\\$?\\s?|CHF\\s?|AED\\s?)\\d(?:\\d|[,.'](?=\\d))*(?:k\\b)?";
const MONEY_AT = new RegExp(MONEY);

/** "paid for logo + 2 rounds of revisions, €1,200 total", "contracted me for 3 reels, $450 fixed". */
const PACKAGE =
  /\b(?:paid (?:me |us )?for|contracted (?:me|us) for|hired (?:me|us) for|(?:our|the|my) (?:package|quote|deal|agreement|contract) (?:was|is|of|covered|covers|included|includes)(?: for)?|(?:we )?agreed (?:on )?(?:a (?:fixed )?(?:price|fee) of )?(?=[£$€₦₹¥R\d])|(?:i|we) quoted (?:him|her|them) |(?<!\b(?:was|were|been|got|being) )\bquoted (?=[£$€₦₹¥]|R\$?\s?\d)|(?:the |our |my )?(?:contract|agreement|sow|brief)\b(?: (?:w\/|with)(?: \w+){1,4}?(?: \([^()\n]{1,30}\))?)? (?:says|said|is for|was for|covers|covered|specifies|specified) )\s*((?:\d\.\d|[^.;!?\n]){5,120})/i;
/** The other side's new ask, in their quoted words. */
const QUOTED_ASK =
  /["“]([^"“”\n]{10,400})["”]|(?<![\p{L}\d])['‘]((?:[^'‘’\n]|(?<=\p{L})['’](?=\p{L})){10,400}?)['’](?![\p{L}\d])/gu;
const MORE_WORDS =
  /\b(?:(?:a few|some|\d+|two|three|four) more|another|extra|also|additional|just (?:try|do|make|add|change|swap)|one more|more versions?|more options?|small tweak|should(?:n['’]t)? (?:take long|be quick))\b/i;
const ASKS = /\b(?:can|could|would|will) (?:you|we|u)\b|\bplease\b|\bpls\b|\?/i;
const USED_UP =
  /\b(?:done with|finished|completed|signed off|used (?:up|both|all)|(?:on|at) (?:revision|round) (?:\d|three|four|five|six))\b/i;

const PRICE_CHANGE = new RegExp(
  `\\b(?:price|rate|fee|cost|pay)\\b(?:\\d\\.\\d|[^.?!\\n]){0,80}?\\bfrom (${MONEY}) to (${MONEY})`,
  'i',
);
/** "wants to pay $3.50 instead of $4.20": the new figure first. */
const INSTEAD_OF = new RegExp(`(${MONEY}) (?:instead of|rather than|not) (${MONEY})`, 'i');
const NOTICE =
  /\b(?:contract|agreement|terms)\b(?:\d\.\d|[^.?!\n]){0,30}?\b(\d{1,3}) days?['’]? notice\b/i;
const COUNTER = new RegExp(
  `\\b(?:i (?:want|would like|'d like|wanna|need) (?:to )?(?:ask|get|keep)(?: (?:him|her|them))?(?: for)?|ask(?:ing)? (?:him |her |them )?for|counter (?:at|with)|keep (?:it )?at) (${MONEY})`,
  'i',
);
const YEARS =
  /\b(?:(?:supply|supplied|buying|bought|worked|working|been with)\b[^.?!\n]{0,30}?\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten) (?:years?|yrs?)|(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten) (?:years?|yrs?)\b[^.?!\n]{0,20}\b(?:supply|supplier|customer|buying|working together))\b/i;
const NEVER_LATE = /\bnever (?:late|missed|short)\b/i;
const LAST_YEAR = new RegExp(`\\blast year\\b(?:\\d\\.\\d|[^.?!\\n]){0,40}?(${MONEY})`, 'i');

export function agreedTermsOf(message: string): AgreedTerms | null {
  const change = PRICE_CHANGE.exec(message);
  const instead = change ? null : INSTEAD_OF.exec(message);
  const figures = change ? [change[1], change[2]] : instead ? [instead[2], instead[1]] : [];
  const [fromFigure, toFigure] = figures;
  if (fromFigure && toFigure) {
    const from = fromFigure.trim();
    const to = toFigure.trim();
    const direction = valueOf(to) > valueOf(from) ? 'up' : 'down';
    const counter = COUNTER.exec(message)?.[1]?.trim() ?? null;
    const noticeDays = NOTICE.exec(message)?.[1] ?? null;
    // A change the user means to make themselves ("we're putting our price up from…") is news
    // to tell, not terms to hold; without a counter or a notice there is nothing to hold with.
    if (
      /\b(?:we|i)(?:['’]re| are| am|['’]m)? (?:going to |have to |need to )?(?:put|raise|increase|cut|lower)\b/i.test(
        message,
      )
    )
      return null;
    if (!counter && !noticeDays) return null;
    const years = YEARS.exec(message);
    return {
      kind: 'price-change',
      from,
      to,
      direction,
      noticeDays,
      counter,
      years: years?.[1] ?? years?.[2] ?? null,
      neverLate: NEVER_LATE.test(message),
      lastYear: LAST_YEAR.exec(message)?.[1]?.trim() ?? null,
    };
  }
  const agreed = PACKAGE.exec(message)?.[1];
  // Their latest quoted ask for more: "just small tweak" reported earlier is not the request.
  const ask = [...message.matchAll(QUOTED_ASK)]
    .map((match) => match[1] ?? match[2] ?? '')
    // A request ("could you also…?"), not a complaint that names something extra.
    .filter((quote) => MORE_WORDS.test(quote) && ASKS.test(quote))
    .pop();
  if (!agreed || !ask) return null;
  const amount = agreed.match(MONEY_AT)?.[0]?.trim();
  if (!amount) return null;
  return {
    kind: 'extra-work',
    covered: coveredOf(agreed),
    amount,
    request: requestOf(ask),
    usedUp: USED_UP.test(message),
  };
}

/** "1,200" → 1200, "3.50" → 3.5, "₦58,000" → 58000: for which way a price moved. */
function valueOf(money: string): number {
  const digits = money.replace(/[^\d.,]/g, '');
  const plain = /,\d{3}\b/.test(digits) ? digits.replace(/,/g, '') : digits.replace(',', '.');
  return Number.parseFloat(plain) || 0;
}

/** "logo + 2 rounds of revisions, €1,200 total" → "the logo and 2 rounds of revisions". */
function coveredOf(agreed: string): string {
  // "£800 for 3 pages and a contact form": what comes after the sum is what it covered.
  const after = new RegExp(
    `^${MONEY}\\s+(?:for|covering|to cover|which covered|that covered)\\s+`,
    'i',
  );
  const parts = agreed
    .replace(after, '')
    .split(/,\s+/)
    .map((part) => part.trim())
    .filter((part) => !MONEY_AT.test(part) && !/^(?:total|fixed|in total|all in)$/i.test(part))
    // "…, owner Mrs Pieterse signed the quote": who agreed it, not what it covered.
    .filter((part) => !/\b(?:signed|said|agreed|asked|wants|paid|accepted)\b/i.test(part))
    .map((part) => part.replace(/ (?:included|total)$/i, '').replace(/ \+ /g, ' and '));
  const items = parts.join(' and ').replace(/\s+/g, ' ').trim();
  if (items === '') return 'the work we agreed';
  return /^(?:\d|the|a|an|two|three|four|five)\b/i.test(items) ? items : `the ${items}`;
}

/**
 * "Can we just try a few more versions with a different font … and also a version for the
 * delivery vans?" → "a few more versions with a different font … and a version for the delivery
 * vans": what they asked for, said back, when it reads cleanly.
 */
function requestOf(ask: string): string | null {
  const clause =
    /\b(?:can|could|would) (?:you|we)(?: (?:also|just|please|maybe))* ((?!(?:be|not|please|also|just|maybe|possibly|quickly|really)\b)\p{Ll}+(?: up)?)\s+((?:\d\.\d|[^?!.]){6,160})/iu.exec(
      ask,
    );
  if (!clause?.[1] || !clause[2]) return null;
  const cleaned = `${clause[1].toLowerCase()} ${clause[2]}`
    // "…, should be quick" and "…? Shouldn't take long" are their asides, not the request.
    .replace(/, ?(?:should|shouldn['’]?t|it['’]?s|that['’]?s)\b.*$/i, '')
    // "… while you're in there": their aside, in their voice.
    .replace(/,? while you['’]re (?:in there|at it|on it)\b.*$/i, '')
    .replace(/,? ?and also\b/gi, ' and')
    .replace(/\s+/g, ' ')
    .trim();
  // Their pronouns and asides ("should be quick", "for me") would read wrongly in the user's voice.
  if (/\b(?:i|me|my|we|us|our|you|your|it|should|quick)\b/i.test(cleaned)) return null;
  return cleaned;
}

const EXTRA_FIT: Record<DiscStyle, string> = {
  D: 'You may state the limit so briskly that it reads as a rebuke; lead with the warm line, then the terms and the offer.',
  I: 'You may say yes in the moment to keep the mood good; the friendly tone can stay, but the offer of paid work has to be in the message.',
  S: 'You may do the extra quietly rather than risk the relationship; a client who is happy with your work expects to pay for more of it.',
  C: 'You may list every change they have asked for so far; the agreement and the offer are enough, and the tally stays with you.',
};

const PRICE_FIT: Record<DiscStyle, string> = {
  D: 'You may answer the new figure with an ultimatum; keep it firm and short, and leave them a way to say yes.',
  I: 'You may soften it until it sounds like you accept; say the figure you want in plain words, once.',
  S: 'You may accept to keep a long relationship smooth; a clear counter with your reasons is how a long relationship is kept fair.',
  C: 'You may send every figure you have; two reasons they can check are stronger than five.',
};

export function composeAgreedTerms({
  terms,
  facts,
  user,
  styleLine,
}: {
  terms: AgreedTerms;
  facts: Facts;
  user: UserStyle;
  styleLine: string;
}): CoachReply {
  const who = facts.name ?? null;
  return terms.kind === 'extra-work'
    ? extraWork(terms, who, user, styleLine)
    : priceChange(terms, who, user, styleLine);
}

function extraWork(
  terms: Extract<AgreedTerms, { kind: 'extra-work' }>,
  who: string | null,
  user: UserStyle,
  styleLine: string,
): CoachReply {
  const them = who ?? 'They';
  const insights = [
    `${capitalise(them)} ${who ? 'is' : 'are'} asking for more than the ${terms.amount} you agreed covered (${terms.covered}). It is most likely enthusiasm, not a test, but extra work done free once becomes the new baseline.`,
    'Say yes to the work and no to the free: name what the agreement covered, say it is complete, and offer the new request as extra work with a quote or your rate. That keeps the door open for the next job.',
    'Send the price before you start, not after: a price after the work reads as a surprise bill. Leave out earlier clients and any tally of past changes.',
    fitLine(user, EXTRA_FIT),
  ];
  const what = terms.request ?? 'do the new versions';
  const reply = [
    `${who ? `Hi ${who},` : 'Hi,'}\nI'm so glad you're happy with it!`,
    `The ${terms.amount} we agreed covered ${terms.covered}${terms.usedUp ? ', which we have now completed' : ''}.`,
    `I'd be happy to ${what} as extra work: I'll send you a quote today, and I can start as soon as you confirm.`,
    'Does that work for you?',
  ].join(' ');
  return { inferred_style: styleLine, insights: insights.filter(Boolean), suggested_reply: reply };
}

function priceChange(
  terms: Extract<AgreedTerms, { kind: 'price-change' }>,
  who: string | null,
  user: UserStyle,
  styleLine: string,
): CoachReply {
  const reasons = [
    terms.years
      ? `we have worked together for ${terms.years} years${terms.neverLate ? ', and I have never been late' : ''}`
      : '',
    terms.lastYear ? `last year at this time it was ${terms.lastYear}` : '',
  ].filter(Boolean);
  const hello = greetingLine(who);
  const insights: string[] = [];
  let reply: string;
  if (terms.noticeDays && terms.direction === 'up') {
    insights.push(
      `The new price (${terms.to}, from ${terms.from}) comes with less notice than the ${terms.noticeDays} days your contract asks for. Hold to the contract, not to outrage: the old price stands until the notice runs out, and the new one is for discussion after that.`,
      'Thank them for telling you, state the clause as a fact, say what you will pay meanwhile, and open the talk about the price after: a supplier squeezed by their own costs can still be dealt with fairly.',
    );
    reply = [
      `${hello}\nThank you for letting us know about the new price of ${terms.to}.`,
      `Our contract provides for ${terms.noticeDays} days' notice of any price change, so we will continue to order at ${terms.from} for the next ${terms.noticeDays} days.`,
      `We value working with you${terms.years ? ` over the past ${terms.years} years` : ''} and would like to agree the price for the months after that together.`,
      'Could you confirm this, and suggest a time to talk?',
    ].join(' ');
  } else {
    const counter = terms.counter ?? terms.from;
    insights.push(
      `${who ? `${who} wants` : 'They want'} to ${terms.direction === 'down' ? 'cut the price to' : 'raise the price to'} ${terms.to} (from ${terms.from}); you want ${counter}. A counter with your reasons is a normal part of a price talk, not rudeness.`,
      `Say the figure you want once, with the reasons they can check${reasons.length > 0 ? ` (${reasons.join('; ')})` : ''}, and offer a call. Keep your own costs and the lowest figure you would take to yourself: once said, they become the price.`,
    );
    reply = [
      `${hello}\nThank you for letting me know about the price.`,
      `I can't do ${terms.to}.`,
      ...reasons.map((reason) => `${capitalise(reason)}.`),
      `I would like to keep it at ${counter}.`,
      'Can we talk about it this week?',
    ]
      .filter(Boolean)
      .join(' ');
  }
  insights.push(fitLine(user, PRICE_FIT));
  return { inferred_style: styleLine, insights: insights.filter(Boolean), suggested_reply: reply };
}
