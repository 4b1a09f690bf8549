import type { UserPatternCues } from '../types.js';

/** "You always…", "You never…": one event turned into a verdict on the person. */
export const absolute: UserPatternCues = {
  kind: 'absolute',
  phrases: [
    'you always',
    'you never',
    'always do this',
    'every single time',
    'every time you',
    'you constantly',
    'you keep doing',
    'nothing ever',
    'never think',
    'all the time',
    'as usual',
  ],
  effect:
    'turns one event into a verdict on the person, and people defend themselves against verdicts',
  better: 'Name the one event and its effect instead: {fact}',
  betterWithoutFact: 'Name the one event and what it cost, then ask what happened.',
};
