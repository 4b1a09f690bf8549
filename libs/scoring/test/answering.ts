import type { Answer } from '@styleprint/contracts';
import { answerQuestion, questionById, type Answers } from '../src/index.js';

/** An answer to a bank question, with the framework the bank gives that question. */
export function answer(questionId: string, value: string): Answer {
  const question = questionById(questionId);
  if (question === undefined) throw new Error(`No question ${questionId} in the bank`);
  return { questionId, framework: question.framework, value };
}

/** Plays the choices through the reducer in order, as the quiz would. */
export function answersFrom(choices: ReadonlyArray<readonly [string, string]>): Answers {
  return choices.reduce<Answers>(
    (answers, [id, value]) => answerQuestion(answers, answer(id, value)),
    {},
  );
}

/** Bank question ids per framework, in quiz order; `answer` throws if the bank renames one. */
export const THINKING = ['emergenetics-1', 'emergenetics-2', 'emergenetics-3'] as const;
export const PERSONALITY = ['mbti-ei', 'mbti-sn', 'mbti-tf', 'mbti-jp'] as const;
export const BEHAVIOUR_MODEL = ['disc-1', 'disc-2', 'disc-3'] as const;
export const STRENGTHS = ['strengths-1', 'strengths-2', 'strengths-3'] as const;
