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
  // No "here is where things stand" without the standing: the reply commits to what they asked for.
  core: [
    'You are right to expect answers on {subject}, and you will have them from me.',
    'You are right to expect answers, and you will have them from me.',
  ],
  next: {
    brief: [
      'You will have a written plan from me {deadline}.',
      'You will have a written plan from me today.',
    ],
    warm: [
      'I will send everyone here a written plan {deadline}, with dates and one owner for each step.',
      'I will send everyone here a written plan today, with dates and one owner for each step.',
    ],
  },
  warmLine: ['I would rather solve this with you directly.'],
};
