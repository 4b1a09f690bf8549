import type { UserPatternCues } from '../types.js';

/** "…?" or "Name…?": a question that asks nothing and reads as impatience. */
export const clippedQuestion: UserPatternCues = {
  kind: 'clipped_question',
  phrases: [],
  effect: 'asks nothing they can answer and reads as impatience',
  better: 'Say what you are waiting for and by when: {fact}',
  betterWithoutFact: 'Say what you are waiting for and by when, in one full sentence.',
};
