import type { MoveSet } from '../types.js';

/** They ask for a call or meeting: say yes or no, offer a time, ask what it is for. */
export const asksMeetingMoves: MoveSet = {
  situation: 'asks_meeting',
  move: 'answer the request for time with a concrete slot and agree what the call is for',
  open: {
    D: ['Yes, let us talk.', 'Happy to meet.'],
    I: ['I would love to, thanks for reaching out!', 'Yes, that sounds great.'],
    S: ['Of course, I am glad you asked.', 'Yes, happy to make time for this.'],
    C: ['Yes, a call makes sense.', 'Happy to go through it together.'],
    any: ['Yes, happy to talk.', 'Thanks for asking, yes.'],
  },
  core: [
    '{when} works for me, and {length} suits me.',
    'I can do {length} {date}.',
    '{when} works for me.',
    'I can do {when}, or suggest another time if that is easier.',
    // No slot of the user's own is invented: they name one.
    'Tell me what suits you and I will make it work.',
  ],
  next: {
    brief: [
      'What is the one thing you want us to leave the call with?',
      'Could you send two lines on what you want to cover, so we use the time well?',
    ],
    warm: [
      'To make good use of it, could you send the two or three points you want to cover?',
      'So I can prepare, what would you like us to decide by the end?',
    ],
  },
  warmLine: ['It will be good to talk this through properly.'],
};
