import type { MoveSet } from '../types.js';

/**
 * They put off the request without a date: thank them once, then make deciding easy (what you
 * need to know, by when they think they will know, and a smaller step if a full yes is hard).
 */
export const defersMoves: MoveSet = {
  situation: 'defers',
  move: 'thank them once, then make deciding easy: ask when they expect to know, and offer a smaller step or what they need to decide',
  open: {
    D: ['Thanks for looking at {topic}.', 'Thanks for taking {topic} on.'],
    I: ['Thanks so much for looking into {topic}!', 'Really appreciate you looking at {topic}.'],
    S: [
      'Thank you for looking into {topic}, I know it is one more thing on your plate.',
      'Thank you for taking the time to look at {topic}.',
    ],
    C: ['Thank you for looking into {topic}.', 'Thanks for checking on {topic}.'],
    any: [
      'Thanks for looking into {topic}.',
      'Thanks for looking into this.',
      'Thank you for looking into it.',
    ],
  },
  core: [
    'So I can plan around {topic}, when do you think you will know?',
    'So I can plan the next steps, when do you think you will know?',
  ],
  next: {
    brief: [
      'If a full yes is hard, would part of it work?',
      'If that is a lot at once, is there a smaller version that would work?',
    ],
    warm: [
      'If it helps, I can send you what you need to decide, or we can take ten minutes on a call.',
      'If it would help you decide, I can send a short summary, or we can talk it through briefly.',
    ],
  },
  warmLine: ['I know it is not a small ask.'],
};
