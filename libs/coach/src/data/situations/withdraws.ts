import type { SituationCues } from '../types.js';

/** Apologises, goes quiet or complies under pressure ("Oh. Okay." "I'm sorry"). */
export const withdraws: SituationCues = {
  kind: 'withdraws',
  weight: 1,
  strong: [
    "i'm sorry",
    'i am sorry',
    'sorry',
    'my fault',
    'my bad',
    "you're right",
    'you are right',
    "won't happen again",
    'wont happen again',
    'will not happen again',
    "i'll do better",
    'i apologise',
    'i apologize',
    'apologies',
    'understood',
    'will do',
    "it's fine",
    'oh okay',
    'i know',
    "i'll close it",
  ],
  phrases: ['noted', "i'll redo it", 'start again', 'oh'],
};
