import type { CoachReply, DiscStyle } from '@styleprint/contracts';
import { sentenceFlags, textFlags } from '../reading/infer/safety.js';
import { BUYER_SCAM, TASK_SCAM } from '../data/safety/fraud-signs.js';
import { moneyAskLooksLikeFraud } from '../safety/moment.js';
import { fitLine, type UserStyle } from './compose.js';

/**
 * A request the user received that has the marks of a payment scam (gift cards and their codes, a
 * change of bank details, codes or passwords, money sent urgently and quietly): the coaching after
 * the guard's warning helps check it on a known number, never a polished yes (decision 0134). A
 * reply "so it sounds professional and quick" to a fake CEO's gift-card email is the scam working.
 */
export type ScamKind =
  | 'gift_cards'
  | 'bank_change'
  | 'credentials'
  | 'money_transfer'
  | 'task_job'
  | 'buyer_link'
  | 'overpayment';

/**
 * Paid too much (a screenshot of a transfer, "his accountant paid the wrong invoice") and asked to
 * send the difference on to someone else: the overpayment scam (the fresh chat batch am's fraud
 * case, answered with "Before I send any payment, I'll call you…", as if a payment might follow).
 */
const OVERPAID =
  /\b(?:overpaid|paid (?:the )?wrong (?:invoice|amount)|paid (?:me |us )?(?:too much|more than|extra|double)|(?:screenshot|proof) of (?:a |the )?(?:bank )?(?:transfer|payment)|sent (?:me |us )?(?:too much|more than (?:the|we|i) agreed))\b/i;
const SEND_DIFFERENCE =
  /\b(?:refund|send|return|transfer|pay|forward|wire)\b(?:\d\.\d|[^.?!\n]){0,40}?\b(?:the difference|the rest|the extra|the balance|the excess|back the)\b|\b(?:shipping|moving|removal|collection|courier) agent\b/i;

const ORDER: readonly ScamKind[] = ['gift_cards', 'bank_change', 'credentials', 'money_transfer'];

/**
 * Someone asked the user for it: a message, an email, "wants me to", or a message they received
 * and paste ("Just got this from our supplier's accounts person: …").
 */
const ASKED_OF_USER =
  /\b(?:emailed|e-mailed|messaged|texted|wrote|sent me|asked me|asks me|wants me|need(?:s)? (?:you|me) to|told me to|whatsapp(?:ed)?|called me|rang me|(?:just )?got (?:this|an? (?:e-?mail|message|text|letter|notice)|(?:an? )?(?:e-?mail|message|text) from)|(?:we|i) (?:just )?received|(?:this|it) came (?:in|through))\b/i;

export function scamKindOf(message: string): ScamKind | null {
  // Paid tasks, then a top-up to release the earnings: the scam itself, however it is asked.
  if (TASK_SCAM.every((pattern) => pattern.test(message))) return 'task_job';
  // A "buyer" whose payment link wants the seller's card, a code or a fee.
  if (BUYER_SCAM.every((pattern) => pattern.test(message))) return 'buyer_link';
  if (OVERPAID.test(message) && SEND_DIFFERENCE.test(message)) return 'overpayment';
  if (!ASKED_OF_USER.test(message)) return null;
  const kinds = new Set<string>([
    ...message.split(/(?<=[.!?])\s+|\n+/).flatMap((sentence) => sentenceFlags(sentence, message)),
    ...textFlags(message),
  ]);
  const kind = ORDER.find((found) => kinds.has(found)) ?? null;
  // A bill to pay (a landlord's service charges, a caterer's balance) is no scam by itself.
  if (kind === 'money_transfer' && !moneyAskLooksLikeFraud(message)) return null;
  return kind;
}

const CHECK =
  'Check it on a number you already have (not one in the message, and not by replying to it), or in person. If it turns out to be fake, tell IT or your manager so others are warned, and keep the message.';

const WHAT: Record<ScamKind, { marks: string; next?: string; reply: string }> = {
  task_job: {
    marks:
      'a job that pays small amounts for rating or liking things and then asks you to top up to unlock your earnings is a well-known scam; the earnings on the screen are not real, and money you put in does not come back',
    next: "Don't send anything more, however close the unlock looks, and don't pay anyone who offers to recover it for a fee. Keep the chats and the payment records, report the account to the app it came through, and tell your bank (or the police's fraud line) about what you have already sent.",
    reply:
      "I won't be topping up or paying anything more. If my earnings are real, release them without a deposit.",
  },
  buyer_link: {
    marks:
      'a buyer who pays through a "secure delivery" link that asks for your card, a code from your bank or a fee before you are paid is a well-known marketplace scam; a real buyer never needs any of that for you to receive money',
    next: "Don't open the link again and don't send anything. Report the profile and the message to the site, and sell only for cash on collection or for money you can see in your own bank account.",
    reply:
      'Sorry, I only sell for cash on collection, or for a payment I can see in my own account before it is picked up.',
  },
  overpayment: {
    marks:
      'a payment of more than you asked for, shown as a screenshot, followed by a request to send the difference on to someone else (a "shipping agent", a courier), is a well-known scam: the payment never arrives or is reversed days later, and the money you sent is gone',
    next: "Don't send anything. Look in your own bank account (not at the screenshot): if nothing has arrived, there is nothing to refund. If a payment does show, wait until your bank confirms it has cleared, and ask your bank before you return any of it, only ever to the account it came from. Keep the messages, and report the sender to the site or platform they found you on.",
    reply:
      "Thanks for getting in touch. I can't see any payment in my account, and I don't refund from screenshots or send money on to third parties. Once the agreed fee has cleared in my own account, I'll be happy to start on the work.",
  },
  gift_cards: {
    marks:
      'gift cards bought in a hurry, codes sent by photo, and "keep this between us" are the marks of a common scam: someone pretending to be a senior person',
    reply:
      "Before I buy anything, I'll give you a quick call on your usual number to confirm. It's my standard check for gift-card requests.",
  },
  bank_change: {
    marks:
      'a request to change bank details by email is the most common invoice fraud, and the email can come from a real, hacked account',
    reply:
      "Thanks for letting me know. Before we change any bank details, I'll call you on the number we already have on file to confirm, as we do for every change.",
  },
  credentials: {
    marks:
      'nobody genuine needs your password or a code sent to your phone; asking for one is how accounts are taken over',
    reply:
      "I can't share passwords or codes by message. I'll call you on your usual number, or the IT helpdesk, to sort out what you need.",
  },
  money_transfer: {
    marks:
      'an urgent, quiet payment outside the usual process is the pattern of payment fraud, even when the name is one you know',
    reply:
      "Before I send any payment, I'll call you on your usual number to confirm, and it will go through our normal approval. I hope that's all right.",
  },
};

const USER_FIT: Record<DiscStyle, string> = {
  D: 'You tend to act fast on a request from the top; here a two-minute call is the fast way, because undoing a payment is not.',
  I: 'You tend to want to help at once and not seem doubting; checking is what a good colleague does, and nobody genuine minds.',
  S: 'You tend not to question someone senior; a polite "I\'ll just call to confirm" is not questioning them, it is the process.',
  C: 'You will spot the odd details if you look: the sender address, the urgency, the secrecy. Trust that, and check by phone.',
};

const TASK_FIT: Record<DiscStyle, string> = {
  D: 'You tend to push through to get what you are owed; here the way to stop losing is to stop paying, not to negotiate.',
  I: 'You tend to trust a friendly voice; the friendliness and the "time-sensitive" pressure are part of how this works.',
  S: 'You tend to keep your side of an arrangement; you owe nothing to an arrangement built to take your money.',
  C: 'Look at the facts as they are: you are asked to pay to receive pay, which no real employer does.',
};

/** The user already typed a card, a code or a password on the page, or paid: the bank, now. */
const ALREADY_ENTERED =
  /\b(?:i (?:tried|opened|clicked|used) the link|(?:entered|typed|put in|gave|filled in|sent) (?:my|the) (?:card|details|code|password|pin|bank)|stopped halfway|(?:i|we) (?:already )?paid (?:the|it|them)|i (?:already )?sent (?:the|it|them))\b/i;

const BANK_NOW =
  'If you typed your card number or a bank code on that page, call your bank now, on the number on the back of your card, so they can block the card and watch for payments; change any password you entered there.';

/** A scammer is owed no politeness: the fit line for a buyer's link. */
const BUYER_FIT: Record<DiscStyle, string> = {
  D: 'You may want to argue or expose them; do not engage at all beyond one line, it only gives them another try.',
  I: 'You may want to keep it friendly and explain; a scammer is owed no explanation, and a long reply invites another story.',
  S: 'You may worry about seeming rude; declining a payment method is not rude, and with a scammer no politeness is owed.',
  C: 'You will have spotted the odd details (the link, the fee, the bank code): trust that reading, and act on it.',
};

export function composeScamCheck({
  kind,
  message,
  user,
  styleLine,
}: {
  kind: ScamKind;
  message: string;
  user: UserStyle;
  styleLine: string;
}): CoachReply {
  const what = WHAT[kind];
  const entered = kind === 'buyer_link' && ALREADY_ENTERED.test(message);
  return {
    inferred_style: styleLine,
    insights: [
      kind === 'task_job' || kind === 'buyer_link' || kind === 'overpayment'
        ? `Please stop here: ${what.marks}.`
        : `Please don't act on this yet: ${what.marks}.`,
      ...(entered ? [BANK_NOW] : []),
      what.next ?? CHECK,
      fitLine(
        user,
        kind === 'task_job'
          ? TASK_FIT
          : kind === 'buyer_link' || kind === 'overpayment'
            ? BUYER_FIT
            : USER_FIT,
      ),
    ],
    suggested_reply: what.reply,
  };
}
