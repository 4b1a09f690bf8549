import {
  BEHAVIOURS,
  DISC_LETTERS,
  MBTI_AXES,
  STRENGTH_VALUES,
  THINKING_STYLES,
  type Behaviour,
  type DiscLetter,
  type FrameworkId,
  type StrengthValue,
  type ThinkingStyle,
} from '@styleprint/contracts';
import { chosenValue, followUpsOf, questionNumber, type Answers } from './answers.js';
import { questionsOf } from './questions.js';

/** One answer as a person gave it: which question, which option. */
export interface ChosenAnswer {
  /** The question's number in the quiz, 1 to 13; 0 for a follow-up question. */
  number: number;
  /** True for an answer to a follow-up question of "Sharpen my result". */
  followUp: boolean;
  questionId: string;
  label: string;
  value: string;
}

/** The answers given to one framework's questions, in quiz order, then its follow-up answers. */
export function chosenAnswers(answers: Answers, framework: FrameworkId): ChosenAnswer[] {
  return [...questionsOf(framework), ...followUpsOf(framework)].flatMap((question) => {
    const value = chosenValue(answers, question);
    const option = question.options.find((o) => o.value === value);
    return option === undefined
      ? []
      : [
          {
            number: questionNumber(question),
            followUp: questionNumber(question) === 0,
            questionId: question.id,
            label: option.label,
            value: option.value,
          },
        ];
  });
}

/** What a set of answers says about values that are counted (DiSC letters, styles, domains). */
export interface CountOutcome<K extends string> {
  counts: Record<K, number>;
  /** Answers that chose one of the counted values. */
  counted: number;
  /**
   * The values with the highest count, in list order. One value is a clear result; several are
   * an even split (a tie); none means no answer chose a counted value (nothing measured).
   */
  leaders: K[];
  /**
   * Every value ranked for a submission that must put one first: by count, then by the earliest
   * answer that chose it, then in list order (values nobody chose). Ties are broken by the order
   * the person answered, not by a fixed list, so no value wins a tie more often than another.
   */
  ranked: K[];
}

function countOutcome<K extends string>(
  keys: readonly K[],
  values: readonly string[],
): CountOutcome<K> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  const first = new Map<K, number>();
  values.forEach((value, position) => {
    const key = keys.find((k) => k === value);
    if (key === undefined) return;
    counts[key] += 1;
    if (!first.has(key)) first.set(key, position);
  });
  const counted = keys.reduce((sum, key) => sum + counts[key], 0);
  const top = Math.max(...keys.map((key) => counts[key]));
  const leaders = top === 0 ? [] : keys.filter((key) => counts[key] === top);
  const ranked = keys
    .map((key, position) => ({
      key,
      position,
      count: counts[key],
      first: first.get(key) ?? Infinity,
    }))
    .sort((a, b) => b.count - a.count || a.first - b.first || a.position - b.position)
    .map(({ key }) => key);
  return { counts, counted, leaders, ranked };
}

const valuesOf = (answers: Answers, framework: FrameworkId): string[] =>
  chosenAnswers(answers, framework).map((a) => a.value);

/** DiSC-style letters next to each other on the model's circle; the others sit opposite. */
const DISC_NEIGHBOURS: Record<DiscLetter, readonly DiscLetter[]> = {
  D: ['i', 'C'],
  i: ['D', 'S'],
  S: ['i', 'C'],
  C: ['S', 'D'],
};

/** True when two DiSC letters form a blend the model describes (neighbours on its circle). */
export function isDiscBlend(primary: DiscLetter, secondary: DiscLetter): boolean {
  return DISC_NEIGHBOURS[primary].includes(secondary);
}

export interface DiscOutcome extends CountOutcome<DiscLetter> {
  /**
   * The secondary style, only when it was chosen: one clear primary, one letter alone in second
   * place with at least one answer, and a neighbour of the primary on the circle (a blend the
   * model describes). A padding letter or an opposite letter is not a secondary style.
   */
  secondary: DiscLetter | null;
}

export function discOutcome(answers: Answers): DiscOutcome {
  const outcome = countOutcome(DISC_LETTERS, valuesOf(answers, 'disc'));
  const [primary, second, third] = outcome.ranked;
  const secondCount = second === undefined ? 0 : outcome.counts[second];
  const thirdCount = third === undefined ? 0 : outcome.counts[third];
  const secondary =
    outcome.leaders.length === 1 &&
    primary !== undefined &&
    second !== undefined &&
    secondCount > 0 &&
    secondCount > thirdCount &&
    isDiscBlend(primary, second)
      ? second
      : null;
  return { ...outcome, secondary };
}

export function strengthsOutcome(answers: Answers): CountOutcome<StrengthValue> {
  return countOutcome(STRENGTH_VALUES, valuesOf(answers, 'cliftonStrengths'));
}

export interface ThinkingOutcome extends CountOutcome<ThinkingStyle> {
  /** Behaviours chosen, in list order; the others were not measured. */
  behaviours: Behaviour[];
}

export function thinkingOutcome(answers: Answers): ThinkingOutcome {
  const values = valuesOf(answers, 'emergenetics');
  return {
    ...countOutcome(THINKING_STYLES, values),
    behaviours: BEHAVIOURS.filter((behaviour) => values.includes(behaviour)),
  };
}

/** One personality axis as the answers decide it, follow-ups included. */
export interface LetterOutcome {
  /** The axis's two letters ("E", "I") and how many answers chose each. */
  letters: readonly [string, string];
  counts: readonly [number, number];
  /** The letter of the axis's own question among the 13, which stands on an even count. */
  first: string;
  /** The letter most answers chose; `first` on an even count. */
  letter: string;
  /** How many answers the leading letter is ahead by. */
  lead: number;
}

/** Each personality axis, in the type's order (E/I, S/N, T/F, J/P). */
export function letterOutcomes(answers: Answers): LetterOutcome[] {
  const given = chosenAnswers(answers, 'mbti');
  const core = questionsOf('mbti');
  return MBTI_AXES.map(([a, b], axis) => {
    const count = (letter: string) => given.filter((answer) => answer.value === letter).length;
    const counts = [count(a), count(b)] as const;
    const first = given.find((answer) => answer.questionId === core[axis]?.id)?.value ?? a;
    const letter = counts[0] === counts[1] ? first : counts[0] > counts[1] ? a : b;
    return { letters: [a, b], counts, first, letter, lead: Math.abs(counts[0] - counts[1]) };
  });
}
