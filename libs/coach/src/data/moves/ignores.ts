import type { MoveSet } from '../types.js';

/**
 * Their reply did not take up what the user asked: acknowledge it in a line, then put the open
 * question back first, in a form they can answer in one line, before anything new.
 */
export const ignoresMoves: MoveSet = {
  situation: 'ignores',
  move: 'acknowledge their reply in a line, then put your open question back first, before anything new, in a form they can answer in one line',
  open: {
    D: ['Thanks for the reply.', 'Noted, thanks.'],
    I: ['Thanks so much for getting back to me!', 'Great to hear from you, thanks!'],
    S: ['Thank you for getting back to me.', 'Thanks for your reply, I appreciate it.'],
    C: ['Thank you for the reply.', 'Thanks for coming back on this.'],
    any: ['Thanks for getting back to me.', 'Thanks for the reply.'],
  },
  core: [
    'Before the rest, my earlier question is still open: {question}',
    'Before anything new, could you come back on the question in my last message?',
  ],
  next: {
    brief: [
      'Once that is settled, I am happy to look at the rest.',
      'Then I can pick up the rest with you.',
    ],
    warm: [
      'Once that is settled, I will happily pick up the rest with you.',
      'When that is sorted, I am glad to look at the next thing together.',
    ],
  },
  warmLine: ['I know there is a lot going on.'],
};
