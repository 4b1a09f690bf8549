import { FRAMEWORK_STYLE_LABELS } from '@styleprint/scoring';
import type { FrameworkId } from '@styleprint/contracts';

/** The assessment screen's words; spec texts (docs/product.md#s2) word for word. */
export const QUIZ_TEXT = {
  title: 'Communication Assessment',
  lead: 'Answer 13 short questions about how you work, study or volunteer with others. Answer for how you usually act, not how you would like to be seen: every option has its upsides and its costs, and there are no wrong answers.',
  retakeLead: (framework: FrameworkId, count: number) =>
    `You are retaking only the ${FRAMEWORK_STYLE_LABELS[framework]} questions (${count}). Answer for how you usually act, not how you would like to be seen. Your other answers stay as they were.`,
  retakeUnavailable: {
    title: 'Retake the full assessment instead',
    message:
      'Your latest result was saved without its answers, so there is nothing to merge a single-framework retake into.',
    action: 'Take the full assessment',
  },
  retakeLoading: 'Loading your latest answers',
  restored: 'Your answers from earlier in this tab are kept until you submit or discard them.',
  discard: 'Discard answers and start over',
  progress: (current: number, total: number) => `${current} of ${total}`,
  progressLabel: 'Assessment progress',
  previous: 'Previous',
  next: 'Next',
  complete: 'Complete Assessment',
  submitting: 'Submitting your answers…',
  keyboardHint: 'Tip: use the arrow keys to choose an answer and Enter to continue.',
  result: {
    heading: (trait: string) => `Your ${trait} Profile`,
    superpower: 'Your Communication Superpower',
    strengths: 'Natural Strengths',
    growth: 'Growth Opportunities',
    behaviours: 'Behaviour levels',
    basisHeading: 'What this result rests on',
    answersHeading: 'Answers behind this result',
    note: "Use these insights to enhance your communication in today's interactions",
    ready: (framework: string) => `Your ${framework} result is ready below the question.`,
  },
  // Ours (docs/decisions/0033): the spec only logs a failed submission.
  submitFailed: 'We could not save your assessment. Your answers are kept: try again in a moment.',
} as const;

/** "Sharpen my result" (ours, decision 0019): follow-up questions where the 13 cannot decide. */
export const SHARPEN_TEXT = {
  title: 'Sharpen my result',
  lead: 'A few more questions, only where your answers so far cannot decide between results. Each shows only the options still in question. Answer for how you usually act.',
  loading: 'Loading your latest answers',
  progress: (current: number, most: number) => `Follow-up question ${current} (at most ${most})`,
  progressLabel: 'Follow-up progress',
  previous: 'Previous',
  next: 'Next',
  nothing: {
    title: 'Nothing left to sharpen',
    message:
      'Every result is already as clear as follow-up questions can make it. Retake the assessment if your answers would change.',
    action: 'Back to my profile',
  },
  noAnswers: {
    title: 'Take the assessment first',
    message:
      'Sharpening adds to the answers of your latest result, and there are none to add to yet.',
    action: 'Take the assessment',
  },
  done: {
    heading: 'Your sharpened result',
    lead: 'Here is what your follow-up answers change. Nothing is saved until you choose to.',
    unchanged: 'Unchanged:',
    save: 'Save my sharpened result',
    saving: 'Saving your sharpened result…',
  },
  sharpened: {
    heading: 'Your latest result is already sharpened',
    lead: (count: number) =>
      `It includes ${count} follow-up ${count === 1 ? 'answer' : 'answers'}. You can answer the follow-up questions again, or go back to the result of the 13 questions alone.`,
    again: 'Answer the follow-up again',
    discard: 'Discard follow-up answers',
    discarding: 'Going back to the result of the 13 questions…',
  },
  saveFailed: 'We could not save your result. Your answers are kept: try again in a moment.',
} as const;
