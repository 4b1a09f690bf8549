import type { MoveSet } from '../types.js';

/** They have gone quiet or apologised under pressure: lower the pressure, ask, listen. */
export const withdrawsMoves: MoveSet = {
  situation: 'withdraws',
  move: 'lower the pressure: separate the problem from the person, ask what happened, and agree one step together',
  open: {
    D: ['Thanks for owning it.', 'I appreciate you owning that.'],
    I: ['Thank you for being so open about it.', 'Thanks for taking that on board.'],
    S: [
      'Thank you, and I am sorry if I came across harder than I meant.',
      'I may have come across harder than I meant.',
    ],
    C: ['Thanks for taking it seriously.', 'Thank you for taking it seriously.'],
    any: [
      'I came across harder than I meant to.',
      'Thanks for owning it, and I was sharper than I needed to be.',
      'I was more heated than I meant to be earlier.',
    ],
  },
  core: [
    'This is about {topic}, not about you, and I would like to understand what got in the way.',
    'I would like to understand what got in the way, so we can fix it together.',
  ],
  next: {
    brief: [
      'Could we take ten minutes {date} to look at it together?',
      'Could we take ten minutes today to look at it together?',
    ],
    warm: [
      'Could we take ten minutes {date}? I would like to hear what would help next time.',
      'Could we take ten minutes today? I would like to hear what would help next time.',
    ],
  },
  warmLine: ['You matter more to this team than one mistake.'],
};
