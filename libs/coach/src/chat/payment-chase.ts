import type { CoachReply, DiscStyle } from '@styleprint/contracts';
import { capitalise, DISC_WORDS } from '../writing/words.js';
import type { UserStyle } from './compose.js';
import { fitLine } from './compose.js';
import type { CounterpartRead } from './counterpart.js';
import { firstDate, type Facts } from './facts.js';

/**
 * A client or customer who owes the user money: the most common chase, and one where the stock
 * answers (a late colleague, an unanswered question) miss what matters. A good chase is one short
 * email that leaves a record: the invoice, the amount and the due date in its first lines, one
 * ask (a payment date), a route round whoever it is "with", and the next piece of work tied to it
 * as a plain fact, never a threat or a fee the user never mentioned. Built only from the message.
 */
export interface PaymentChase {
  /** "£14,200", as written. */
  amount: string;
  /** "invoice INV-2291", "invoice #0317". */
  invoice: string | null;
  /** What it is for, turned to the reader: "the planning drawings stage", "your summer party". */
  forWhat: string | null;
  /** When it was due ("2 April"), else when it was sent or dated with its terms. */
  due: string | null;
  sent: string | null;
  terms: string | null;
  /** How many times the user has chased ("two", "three"), as written. */
  chased: string | null;
  /** Who they say it is with: "your accountant", "your finance team". */
  withWhom: string | null;
  /** The next piece of work waiting on it ("stage 3"). */
  next: string | null;
  /** They wrote of a hard time (illness, stress): one line of it before the money. */
  hardTime: boolean;
  /** The user chases by phone ("every time I ring"), so an email is the change. */
  byPhone: boolean;
  /**
   * Who owes, when it is family or a friend ("brother", "flatmate"): no invoice, no "payment
   * terms", a text between people who will see each other (the chat batches af and ai: a
   * flatmate's and a brother's share answered as a client's invoice).
   */
  personal: string | null;
  /**
   * Why the user needs it back, said in the text when they said it: short this month ("im
   * actually skint"), or a payment of their own coming up ("I need this money for the fees").
   */
  need: 'short' | 'payment' | null;
  /** They said they would pay ("yeah ill sort it"): the text can take them at their word. */
  promised: boolean;
}

const PERSONAL =
  /\bmy (?:(?:older|younger|big|little|best|old|oldest|closest) )?(brother|sister|bro|sis|mate|friend|flatmate|roommate|housemate|dad|mum|mom|father|mother|cousin|uncle|aunt|ex|boyfriend|girlfriend|partner|neighbou?r|son|daughter|brother-in-law|sister-in-law)\b/i;
const PROMISED =
  /\b(?:(?:i'?ll|ill|i will|will|gonna) (?:sort|pay|send|transfer|get)(?: it| you| that)?|sort it (?:at|by|this|next)|pay (?:me|you) back (?:by|at|next|this|after|when|on)|(?:she|he|they)['’]?d pay (?:me|it) back|shed pay (?:me|it) back|(?:said|promised) (?:he|she|they)(?:['’]d| would| will) (?:return|pay|give|send))\b/i;

const MONEY = /[£$€]\s?\d[\d,]*(?:\.\d{2})?k?/;
/** The user is owed: "owes us £…", "hasn't paid invoice…", "£… is still outstanding". */
const OWED_TO_USER =
  /\b(?:(?:lend|lent|loaned) (?:\w+ ){0,3}?(?:[£$€₦₹]|ksh ?\d|rs\.? ?\d|\d[\d,.]* (?:shillings|naira|rupees|rand|pesos|euros|pounds|dollars|cedis))|borrowed [£$€]\s?\d[\d,]*(?:\.\d{2})? (?:off|from) (?:me|us)\b|lent (?:him|her|them|my \w+) [£$€]\s?\d|owes? (?:us |me |the (?:practice|clinic|firm|company|studio|agency|business|shop) )?[£$€]\s?\d|owed to (?:us|me)|(?:hasn'?t|has not|haven'?t|have not|still not|never|not yet) (?:paid|settled)|unpaid|outstanding|overdue (?:invoice|payment|balance|bill)|invoice (?:#?\s?[\w-]+ )?(?:is |was |are |now |still )+(?:\w+ ){0,3}?(?:overdue|late|unpaid|outstanding)\b|(?:chase|chasing) (?:the )?(?:payment|invoice|money|them for)|\b(?:is|are|now|still) (?:\w+ )?(?:overdue|unpaid|outstanding)\b|\b\d+ days (?:overdue|late|past due)\b|\binvoice\b(?:\d\.\d|[^.?!]){0,40}?\bwas due\b)/i;
/** Not a chase: the user owes, the amount is disputed, or the user sent the wrong one. */
const NOT_A_CHASE =
  /\b(?:(?:i|we) owe|refus\w* to pay|disput\w*|won'?t pay|will not pay|not happy with the work|wrong invoice|overcharged|undercharged|charged (?:them|him|her) twice|say(?:ing)? no|lend(?:ing)? (?:him|her|them) (?:another|more|again)|another loan)\b/i;

/** The user is short of money this month: "im actually skint", "money is tight". */
const SHORT =
  /\b(?:skint|broke|short (?:this|on money)|tight this month|money is tight|need (?:it|the money) (?:back )?(?:now|this month))\b/i;
/** A payment of the user's own coming up: "I need this money for my sister's school fees". */
const NEEDED = /\bneed (?:this|the|that) money\b/i;

const NUMBER = '(?:two|three|four|five|six|\\d+)';

export function paymentChaseOf(message: string): PaymentChase | null {
  if (!OWED_TO_USER.test(message) || NOT_A_CHASE.test(message)) return null;
  const amount = amountOwed(message);
  if (!amount) return null;
  const invoice =
    /\binvoice\s+(?:no\.?\s*|number\s*)?(#?\s?[A-Z]{0,5}-?\d[\w-]*)/i.exec(message)?.[1] ??
    /\b(INV-?\d[\w-]*)/i.exec(message)?.[1] ??
    null;
  const forWhat = forWhatOf(message, amount);
  // "due 30 days after 12 August" is a sending date and terms, not a due date.
  const after = /\bdue (\d{1,3}) days (?:after|from) ((?:\d[.,]\d|[^.,;!?]){3,30})/i.exec(message);
  const dueClause = after
    ? ''
    : (/\bdue (?:on |by )?((?:\d[.,]\d|[^.,;!?]){3,30})/i.exec(message)?.[1] ?? '');
  const sentClause =
    after?.[2] ??
    // The invoice's own date ("invoice #0317 sent 14 August"), not a reminder's.
    /\binvoice\b(?:\d\.\d|[^.;!?]){0,40}?\b(?:sent|dated|issued|raised) (?:on )?((?:\d[.,]\d|[^.,;!?]){3,30})/i.exec(
      message,
    )?.[1];
  const terms =
    after?.[1] ??
    /\b(\d{1,3})[- ]day terms\b/i.exec(message)?.[1] ??
    /\bterms (?:were|are|of) (\d{1,3}) days\b/i.exec(message)?.[1] ??
    null;
  const chased =
    new RegExp(
      `\\b(${NUMBER}) (?:friendly |polite )?(?:reminders|chasers|emails|calls|follow-ups)\\b`,
      'i',
    ).exec(message)?.[1] ??
    (/\b(?:nudged|chased|reminded (?:him|her|them)|emailed|rung|rang) twice\b/i.test(message)
      ? 'two'
      : null) ??
    new RegExp(`\\bhappened (${NUMBER}) times\\b`, 'i').exec(message)?.[1] ??
    null;
  const keeper =
    /\b(?:with|from|to) (?:my|our|his|her|their|the) (accountant|bookkeeper|finance (?:team|department|people)|accounts (?:team|department|payable)?|accounts|payroll|head office)\b/i.exec(
      message,
    )?.[1];
  return {
    amount,
    invoice: invoice ? `invoice ${invoice.replace(/\s+/g, '')}` : null,
    forWhat,
    due: firstDate(dueClause),
    sent: sentClause ? firstDate(sentClause) : null,
    terms,
    chased,
    withWhom: keeper ? `your ${keeper.toLowerCase().trim()}` : null,
    next:
      /\b((?:stage|phase|part|round) \d+|the next (?:stage|phase|order|job|batch|project))\b(?:\d\.\d|[^.?!]){0,40}\b(?:start|begin|due|about to|coming|next)/i.exec(
        message,
      )?.[1] ?? null,
    hardTime:
      /\b(?:stressful|stressed|hard time|difficult time|struggling|unwell|illness|in hospital|bereave\w*|funeral|divorce|recovery)\b/i.test(
        message,
      ),
    byPhone:
      /\b(?:i|we)(?:'ve| have)? (?:ring|rang|rung|call|called|phone|phoned)\b|\bevery time (?:i|we) (?:ring|call|phone)\b/i.test(
        message,
      ),
    personal: invoice ? null : (PERSONAL.exec(message)?.[1]?.toLowerCase() ?? null),
    need: SHORT.test(message) ? 'short' : NEEDED.test(message) ? 'payment' : null,
    promised: PROMISED.test(message),
  };
}

/** The sum owed: "owes us £14,200", else the first sum beside "invoice". */
function amountOwed(message: string): string | null {
  const owed =
    /\b(?:owes?|owed|owing|borrowed|(?:lend|lent|loaned)(?: \w+){0,3}?)(?: (?:us|me|the \w+))? ((?:[£$€₦₹]|KSh ?|Rs\.? ?)\d[\d,]*(?:\.\d{2})?k?|\d[\d,]*(?:\.\d{2})? (?:shillings|naira|rupees|rand|pesos|euros|pounds|dollars|cedis))/i.exec(
      message,
    );
  if (owed?.[1]) return owed[1];
  const near =
    /\binvoice\b(?:\d\.\d|[^.?!]){0,60}?([£$€]\s?\d[\d,]*(?:\.\d{2})?k?)/i.exec(message) ??
    /([£$€]\s?\d[\d,]*(?:\.\d{2})?k?) (?:\w+ ){0,2}?invoice\b/i.exec(message);
  if (near?.[1]) return near[1];
  const unpaid = new RegExp(
    `(${MONEY.source})(?:\\d\\.\\d|[^.?!]){0,40}?\\b(?:outstanding|unpaid|overdue|owed)\\b`,
    'i',
  ).exec(message);
  return unpaid?.[1] ?? null;
}

/** "owes £640 for her spaniel's surgery" → "your spaniel's surgery"; said to the one who owes. */
function forWhatOf(message: string, amount: string): string | null {
  const at = message.indexOf(amount);
  const after = at >= 0 ? message.slice(at + amount.length, at + amount.length + 90) : '';
  const match =
    /^\s*(?:\([^)]*\)\s*)?for (?:the |his |her |their |your )?((?:\d[.,]\d|[^,.;!?()]){3,60}?)(?=\s+(?:on|in|at|which|that|and|but|so|was|is)\b|[,.;!?()]|$)/i.exec(
      after,
    );
  if (!match?.[1]) return null;
  const what = match[1].trim();
  // A name in it ("Biscuit's surgery") or a pronoun left is better said as written.
  if (/\b(?:he|she|they|him|them|me|us|we|i)\b/i.test(what)) return null;
  const owner = /^\s*(?:\([^)]*\)\s*)?for (his|her|their|your)\b/i.test(after) ? 'your' : 'the';
  return `${owner} ${what}`;
}

/** What each style of user tends to do when chasing money, and what to do instead. */
const USER_FIT: Record<DiscStyle, string> = {
  D: 'You tend to be quick and firm, which can read as a final demand: keep one friendly line, since you want the work after this one, then the facts and the ask.',
  I: 'You tend to keep it light ("no worries, just checking!") and the ask gets lost in the chat: one warm line, then the invoice, the amount and the day you need it.',
  S: 'You tend to soften it into "whenever suits" or apologise for asking: name the day, and do not apologise for asking to be paid for work done.',
  C: 'You tend to send the whole history of every reminder: the invoice, the amount, the due date and one ask are enough; keep the log for if it goes further.',
};

/** What the one who owes needs, by their style. */
const THEM_FIT: Record<DiscStyle, string> = {
  D: 'the amount, the due date and the ask in two lines; no lead-in.',
  I: 'a warm line first, then the ask in writing; a friendly call alone lets "next week" slide again, so put the date in an email straight after any chat.',
  S: 'reassurance that the relationship is fine and an easy next step (a date, or a name to deal with).',
  C: 'the invoice attached and the terms stated exactly, so there is nothing to query.',
};

export interface PaymentChaseInput {
  chase: PaymentChase;
  facts: Facts;
  user: UserStyle;
  counterpart: CounterpartRead;
  styleLine: string;
}

/** What each style of user tends to do when asking family or a friend for money back. */
const PERSONAL_FIT: Record<DiscStyle, string> = {
  D: 'You tend to say it bluntly and move on; with someone you will keep seeing, one friendly line before the ask costs nothing and keeps it from becoming a row.',
  I: 'You tend to joke around it until the ask disappears; keep the joke if you like, but put the amount and the day in plain words.',
  S: 'You tend to let it go to keep the peace, and resentment builds instead: a plain, friendly ask is kinder to both of you than silence.',
  C: 'You tend to keep a tally of every month it slipped; the total and one day to pay by are enough, and the tally stays with you.',
};

/** Money owed by family or a friend: a short, friendly text, privately, with a day. */
function composePersonalChase({
  chase,
  facts,
  user,
  styleLine,
}: PaymentChaseInput & { chase: PaymentChase & { personal: string } }): CoachReply {
  const who = facts.name ?? `your ${chase.personal}`;
  const what = chase.forWhat ? ` for ${chase.forWhat.replace(/^the /, '')}` : '';
  // Told to the user, "your half of the bill" is theirs.
  const theirs = what.replace(/\byour\b/g, 'their');
  const insights = [
    `${capitalise(who)} owes you ${chase.amount}${theirs}, and it keeps sliding${chase.promised ? ' after "I\'ll sort it"' : ''}: what is missing is a day, not goodwill.`,
    'Keep it short and friendly, and make paying easy: the amount, what it is for, a day to pay by and your bank details or a payment link, so it takes them a minute. "Whenever you can" is how it slipped before.',
    'Ask privately, by text or one to one, not in front of others or in a family group chat, and not at a birthday or a get-together: it lands as a reminder, not as a scene.',
    fitLine(user, PERSONAL_FIT),
  ];
  const hello = facts.name ? `Hey ${facts.name},` : 'Hey,';
  const reply = [
    hello,
    `quick one about the ${chase.amount}${what}.`,
    chase.promised ? "I know you said you'd sort it, so just a nudge:" : '',
    `${chase.promised ? 'could' : 'Could'} you send it over by the end of this week?`,
    chase.need === 'short'
      ? "I'm a bit short this month, so it would really help."
      : chase.need === 'payment'
        ? 'I need it back for a payment coming up, so it would really help.'
        : '',
    'My bank details are below to make it easy. Thanks!',
  ]
    .filter(Boolean)
    .join(' ');
  return { inferred_style: styleLine, insights, suggested_reply: reply };
}

export function composePaymentChase(input: PaymentChaseInput): CoachReply {
  const { chase } = input;
  if (chase.personal !== null)
    return composePersonalChase({ ...input, chase: { ...chase, personal: chase.personal } });
  const { facts, user, counterpart, styleLine } = input;
  const who = facts.who ?? 'your client';
  const reference = [chase.invoice, chase.due ? `due ${chase.due}` : null]
    .filter(Boolean)
    .join(', ');
  const times = chase.chased === 'two' || chase.chased === '2' ? 'twice' : `${chase.chased} times`;
  const chasedSoFar = chase.chased
    ? `you have chased ${times} and still have no date for payment`
    : 'there is still no date for payment';
  const insights = [
    `${capitalise(who)} owes you ${chase.amount}${reference ? ` (${reference})` : ''}, and ${chasedSoFar}.`,
    `${chase.byPhone ? 'Move from calls to one short email: it is easy to act on and leaves a record. Put' : 'Keep this one short and factual: put'} the invoice, the amount and the due date in the first lines, and ask for payment by a day you name, or for the date they will pay.`,
  ];
  if (chase.withWhom) {
    insights.push(
      `If it is with ${chase.withWhom.replace(/^your/, 'their')}, ask for a name and an email so you can sort it out with them directly; "it's with someone else" then stops being a wait you cannot act on.`,
    );
  }
  if (chase.next) {
    insights.push(
      `Tie ${chase.next} to payment as a plain fact, not a threat: you will schedule it as soon as this is settled.`,
    );
  }
  insights.push(
    'Leave out late fees or deadlines you have not agreed with them before; if this gets no answer, the next step is a call on a set day, then a formal letter.',
  );
  insights.push(fitLine(user, USER_FIT));
  if (counterpart.style !== null) {
    insights.push(
      `${capitalise(who)} comes across as ${DISC_WORDS[counterpart.style].adjective}: give them ${THEM_FIT[counterpart.style]}`,
    );
  }

  const hello = facts.name ? `Hi ${facts.name},` : 'Hello,';
  const invoice = chase.invoice ? capitalise(chase.invoice) : null;
  const what = chase.forWhat ? ` (${chase.forWhat})` : '';
  const unpaid = chase.due
    ? ` was due on ${chase.due} and is still unpaid.`
    : chase.sent
      ? `, sent on ${chase.sent}${chase.terms ? ` on ${chase.terms}-day terms` : ''}, is still unpaid.`
      : ' is still unpaid.';
  const stated = invoice
    ? `${invoice} for ${chase.amount}${what}${unpaid}`
    : `The ${chase.amount}${chase.forWhat ? ` for ${chase.forWhat}` : ''}${unpaid}`;
  const lines = [
    hello,
    [
      chase.hardTime
        ? 'I am sorry it has been such a hard time.'
        : counterpart.style === 'D'
          ? ''
          : 'I hope all is well.',
      stated,
      'Could you arrange payment, or let me know the date it will be paid?',
      chase.withWhom
        ? `If it is with ${chase.withWhom}, please send me their details and I will sort it out with them directly.`
        : '',
      chase.next
        ? `We are keen to start ${chase.next} and will schedule it as soon as this is settled.`
        : '',
      'Thank you.',
    ]
      .filter(Boolean)
      .join(' '),
  ];
  return { inferred_style: styleLine, insights, suggested_reply: lines.join('\n') };
}
