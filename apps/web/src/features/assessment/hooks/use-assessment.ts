import type { Answer } from '@styleprint/contracts';
import { answerQuestion, chosenValue, QUESTIONS, type Answers } from '@styleprint/scoring';
import { useReducer } from 'react';

export interface AssessmentState {
  /** Spec §4: the question index runs 0 to 12. */
  index: number;
  answers: Answers;
  submitting: boolean;
  submitError: string | null;
  /** The person has moved between questions (focus then follows the question). */
  moved: boolean;
}

export type AssessmentAction =
  | { type: 'answer'; answer: Answer }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'submitStarted' }
  | { type: 'submitFailed'; message: string };

export const initialAssessment: AssessmentState = {
  index: 0,
  answers: {},
  submitting: false,
  submitError: null,
  moved: false,
};

const lastIndex = QUESTIONS.length - 1;

export const isAnswered = (state: AssessmentState): boolean => {
  const question = QUESTIONS[state.index];
  return question !== undefined && chosenValue(state.answers, question) !== undefined;
};

/** Spec §4's navigation: Next only once answered, Previous from the second question on. */
export function assessmentReducer(
  state: AssessmentState,
  action: AssessmentAction,
): AssessmentState {
  switch (action.type) {
    case 'answer':
      // A changed answer replaces the earlier one (libs/scoring), and clears a failed submit.
      return { ...state, answers: answerQuestion(state.answers, action.answer), submitError: null };
    case 'next':
      if (!isAnswered(state) || state.index >= lastIndex) return state;
      return { ...state, index: state.index + 1, moved: true };
    case 'previous':
      if (state.index === 0 || state.submitting) return state;
      return { ...state, index: state.index - 1, moved: true };
    case 'submitStarted':
      return { ...state, submitting: true, submitError: null };
    case 'submitFailed':
      return { ...state, submitting: false, submitError: action.message };
  }
}

export function useAssessment() {
  return useReducer(assessmentReducer, initialAssessment);
}
