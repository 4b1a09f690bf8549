import type { UserPatternCues } from '../types.js';

/** "Unprofessional", "sloppy", "a mess": a label where a specific would help. */
export const vagueLabel: UserPatternCues = {
  kind: 'vague_label',
  phrases: [
    'unprofessional',
    'your attitude',
    'bad attitude',
    'lazy',
    'sloppy',
    'a mess',
    'messy',
    'not reviewable',
    'careless',
    'immature',
    'useless',
    'rubbish',
    'sub par',
    'subpar',
    'not a team player',
    'a disaster',
    'terrible work',
    'poor quality',
  ],
  effect: 'is a label they cannot act on: it tells them you are unhappy, not what to change',
  better: 'Swap the label for the one specific thing you saw: {fact}',
  betterWithoutFact:
    'Swap the label for the one thing you saw (what was said or done, and when) and the change you want.',
};
