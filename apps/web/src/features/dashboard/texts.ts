/** The dashboard's words (ours: docs/product.md#s2 shows no contents; docs/decisions/0034). */
export const DASHBOARD_TEXT = {
  greeting: (name: string) => `Hello, ${name}`,
  lead: 'Your communication profile at a glance, and what to do next.',
  statusHeading: 'Your profile',
  loading: 'Checking your profile',
  ready: 'Your profile is ready.',
  lastAssessment: 'Last assessment:',
  viewProfile: 'View Profile',
  retake: 'Retake Assessment',
  none: 'You have not taken the assessment yet.',
  noneHint: 'It takes about 5 minutes and unlocks your profile, suggestions and coaching.',
  take: 'Take Assessment',
  failed: 'We could not check your profile right now.',
  tryAgain: 'Try Again',
  shortcutsHeading: 'Shortcuts',
  shortcuts: {
    coach: { title: 'AI Coach', text: 'Analyse a conversation or ask for advice.' },
    suggestions: { title: 'Suggestions', text: 'Practical tips for each of your frameworks.' },
  },
} as const;
