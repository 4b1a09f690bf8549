import {
  STRENGTH_VALUE_TO_DOMAIN,
  type DiscLetter,
  type FrameworkId,
  type StrengthValue,
} from '@styleprint/contracts';
import { followUpCount, isFrameworkComplete, type Answers } from './answers.js';
import { countCertainty, leadCertainty, letterCertainty, type Certainty } from './certainty.js';
import { DISC_STYLE_NAMES, listInWords, STRENGTH_DOMAIN_LABELS } from './labels.js';
import {
  chosenAnswers,
  letterOutcomes,
  discOutcome,
  strengthsOutcome,
  thinkingOutcome,
  type ChosenAnswer,
  type CountOutcome,
} from './outcomes.js';
import { questionsOf } from './questions.js';

/** Why a result is what it is, in words a person can check against their own answers. */
export interface ResultExplanation {
  /** How many answers the result rests on: "2 of 3 answers pointed to S (Steadiness)." */
  basis: string;
  /** The even split in words ("Even split: Structural, Social and Conceptual"), or null. */
  tie: string | null;
  /** How the submission orders a tie it must order, stated (DiSC only), or null. */
  tieBreak: string | null;
  /** How sure the result is ("Clear", "Leaning", "Even split"), or null when nothing was measured. */
  certainty: Certainty | null;
  /** The answers behind the result, one sentence each. */
  answers: string[];
}

const discName = (letter: DiscLetter): string => {
  const style = letter.toUpperCase() as keyof typeof DISC_STYLE_NAMES;
  return `${style} (${DISC_STYLE_NAMES[style]})`;
};
const strengthName = (value: StrengthValue): string =>
  STRENGTH_DOMAIN_LABELS[STRENGTH_VALUE_TO_DOMAIN[value]];
const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** The name a chosen option points to, as the result cards name it. */
function pointsTo(framework: FrameworkId, value: string): string {
  if (framework === 'disc') return discName(value as DiscLetter);
  if (framework === 'cliftonStrengths') return strengthName(value as StrengthValue);
  if (framework === 'mbti') return value;
  return value;
}

/** "You chose “Privately and gently…” (question 10): S (Steadiness)." */
export function answerSentence(framework: FrameworkId, answer: ChosenAnswer): string {
  const where = answer.followUp ? 'a follow-up question' : `question ${answer.number}`;
  return `You chose “${answer.label}” (${where}): ${pointsTo(framework, answer.value)}.`;
}

/** How many answers a framework's result rests on: its questions and any follow-ups answered. */
const answerTotal = (answers: Answers, framework: FrameworkId): number =>
  questionsOf(framework).length + followUpCount(answers, framework);

/** "2 of 3 answers pointed to X; 1 to Y." or the even split's counts, for counted frameworks. */
function countBasis<K extends string>(
  outcome: CountOutcome<K>,
  questions: number,
  name: (key: K) => string,
): { basis: string; tie: string | null } {
  const [leader] = outcome.leaders;
  if (leader === undefined) return { basis: '', tie: null };
  if (outcome.leaders.length > 1) {
    const names = listInWords(outcome.leaders.map(name));
    const each = outcome.counts[leader];
    return {
      basis: `Your ${plural(outcome.counted, 'answer', 'answers')} pointed to ${outcome.leaders.length} different results, ${plural(each, 'answer', 'answers')} each.`,
      tie: `Even split: ${names}`,
    };
  }
  const others = outcome.ranked
    .filter((key) => key !== leader && outcome.counts[key] > 0)
    .map((key) => `${outcome.counts[key]} to ${name(key)}`);
  const rest = others.length > 0 ? `; ${listInWords(others)}` : '';
  return {
    basis: `${outcome.counts[leader]} of ${plural(questions, 'answer', 'answers')} pointed to ${name(leader)}${rest}.`,
    tie: null,
  };
}

function explainDisc(answers: Answers): Omit<ResultExplanation, 'answers'> {
  const outcome = discOutcome(answers);
  const { basis, tie } = countBasis(outcome, answerTotal(answers, 'disc'), discName);
  const [first] = outcome.ranked;
  const firstAnswer = chosenAnswers(answers, 'disc').find((a) => a.value === first);
  const tieBreak =
    tie !== null && first !== undefined && firstAnswer !== undefined
      ? `Your submission has to list one style first; it lists ${discName(first)}, the style of your earliest answer (question ${firstAnswer.number}). Your results show the even split.`
      : null;
  const [primary, second] = outcome.ranked;
  const unpaired =
    tie === null &&
    outcome.secondary === null &&
    primary !== undefined &&
    second !== undefined &&
    outcome.counts[second] > 0
      ? ` No secondary style is shown: ${discName(second)} sits opposite ${discName(primary)} on the DiSC-style circle, so the two do not form a blend.`
      : '';
  const noSecondary =
    tie === null && outcome.secondary === null && unpaired === ''
      ? ' No secondary style was chosen.'
      : '';
  const secondary =
    outcome.secondary === null ? '' : ` Secondary style: ${discName(outcome.secondary)}.`;
  return {
    basis: basis + unpaired + noSecondary + secondary,
    tie,
    tieBreak,
    certainty: countCertainty(outcome, discName),
  };
}

function explainThinking(answers: Answers): Omit<ResultExplanation, 'answers'> {
  const outcome = thinkingOutcome(answers);
  const questions = answerTotal(answers, 'emergenetics');
  const behaviours =
    outcome.behaviours.length > 0
      ? ` ${plural(outcome.behaviours.length, 'answer', 'answers')} described a behaviour (${listInWords(outcome.behaviours)}) instead; the other behaviours are not measured.`
      : ' No answer chose a behaviour, so the three behaviours are not measured.';
  if (outcome.leaders.length === 0) {
    return {
      basis: `None of your ${questions} answers chose a thinking style, so no style is measured.${behaviours}`,
      tie: null,
      tieBreak: null,
      certainty: null,
    };
  }
  const name = (style: string): string => style;
  const { basis, tie } = countBasis(outcome, questions, name);
  return {
    basis: basis + behaviours,
    tie,
    tieBreak: null,
    certainty: countCertainty(outcome, name),
  };
}

function explainStrengths(answers: Answers): Omit<ResultExplanation, 'answers'> {
  const outcome = strengthsOutcome(answers);
  const { basis, tie } = countBasis(
    outcome,
    answerTotal(answers, 'cliftonStrengths'),
    strengthName,
  );
  return { basis, tie, tieBreak: null, certainty: countCertainty(outcome, strengthName) };
}

function explainMbti(answers: Answers): Omit<ResultExplanation, 'answers'> {
  const letters = questionsOf('mbti').length;
  if (followUpCount(answers, 'mbti') === 0) {
    return {
      basis: `Each of the ${letters} letters rests on 1 answer, so treat the type as a starting point to check against your experience.`,
      tie: null,
      tieBreak: null,
      // One question per letter (docs/product.md#s4).
      certainty: letterCertainty(1),
    };
  }
  // After follow-ups: the weakest letter says how sure the type is.
  const given = chosenAnswers(answers, 'mbti');
  const leads = letterOutcomes(answers).map((axis) => ({
    lead: axis.lead,
    total: axis.counts[0] + axis.counts[1],
  }));
  const weakest = leads.reduce((low, axis) => (axis.lead < low.lead ? axis : low));
  return {
    basis: `Your ${given.length} answers decide the ${letters} letters, ${listInWords(leads.map((axis) => String(axis.total)))} answers each; the weakest letter leads by ${plural(weakest.lead, 'answer', 'answers')}.`,
    tie: null,
    tieBreak: null,
    certainty: leadCertainty(weakest.lead),
  };
}

/** Why a framework's result is what it is, or null until that framework's answers are complete. */
export function explainResult(framework: FrameworkId, answers: Answers): ResultExplanation | null {
  if (!isFrameworkComplete(answers, framework)) return null;
  const parts =
    framework === 'disc'
      ? explainDisc(answers)
      : framework === 'emergenetics'
        ? explainThinking(answers)
        : framework === 'cliftonStrengths'
          ? explainStrengths(answers)
          : explainMbti(answers);
  return {
    ...parts,
    answers: chosenAnswers(answers, framework).map((answer) => answerSentence(framework, answer)),
  };
}
