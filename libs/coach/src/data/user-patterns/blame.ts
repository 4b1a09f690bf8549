import type { UserPatternCues } from '../types.js';

/** "That's on you", "because of you": fault placed before the facts are shared. */
export const blame: UserPatternCues = {
  kind: 'blame',
  phrases: [
    'because of you',
    "that's on you",
    'that is on you',
    'your fault',
    'you messed up',
    'you screwed up',
    'you made us',
    'you caused',
    'you failed to',
    "you didn't test",
    'you did not test',
    'you should have',
    'it better not',
    'step it up',
  ],
  effect: 'puts the fault on them before you know what happened, so they defend or go quiet',
  better: 'Describe what happened and ask about it: {fact}',
  betterWithoutFact: 'Describe what happened without the verdict, and ask what got in the way.',
};
