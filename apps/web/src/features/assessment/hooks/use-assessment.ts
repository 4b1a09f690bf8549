import type { Answer, Question } from '@styleprint/contracts';
import { answerQuestion, chosenValue, type Answers } from '@styleprint/scoring';
import { useEffect, useReducer } from 'react';
import { clearSavedAnswers, loadSavedAnswers, saveAnswers } from '../lib/saved-answers';

export interface AssessmentState {
  /** docs/product.md#s4: the question index runs 0 to 12 (0 to 2 in a single-framework retake). */
  index: number;
  answers: Answers;
  submitting: boolean;
  submitError: string | null;
  /** The person has moved between questions (focus then follows the question). */
  moved: boolean;
  /** Answers came back from session storage after a reload (the screen says so). */
  restored: boolean;
}

export type AssessmentAction =
  | { type: 'answer'; answer: Answer }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'submitStarted' }
  | { type: 'submitFailed'; message: string }
  | { type: 'discard' };

const blankAssessment: AssessmentState = {
  index: 0,
  answers: {},
  submitting: false,
  submitError: null,
  moved: false,
  restored: false,
};

export const isAnswered = (questions: readonly Question[], state: AssessmentState): boolean => {
  const question = questions[state.index];
  return question !== undefined && chosenValue(state.answers, question) !== undefined;
};

/** docs/product.md#s4's navigation over these questions: Next only once answered, Previous after the first. */
function assessmentReducer(questions: readonly Question[]) {
  const lastIndex = questions.length - 1;
  return (state: AssessmentState, action: AssessmentAction): AssessmentState => {
    switch (action.type) {
      case 'answer':
        // A changed answer replaces the earlier one (libs/scoring), and clears a failed submit.
        return {
          ...state,
          answers: answerQuestion(state.answers, action.answer),
          submitError: null,
        };
      case 'next':
        if (!isAnswered(questions, state) || state.index >= lastIndex) return state;
        return { ...state, index: state.index + 1, moved: true };
      case 'previous':
        if (state.index === 0 || state.submitting) return state;
        return { ...state, index: state.index - 1, moved: true };
      case 'submitStarted':
        return { ...state, submitting: true, submitError: null };
      case 'submitFailed':
        return { ...state, submitting: false, submitError: action.message };
      case 'discard':
        return { ...blankAssessment, moved: true };
    }
  };
}

/** The state to start from: the answers kept in this tab's session, if any. */
function initialState(questions: readonly Question[], storageKey: string): AssessmentState {
  const saved = loadSavedAnswers(storageKey);
  if (saved === null) return blankAssessment;
  // Never land past the first unanswered question, whatever the stored index says.
  const firstOpen = questions.findIndex((q) => chosenValue(saved.answers, q) === undefined);
  const limit = firstOpen === -1 ? questions.length - 1 : firstOpen;
  return {
    ...blankAssessment,
    answers: saved.answers,
    index: Math.max(0, Math.min(saved.index, limit)),
    restored: Object.keys(saved.answers).length > 0,
  };
}

/**
 * The quiz state, kept in session storage under `storageKey` until it is submitted or discarded
 * (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md): a reload, or a visit to another screen in the same tab, loses nothing.
 */
export function useAssessment(questions: readonly Question[], storageKey: string) {
  const [state, dispatch] = useReducer(assessmentReducer(questions), undefined, () =>
    initialState(questions, storageKey),
  );
  useEffect(() => {
    if (Object.keys(state.answers).length === 0) clearSavedAnswers(storageKey);
    else saveAnswers(storageKey, { index: state.index, answers: state.answers });
  }, [storageKey, state.answers, state.index]);
  return [state, dispatch] as const;
}
