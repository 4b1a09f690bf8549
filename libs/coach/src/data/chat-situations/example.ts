import type { ChatSituation } from './types.js';

/**
 * The reference entry every situation file follows: facts only where the user gave them, a
 * plain fallback that holds without them, replies the user could send unchanged.
 */
export const ASK_MORE_TIME: ChatSituation = {
  id: 'ask-more-time',
  label: 'asking for more time',
  choice: 'I need more time on my own work',
  reading: [
    'You need until {lastDate} instead of {date} to finish {thing} for {who}, {because}.',
    'You need more time on {thing} for {who}, {because}.',
    'You need more time on {thing}, {because}.',
    'You need more time than {who} expects, {because}.',
    'You need more time than {who} expects, and want to ask without looking disorganised.',
    'You need more time on your work, and want to ask without looking disorganised.',
  ],
  moves: [
    [
      'Ask now, not on {date}: a request made early reads as planning, one made on the day reads as a miss.',
      'Ask as soon as you know: a request made early reads as planning, one made on the day reads as a miss.',
    ],
    [
      'Name the cause once, as a fact and without blame, then propose the date yourself: "{lastDate}" is a plan, "a few more days" is a question they have to solve.',
      'Name the cause once, as a fact and without blame, then propose a date yourself: a date is a plan, "a few more days" is a question they have to solve.',
    ],
    [
      'Offer something by the original date (a draft, the first part, a check-in) so they are not left empty-handed.',
    ],
  ],
  userFit: {
    D: 'You may state the new date as if it were decided; ask for it, and give the one reason, so it lands as a request and not a notice.',
    I: 'You may wrap the ask in apology and context until the date gets lost; put the new date in your first sentence and keep the message to four lines.',
    S: 'You may wait, hoping to catch up, and ask only when it is too late; send it today, and ask plainly instead of hinting.',
    C: 'You may explain every cause in detail; give the one decisive reason and the new date, and keep the detail for if they ask.',
  },
  counterpartFit: {
    D: 'They will want the new date and what they still get on time, in the first two lines.',
    I: 'Keep it friendly and short, and say how the result will be better for the extra days.',
    S: 'Give them notice and a clear plan, so the change does not feel sudden.',
    C: 'Give them the reason and the revised plan with dates; they will trust a precise plan more than reassurance.',
  },
  reply: [
    ['Hi {name},', ''],
    [
      'I need until {lastDate} instead of {date} to finish {thing} properly, {because}.',
      'I need until {lastDate} instead of {date} to finish {thing} properly.',
      'I need until {lastDate} to finish {thing} properly, {because}.',
      'I need until {lastDate} to finish {thing} properly.',
      'I need {extra} to finish {thing} properly, {because}.',
      'I need {extra} to finish {thing} properly.',
      'I need {extra} to finish this properly, {because}.',
      'I need {extra} to finish this properly.',
      'I need a few more days to finish {thing} properly, {because}.',
      'I need a few more days to finish this properly, {because}.',
      'I need a few more days to finish this properly.',
    ],
    [
      'Would {lastDate} work for you, and is there a part you need from me before then?',
      'Would that work for you, and is there a part you need from me before then?',
    ],
  ],
  directReply: [
    [
      '{name}: {thing} needs until {lastDate}, {because}.',
      '{thing} needs until {lastDate}, {because}.',
      'I need until {lastDate} for {thing}.',
      'I need {extra} for {thing}.',
      'I need {extra} to finish this well.',
      'I need a few more days to finish this well.',
    ],
    [
      'OK to go with {lastDate}, and do you need any part sooner?',
      'Does that work, and do you need any part sooner?',
    ],
  ],
  ifPushback: {
    move: 'If the date cannot move, ask what can: the scope, the format, or who helps.',
    reply: [
      [
        'I understand {date} is fixed. Which part matters most to you by then? If we agree on that, could the rest follow by {lastDate}?',
        'I understand the date is fixed. Which part matters most to you by then? If we agree on that, could the rest follow shortly after?',
      ],
    ],
  },
};
