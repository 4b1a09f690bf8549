import type { MoveSet } from '../types.js';

/** They escalate: stay calm, take it to one conversation, give facts and a plan. */
export const escalatesMoves: MoveSet = {
  situation: 'escalates',
  move: 'stay calm, do not match the escalation, and move it to facts and a plan everyone copied can see',
  open: {
    D: ['Understood, and I want to fix this quickly.', 'Noted, let us fix this fast.'],
    I: ['I hear how frustrating this has been.', 'I can see this has been frustrating.'],
    S: [
      'I am sorry it has come to this.',
      'I understand why you felt you had to take this further.',
    ],
    C: ['Thank you for setting out the facts.', 'Thanks for the clear account of what happened.'],
    any: ['I understand why you took this further.', 'Thank you for setting this out.'],
  },
  core: [
    'Here is where things stand on {topic}, and what I am doing about it.',
    'Here is where things stand, and what I am doing about it.',
  ],
  next: {
    brief: [
      'You will have a written plan from me by {when}.',
      'You will have a written plan from me today.',
    ],
    warm: [
      'I will send everyone here a written plan by {when}, with dates and one owner for each step.',
      'I will send everyone here a written plan today, with dates and one owner for each step.',
    ],
  },
  warmLine: ['I would rather solve this with you directly.'],
};
