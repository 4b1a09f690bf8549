import type { MoveSet } from '../types.js';

/** They complain: own what went wrong, say what happens next and when, no excuses. */
export const complainsMoves: MoveSet = {
  situation: 'complains',
  move: 'own what went wrong without excuses, say what happens next and by when, and give them one person to hold to it',
  open: {
    D: [
      'You are right, this should not have happened.',
      'No excuses: this went wrong on our side.',
    ],
    I: [
      'I am really sorry, this is not the experience we want you to have.',
      'I am sorry this happened.',
    ],
    S: [
      'I am sorry for the trouble this has caused you.',
      'Thank you for telling me, and I am sorry it came to this.',
    ],
    C: ['Thank you for the detail, it makes this easier to fix.', 'You are right to raise this.'],
    any: ['I am sorry this went wrong.', 'Thank you for telling me about this.'],
  },
  core: [
    'I have your points on {figures} and I am checking each one now.',
    'I am looking into {topic} myself now.',
    'I am looking into what happened myself now.',
  ],
  next: {
    brief: [
      'You will hear from me {deadline} with what went wrong and what we are doing about it.',
      'I will come back to you today with what went wrong and what we are doing about it.',
    ],
    warm: [
      '{deadline} I will send you what went wrong, what we have changed, and who you can call if it happens again.',
      'I will write to you today with what went wrong, what we have changed, and who you can call directly if it happens again.',
    ],
  },
  warmLine: ['I understand why you are frustrated.'],
};
