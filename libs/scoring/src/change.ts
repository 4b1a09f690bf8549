import type { FrameworkId } from '@styleprint/contracts';
import { chosenValue, questionNumber, type Answers } from './answers.js';
import { questionsOf } from './questions.js';

/**
 * The numbers of a framework's questions answered differently in two results, in quiz order; null
 * when either result lacks an answer to one of them (the comparison would be a guess). With three
 * or four answers behind a result, one different answer is enough to move it, so a change that
 * rests on one answer is within what answering one question differently can cause.
 */
export function differentAnswers(
  earlier: Answers,
  later: Answers,
  framework: FrameworkId,
): number[] | null {
  const numbers: number[] = [];
  for (const question of questionsOf(framework)) {
    const before = chosenValue(earlier, question);
    const after = chosenValue(later, question);
    if (before === undefined || after === undefined) return null;
    if (before !== after) numbers.push(questionNumber(question));
  }
  return numbers;
}
