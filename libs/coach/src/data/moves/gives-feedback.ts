import type { MoveSet } from '../types.js';

/** They give the user feedback: thank them, confirm the change, say when it will be done. */
export const givesFeedbackMoves: MoveSet = {
  situation: 'gives_feedback',
  move: 'take the feedback without defending, confirm the change you will make, and say when',
  open: {
    D: ['Got it, thanks.', 'Understood, and thanks for being direct.'],
    I: ['Thanks for the honest feedback, that helps.', 'Really useful, thank you.'],
    S: ['Thank you for taking the time to tell me.', 'Thanks for the feedback, I appreciate it.'],
    C: ['Thank you for the specific points.', 'Thanks, the detail helps.'],
    any: ['Thank you for the feedback.', 'Thanks for telling me.'],
  },
  core: [
    'I will fix {points} and resend it {date}.',
    'I will rework {points} as you suggested.',
    'I will make the changes you asked for and resend it {date}.',
    'I will rework it along the lines you suggested.',
  ],
  next: {
    brief: [
      'Is there anything else you want changed before I resend it?',
      'Anything else before I send the new version?',
    ],
    warm: [
      'If I have misread any point, tell me and I will adjust before I resend it.',
      'Could you check I have understood the main point before I start?',
    ],
  },
  warmLine: ['I would rather hear it now than later.'],
};
