import type { MoveSet } from '../types.js';

/** They are receiving the user's feedback: make it specific, listen, agree the next step. */
export const receivesFeedbackMoves: MoveSet = {
  situation: 'receives_feedback',
  move: 'make the feedback specific (what you saw, its effect, what you would like instead) and ask for their view before deciding',
  open: {
    D: ['Let me be specific.', 'Let me be more concrete.'],
    I: [
      'Thanks for coming back on this, I should have been clearer.',
      'Fair to ask, let me be clearer.',
    ],
    S: [
      'Thank you for taking this so well.',
      'Thanks for hearing me out, I should have been clearer.',
    ],
    C: [
      'Fair question, and you are right to ask for the specifics.',
      'You are right to ask which part I mean.',
    ],
    any: ['Thanks for coming back on this.', 'Let me be clearer about what I meant.'],
  },
  core: [
    'The part I mean is {figures}: that is where I would change something.',
    'I should have pointed to the exact part: let me show you the one change I mean, and why, when we talk.',
  ],
  next: {
    brief: ['What is your view, before we decide anything?', 'Does that match how you see it?'],
    warm: [
      'I would like your view before we decide anything: could we take ten minutes {date}?',
      'I would like to hear your view before we decide anything: what would you change?',
    ],
  },
  warmLine: ['The work behind it is good, and I want that to come through.'],
};
