import type { CoachReply, DiscStyle } from '@styleprint/contracts';
import type { UserStyle } from './compose.js';
import { fitLine } from './compose.js';
import { firstDate } from './facts.js';
import { AFTER_ABSENCE, HEALTH } from './welcome-back.js';

/**
 * The user is the one going back after a long absence (treatment, illness, parental leave) and
 * wants to send the team or their clients a note: read as a welcome it flips the roles, read as a
 * request it asks for nothing. A good note says they are back and glad to be, thanks people for
 * what they did, and, if the user wants it low-key, says so once and kindly; why they were away is
 * theirs to share or not. Built only from the message.
 */
export interface OwnReturn {
  /** "next month", "on 6 January", as written, when the message says when. */
  when: string | null;
  /** They were ill or treated. */
  health: boolean;
  /** They want no fuss and no questions about it. */
  lowKey: boolean;
  /** What the team sent or did that deserves thanks. */
  thanksFor: string | null;
  /** Who the note is for: "the team", "my clients". */
  audience: string;
}

const GOING_BACK =
  /\b(?:i'?m|i am|i'll be|i will be)\s+(?:going |coming |getting )?back\b|\bbefore i (?:come|go|get) back\b|\bmy (?:return|first day back)\b/i;
const WANTS_A_NOTE =
  /\b(?:send|write|say|tell|message|email|post|announce|note)\b(?:\d\.\d|[^.?!]){0,40}\b(?:team|staff|colleagues|everyone|clients|customers|group|department|office|them|all)\b/i;
const LOW_KEY =
  /\b(?:don'?t want (?:a )?(?:big|any|a fuss|fuss|people|everyone|questions)|no (?:big )?(?:fuss|welcome)|low-?key|asking (?:me )?about it|questions about it|not (?:a )?big deal)\b/i;

export function ownReturnOf(message: string): OwnReturn | null {
  if (!GOING_BACK.test(message) || !AFTER_ABSENCE.test(message) || !WANTS_A_NOTE.test(message))
    return null;
  const back = GOING_BACK.exec(message);
  const after = back ? message.slice(back.index, back.index + 50) : '';
  const sent =
    /\b(?:sent|gave|got) (?:me )?((?:flowers|cards?|a card|gifts?|messages|a hamper)(?: and (?:flowers|cards?|gifts?|messages))?)/i.exec(
      message,
    )?.[1];
  const covered =
    /\b(?:covered|covering|held the fort|picked up my work|kept things going)\b/i.test(message);
  return {
    when:
      firstDate(after) ??
      /\b(?:next (?:week|month)|in (?:january|february|march|april|may|june|july|august|september|october|november|december)|after (?:christmas|easter|the holidays|half[- ]term))\b/i.exec(
        message,
      )?.[0] ??
      null,
    health: HEALTH.test(message),
    lowKey: LOW_KEY.test(message),
    thanksFor: sent
      ? `the ${sent.toLowerCase().replace(/^an? /, '')}`
      : covered
        ? 'covering while I was away'
        : null,
    audience: /\b(?:clients|customers)\b/i.test(message) ? 'your clients' : 'the team',
  };
}

/** What each style of user tends to get wrong in a note like this, and what to do. */
const USER_FIT: Record<DiscStyle, string> = {
  D: 'You may make it a status memo: one warm line about being glad to be back goes first.',
  I: 'You may write a long, heartfelt message that makes your time away the topic: four or five lines, warm, and about getting back.',
  S: 'You may apologise for being away or for the fuss: there is nothing to apologise for; thank them, and say you are glad to be back.',
  C: 'You may explain more than anyone needs: what you share about why you were away is up to you, and a line is enough.',
};

export interface OwnReturnInput {
  back: OwnReturn;
  user: UserStyle;
  styleLine: string;
}

export function composeOwnReturn({ back, user, styleLine }: OwnReturnInput): CoachReply {
  const when = back.when
    ? ` ${/^(?:the|tomorrow|next|this|in|on|after|at)\b/i.test(back.when) ? '' : 'on '}${back.when}`
    : '';
  const insights = [
    `You're going back${when}, and want a note to ${back.audience} that says you're back and glad to be, without your time away becoming the topic.`,
    back.health
      ? 'Say that you are back, when, and that you are looking forward to seeing everyone; you do not owe anyone the details of your treatment, and a note that does not mention them is not cold.'
      : 'Say that you are back, when, and that you are looking forward to seeing everyone; what you share about your time away is up to you.',
  ];
  if (back.lowKey)
    insights.push(
      'Say once, kindly, how you would like it handled ("I would love things to feel normal"): people who care usually want to be told, and it spares everyone the awkward first morning.',
    );
  if (back.thanksFor)
    insights.push(
      `Thank them for ${back.thanksFor.replace(/ while I was away$/, '')} in one line: that is the warmth, and it needs nothing more.`,
    );
  insights.push(fitLine(user, USER_FIT));
  if (back.audience === 'your clients') {
    // Clients hear that their work is in hand again; the team's cover is thanked elsewhere.
    const note = [
      `I'm back${when || ' at work'} and picking everything up again with you.`,
      back.thanksFor === 'covering while I was away'
        ? 'Thank you for your patience while my colleagues looked after things.'
        : 'Thank you for your patience while I was away.',
      "If there's anything you'd like to go through, just reply and we'll find a time.",
    ];
    return {
      inferred_style: styleLine,
      insights: insights.filter((insight) => !insight.startsWith('Thank them for')),
      suggested_reply: `Hi everyone,\n${note.join(' ')}`,
    };
  }
  const body = [
    `I'm coming back${when || ' soon'}, and I'm really looking forward to seeing you all.`,
    back.thanksFor
      ? `Thank you so much for ${back.thanksFor}; that meant a lot.`
      : 'Thank you for all your kind messages while I was away.',
    back.lowKey
      ? `I'd love things to feel as normal as possible, so there's no need for a fuss or to ask me about ${back.health ? 'my treatment' : 'my time away'}; I'm just glad to be getting back to it.`
      : "I'm looking forward to catching up on what I've missed.",
    back.when ? 'See you then!' : 'See you soon!',
  ];
  return {
    inferred_style: styleLine,
    insights,
    suggested_reply: `Hi ${back.audience === 'your clients' ? 'everyone' : 'all'},\n${body.join(' ')}`,
  };
}
