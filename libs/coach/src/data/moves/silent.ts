import type { MoveSet } from '../types.js';

/** They have not answered: one message that makes answering easy. */
export const silentMoves: MoveSet = {
  situation: 'silent',
  move: 'stop pinging and send one message that makes answering easy: what you need, by when, and a question they can answer in a word',
  open: {
    D: ['One quick question on {topic}.', 'A quick yes or no on {topic}.'],
    I: [
      'Hope things are going well! One thing on {topic}.',
      'Hope you are well, quick one on {topic}.',
    ],
    S: [
      'I know things may be busy, so just one small thing on {topic}.',
      'No pressure, one thing on {topic}.',
    ],
    C: ['A short, specific question on {topic}.', 'To keep {topic} on track, one question.'],
    any: ['One quick thing on {topic}.', 'A short question on {topic}.', 'One quick question.'],
  },
  core: [
    'I need to know {deadline} to keep things moving.',
    'I need an answer this week to keep things moving.',
  ],
  next: {
    brief: [
      'Is it a yes, a no, or not yet? One word is enough.',
      'If someone else should take this, just tell me who.',
    ],
    warm: [
      'If it is easier, reply with yes, no or "not yet", and if someone else should take it, tell me who.',
      'If it helps, a one-word answer is fine, and if you are not the right person, tell me who is.',
    ],
  },
  warmLine: ['I know your inbox is full.'],
};
