import type { Answer, FrameworkId, Question } from '@styleprint/contracts';
import { FOLLOW_UP_QUESTIONS } from './follow-up-bank.js';
import { QUESTIONS, questionsOf } from './questions.js';

/**
 * Every question an answer may name: the 13, then the follow-up questions of "Sharpen my result"
 * (decision 0019), which only a person who chose to sharpen has answered.
 */
const ANSWERABLE: readonly Question[] = [...QUESTIONS, ...FOLLOW_UP_QUESTIONS];
const answerable = (id: string): Question | undefined => ANSWERABLE.find((q) => q.id === id);

/** Answers given so far, keyed by question id. */
export type Answers = Readonly<Record<string, Answer>>;

/** True when the answer names this question's framework and one of its option values. */
function fits(question: Question, answer: Answer): boolean {
  return (
    answer.framework === question.framework &&
    question.options.some((option) => option.value === answer.value)
  );
}

/**
 * Records an answer; a later answer to the same question replaces the earlier one.
 * An answer the bank cannot hold (unknown question, other framework, value not among the options)
 * leaves the answers unchanged: the quiz offers only the bank's options, so such an answer is
 * a stale or forged event and must not corrupt the tallies.
 */
export function answerQuestion(answers: Answers, answer: Answer): Answers {
  const question = answerable(answer.questionId);
  if (question === undefined || !fits(question, answer)) return answers;
  return {
    ...answers,
    [question.id]: { questionId: question.id, framework: question.framework, value: answer.value },
  };
}

/**
 * The value chosen for a question, or undefined when it has no valid answer. Reads through the
 * bank, so hand-built answer maps with stray or mismatched entries are ignored the same way.
 */
export function chosenValue(answers: Answers, question: Question): string | undefined {
  const answer = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
  return answer !== undefined && answer.questionId === question.id && fits(question, answer)
    ? answer.value
    : undefined;
}

/** True when every question of the framework has an answer. */
export function isFrameworkComplete(answers: Answers, framework: FrameworkId): boolean {
  return questionsOf(framework).every((q) => chosenValue(answers, q) !== undefined);
}

/**
 * The answers as a list in quiz order, then the follow-up answers in the order they are asked, as
 * the submission carries them (only valid answers).
 */
export function answersToList(answers: Answers): Answer[] {
  return ANSWERABLE.flatMap((question) => {
    const value = chosenValue(answers, question);
    return value === undefined
      ? []
      : [{ questionId: question.id, framework: question.framework, value }];
  });
}

/**
 * Answers from a stored or submitted list. Entries the bank cannot hold are dropped, exactly as
 * the quiz drops them; for a question answered twice the later entry wins.
 */
export function answersFromList(list: readonly Answer[]): Answers {
  return list.reduce<Answers>((answers, answer) => answerQuestion(answers, answer), {});
}

/** The quiz number (1–13) of a question; 0 for a follow-up question, which has none. */
export function questionNumber(question: Question): number {
  return QUESTIONS.indexOf(question) + 1;
}

/** True for a follow-up question of "Sharpen my result". */
export const isFollowUp = (question: Question): boolean => FOLLOW_UP_QUESTIONS.includes(question);

/** A framework's follow-up questions, in the order they are asked. */
export const followUpsOf = (framework: FrameworkId): readonly Question[] =>
  FOLLOW_UP_QUESTIONS.filter((q) => q.framework === framework);

/** The answers to the 13 questions alone: what the spec's payload is built from. */
export function withoutFollowUps(answers: Answers): Answers {
  return Object.fromEntries(
    Object.entries(answers).filter(([id]) => !FOLLOW_UP_QUESTIONS.some((q) => q.id === id)),
  );
}

/** How many follow-up questions were answered, for one framework or all. */
export function followUpCount(answers: Answers, framework?: FrameworkId): number {
  return FOLLOW_UP_QUESTIONS.filter(
    (q) =>
      (framework === undefined || q.framework === framework) &&
      chosenValue(answers, q) !== undefined,
  ).length;
}
