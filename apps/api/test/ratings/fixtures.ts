import type { RatingAnswers } from '@styleprint/contracts';

/** A colleague who sees someone fast, task first, blunt, facts first and settling early. */
export const BRISK: RatingAnswers = {
  pace: -2,
  focus: -1,
  assertiveness: -2,
  feedback: -1,
  plans: -2,
};

/** A colleague who sees someone measured, people first, quiet, feelings first, open-ended. */
export const GENTLE: RatingAnswers = {
  pace: 2,
  focus: 1,
  assertiveness: 2,
  feedback: 2,
  plans: 1,
};
