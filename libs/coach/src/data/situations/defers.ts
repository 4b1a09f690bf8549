import type { SituationCues } from '../types.js';

/**
 * They put off the user's request without a date: "let me see what I can do", "I'll come back to
 * you", "let's revisit next quarter". Often wrapped in thanks, which is politeness, not the point.
 */
export const defers: SituationCues = {
  kind: 'defers',
  weight: 1,
  strong: [
    'let me see what i can do',
    "i'll see what i can do",
    'i will see what i can do',
    'see what i can do',
    "i'll come back to you",
    'i will come back to you',
    "i'll get back to you",
    'i will get back to you',
    'let me get back to you',
    'let me come back to you',
    'leave it with me',
    'let me look into it',
    "i'll look into it",
    'i will look into it',
    'let me think about it',
    "i'll think about it",
    'let me check and',
    "we'll see",
    "let's see how",
    "let's revisit",
    'revisit this',
    'revisit it',
    'not right now',
    'not a priority right now',
    'maybe next quarter',
    'maybe later',
    'once things calm down',
    'when things settle',
    'when things calm down',
    'park this for now',
    "let's park",
    "i'll let you know",
    'i will let you know',
    'let me run it by',
    'bear with me',
    'in due course',
    'down the line',
    'let me have a think',
  ],
  // No weak cues: "later" and "revisit in June" also close decisions that set a date.
  phrases: [],
};
