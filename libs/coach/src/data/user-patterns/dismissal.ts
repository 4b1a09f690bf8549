import type { UserPatternCues } from '../types.js';

/** "That's not how we do things", "let's not go there": an idea shut down unheard. */
export const dismissal: UserPatternCues = {
  kind: 'dismissal',
  phrases: [
    "that's not how we do things",
    'not how we do things',
    "let's not go there",
    "we don't have time for that",
    'we do not have time for that',
    'just use the old',
    "it'll be fine",
    'it will be fine',
    "doesn't matter",
    'calm down',
    'because i said so',
    'not your call',
    'not now',
    'drop it',
    "don't worry about it",
  ],
  effect: 'shuts the idea down before it is heard, and the next idea will not be offered',
  better: 'Acknowledge the idea and give it a time: {fact}',
  betterWithoutFact:
    'Acknowledge the idea, say why not now if it is not now, and give it a time to be heard.',
};
