import type { MoveSet } from '../types.js';

/** They propose an idea or a trade: engage with it, test it, agree a small next step. */
export const proposesMoves: MoveSet = {
  situation: 'proposes',
  move: 'engage with the proposal before testing it, then agree a small, concrete next step',
  open: {
    D: ['Interesting proposal.', 'Worth looking at.'],
    I: ['I love this idea!', 'Great idea, thanks for sharing it.'],
    S: ['Thank you for thinking this through.', 'Thanks for suggesting this.'],
    C: [
      'Thanks for the proposal, it is clearly thought through.',
      'Good proposal, let me test it.',
    ],
    any: ['Thanks for the idea.', 'Thanks for suggesting this.'],
  },
  core: [
    'Before I say yes, I would like to see how the numbers compare with {figures}.',
    'Before I say yes, I would like to check how it affects {topic}.',
    'Before I say yes, I would like to check what it changes for the others involved.',
  ],
  next: {
    brief: [
      'Can we try it small first and decide {date}?',
      'Can we try a small version first, then decide together?',
    ],
    warm: [
      'Could you send the two or three details you have in mind, and we decide together {date}?',
      'Could you send the two or three details you have in mind, so we can decide together?',
    ],
  },
  warmLine: ['I can see the thought you have put into it.'],
};
