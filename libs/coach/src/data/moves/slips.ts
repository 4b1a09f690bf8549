import type { MoveSet } from '../types.js';

/**
 * They moved a date they had committed to: acknowledge it without blame, say plainly what the
 * slip costs you, and ask for a firm new date and what it depends on.
 */
export const slipsMoves: MoveSet = {
  situation: 'slips',
  move: 'acknowledge the change without blame, say plainly what it costs you, and ask for a firm new date and what it depends on',
  open: {
    D: ['Thanks for telling me about {topic}.', 'Noted on {topic}.'],
    I: ['Thanks for the heads-up on {topic}!', 'Thanks for letting me know about {topic}.'],
    S: [
      'Thank you for letting me know about {topic}; I know it is not the news you wanted to send.',
      'Thanks for keeping me posted on {topic}.',
    ],
    C: ['Thank you for the update on {topic}.', 'Thanks for the detail on {topic}.'],
    any: [
      'Thanks for letting me know about {topic}.',
      'Thanks for letting me know.',
      'Thanks for the update.',
    ],
  },
  core: [
    'The new timing affects what we planned around {subject}, so I need to plan for it now.',
    'The change affects what we had planned around it, so I need to plan for it now.',
  ],
  next: {
    brief: [
      'Can you give me a firm date, and what it depends on?',
      'What date can you commit to, and what could move it again?',
    ],
    warm: [
      'Could you give me a date you are confident in, and tell me what it depends on, so I can rearrange things once rather than twice?',
      'If you can share a firm date and what it depends on, I will rearrange our side around it.',
    ],
  },
  warmLine: ['I know these things are not always in your hands.'],
};
