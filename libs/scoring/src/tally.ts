import {
  BEHAVIOURS,
  DISC_LETTERS,
  STRENGTH_VALUES,
  THINKING_STYLES,
  type Behaviour,
  type DiscLetter,
  type FrameworkId,
  type StrengthValue,
  type ThinkingStyle,
} from '@styleprint/contracts';
import { chosenValue, type Answers } from './answers.js';
import { questionsOf } from './questions.js';

/** The tallies of docs/product.md#s4. */
export interface Tallies {
  thinking: Record<ThinkingStyle, number>;
  /** Behaviours chosen at least once are High; the others are absent. */
  behaviours: Partial<Record<Behaviour, 'High'>>;
  /** The four letters joined in order once all four personality questions are answered. */
  mbti: string | null;
  disc: Record<DiscLetter, number>;
  strengths: Record<StrengthValue, number>;
}

const zeroes = <K extends string>(keys: readonly K[]): Record<K, number> =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

const isOneOf = <K extends string>(keys: readonly K[], value: string): value is K =>
  (keys as readonly string[]).includes(value);

/** The values chosen for one framework's questions, in quiz order; unanswered ones are skipped. */
function chosen(answers: Answers, framework: FrameworkId): string[] {
  return questionsOf(framework)
    .map((q) => chosenValue(answers, q))
    .filter((value): value is string => value !== undefined);
}

/** docs/product.md#s4's tallies of the answers given so far. */
export function tally(answers: Answers): Tallies {
  const thinking = zeroes(THINKING_STYLES);
  const behaviours: Partial<Record<Behaviour, 'High'>> = {};
  for (const value of chosen(answers, 'emergenetics')) {
    if (isOneOf(THINKING_STYLES, value)) thinking[value] += 1;
    else if (isOneOf(BEHAVIOURS, value)) behaviours[value] = 'High';
  }

  const disc = zeroes(DISC_LETTERS);
  for (const value of chosen(answers, 'disc')) if (isOneOf(DISC_LETTERS, value)) disc[value] += 1;

  const strengths = zeroes(STRENGTH_VALUES);
  for (const value of chosen(answers, 'cliftonStrengths')) {
    if (isOneOf(STRENGTH_VALUES, value)) strengths[value] += 1;
  }

  // One question per axis in axis order, so the letters join in order only once all are given.
  const letters = chosen(answers, 'mbti');
  const mbti = letters.length === questionsOf('mbti').length ? letters.join('') : null;

  return { thinking, behaviours, mbti, disc, strengths };
}
