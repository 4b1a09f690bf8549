/** The assessment screen's words; spec texts (§2) word for word. */
export const QUIZ_TEXT = {
  title: 'Communication Assessment',
  lead: 'Answer 13 short questions about how you work with others. Choose the option that sounds most like you; there are no wrong answers.',
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
    note: "Use these insights to enhance your communication in today's interactions",
    ready: (framework: string) => `Your ${framework} result is ready below the question.`,
  },
  // Ours (docs/decisions/0033): the spec only logs a failed submission.
  submitFailed: 'We could not save your assessment. Your answers are kept: try again in a moment.',
} as const;
