import type { UserPatternCues } from '../types.js';

/** A run of short pings with no answer in between: more pressure, no new reason to reply. */
export const unansweredPings: UserPatternCues = {
  kind: 'unanswered_pings',
  phrases: ['any update', 'any news', 'bump', 'following up', 'just checking', 'hello', 'ping'],
  effect: 'adds pressure without giving them an easier way to answer',
  better: 'Send one message that makes answering easy: {fact}',
  betterWithoutFact:
    'Send one message that makes answering easy: what you need, by when, and a question they can answer in one word.',
};
