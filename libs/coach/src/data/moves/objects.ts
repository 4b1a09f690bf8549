import type { MoveSet } from '../types.js';

/** They object on price, scope or plan: take the objection seriously, show the reasoning, offer a trade. */
export const objectsMoves: MoveSet = {
  situation: 'objects',
  move: 'acknowledge the objection in their own terms, show what sits behind the number, and offer a choice instead of defending',
  open: {
    D: [
      'Understood on {figure}.',
      'Fair challenge on {figure}.',
      'Understood, {figure} is the sticking point.',
    ],
    I: [
      'I love that you are thinking about this, and I hear you on {figure}.',
      'Thanks for being open about {figure}.',
    ],
    S: [
      'Thank you for telling me honestly how {figure} lands.',
      'I hear your concern about {figure}.',
    ],
    C: [
      'Thanks for setting out your questions on {figures}.',
      'I see the question on {figures}.',
      'Fair question on the numbers.',
    ],
    any: [
      'I hear your concern about {topic}.',
      'Thanks for raising your concerns on {topic}.',
      'I hear your concerns.',
    ],
  },
  core: [
    'Let me show you what sits behind {figures}, step by step, so we are looking at the same numbers.',
    'Let me lay out what sits behind {topic}, so we can see where the gap is.',
    'Let me lay out the reasoning behind it, so we can see where we differ.',
  ],
  next: {
    brief: [
      'Which part matters most to you? I can start there.',
      'Can we agree what has to change and what can stay as it is?',
    ],
    warm: [
      'I will send the breakdown and the assumptions in writing {date}, and then we can decide what to change.',
      'I will send the breakdown and the assumptions in writing, then let us agree which one to change.',
    ],
  },
  warmLine: ['I want this to work for you as well as for us.'],
};
