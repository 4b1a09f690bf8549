import type { SituationCues } from '../types.js';

/** The counterpart gives the user feedback (good or bad) on their work. */
export const givesFeedback: SituationCues = {
  kind: 'gives_feedback',
  weight: 1,
  strong: [
    'some feedback',
    'a bit of feedback',
    'my feedback',
    'feedback on your',
    'i noticed that you',
    'next time',
    'you could have',
    'it would help if you',
    'one thing to work on',
    'too long',
    'cut pages',
    'should be the ask',
    'i would suggest you',
    'you tend to',
    'you interrupted',
    'read it',
  ],
  phrases: ['feedback', 'your presentation', 'your report', 'your draft', 'your proposal'],
};
