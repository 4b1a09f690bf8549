import type { MoveSet } from '../types.js';

/**
 * The user's own draft, not yet sent: the reply is the draft rewritten. Asking drafts use the
 * "silent" moves (one easy-to-answer message); these cover feedback, objections, meeting
 * requests and thanks written by the user.
 */
export const draftFeedbackMoves: MoveSet = {
  situation: 'gives_feedback',
  move: 'give the feedback as one specific thing you saw, its effect, and what you would like instead, then ask for their view',
  open: {
    D: ['I want to raise one thing directly.', 'One thing I need to raise.'],
    I: [
      'I want to talk about one thing, because I know you can fix it.',
      'Can I share one piece of feedback?',
    ],
    S: [
      'I would like to share one thing, and I want us to sort it out together.',
      'There is one thing I would like us to look at together.',
    ],
    C: ['I want to raise one specific point.', 'One specific point I would like to raise.'],
    any: ['I want to raise one specific thing.', 'There is one thing I would like to talk about.'],
  },
  core: [
    'On {topic}: {fact}',
    '{fact}',
    'Here is what I saw and why it matters for the rest of the team.',
  ],
  next: {
    brief: [
      'What got in the way, and what would help?',
      'What would help you get it right next time?',
    ],
    warm: [
      'Could we take ten minutes {date} to talk it through? I would like to hear what got in the way.',
      'Could we take ten minutes this week to talk it through? I would like to hear what got in the way.',
    ],
  },
  warmLine: ['I value the work you do, which is why I am raising it.'],
};

export const draftObjectsMoves: MoveSet = {
  situation: 'objects',
  move: 'state your position first, give the one reason that matters, and offer a way forward',
  open: {
    D: ['I cannot agree to {figure} as it stands.', 'I need to push back on {topic}.'],
    I: [
      'I really want this to work, and I have a concern about {topic}.',
      'I want to find a way through on {topic}.',
    ],
    S: [
      'I hope you do not mind me raising a concern about {topic}.',
      'I have one concern about {topic}.',
    ],
    C: [
      'I have checked {figures} and I cannot accept them as they stand.',
      'I have a concern about {topic}.',
    ],
    any: ['I have a concern about {topic}.', 'I cannot agree to this as it stands.'],
  },
  core: [
    'The figures I am looking at are {figures}.',
    'Here is the one reason that matters most to me.',
  ],
  next: {
    brief: [
      'Can we find a version that works for both of us {date}?',
      'Can we find a version that works for both of us?',
    ],
    warm: [
      'Could we talk {date} about a version that works for both of us?',
      'Could we talk this week about a version that works for both of us?',
    ],
  },
  warmLine: ['I value working with you, which is why I would rather raise this now.'],
};

export const draftMeetingMoves: MoveSet = {
  situation: 'asks_meeting',
  move: 'say what the conversation is for and offer a time, so it does not sound like bad news',
  open: {
    D: ['Can we talk {when}?', 'Do you have 20 minutes {when}?'],
    I: [
      'Could we grab some time {when}? I would love your view on something.',
      'Could we catch up {when}?',
    ],
    S: [
      'Would you have some time {when}? Nothing to worry about.',
      'Could we find a moment {when}? Nothing to worry about.',
    ],
    C: ['Could we meet {when} for 20 minutes?', 'Would {when} work for a short meeting?'],
    any: ['Could we talk {when}?', 'Could we find 20 minutes this week?'],
  },
  core: [
    'I would like to talk about {topic}, and hear how you see it.',
    'I would like to hear how you see things, and share how I see them.',
  ],
  next: {
    brief: ['Does that work for you?', 'Would that work?'],
    warm: [
      'If another time is easier, tell me what suits you.',
      'If that time does not suit you, suggest another.',
    ],
  },
  warmLine: ['I think a conversation will be easier than messages.'],
};

export const draftThanksMoves: MoveSet = {
  situation: 'thanks',
  move: 'say exactly what they did and what difference it made',
  open: {
    D: ['Thank you for {topic}.', 'Thanks for stepping in.'],
    I: ['Thank you so much for {topic}!', 'A huge thank you for stepping in!'],
    S: ['I wanted to say thank you for {topic}.', 'I wanted to say thank you for stepping in.'],
    C: ['Thank you for {topic}.', 'Thank you for the careful work.'],
    any: ['Thank you for {topic}.', 'Thank you for stepping in.'],
  },
  core: ['{fact}', 'It made a real difference to the rest of us.'],
  next: {
    brief: ['I owe you one.', 'Let me know if I can return the favour.'],
    warm: [
      'If I can return the favour, just ask.',
      'I will make sure the team knows what you did.',
    ],
  },
  warmLine: ['It did not go unnoticed.'],
};
