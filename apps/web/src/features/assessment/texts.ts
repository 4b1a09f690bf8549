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
