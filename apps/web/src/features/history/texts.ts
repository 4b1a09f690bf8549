/** Every word of "My results over time" (ours, docs/decisions/0035-account-deletion-export-and-erasure-in-files.md). */
export const HISTORY_TEXT = {
  title: 'Your results over time',
  intro:
    'Every assessment you submitted, how your scores moved, and what changed between two of them.',
  loading: 'Loading your results',
  empty: {
    title: 'No results yet',
    message: 'Take the assessment to see your first result here.',
    action: 'Start Assessment',
  },
  list: {
    heading: 'Every result',
    latest: 'latest',
    delete: 'Delete',
    deleteNamed: (date: string) => `Delete the result of ${date}`,
    confirm: (date: string) => `Delete the result of ${date}? This cannot be undone.`,
    confirmYes: 'Delete it',
    confirmNo: 'Keep it',
    deleted: (date: string) => `The result of ${date} is deleted.`,
  },
  trends: {
    heading: 'How your scores moved',
    needTwo: 'Retake the assessment to see how your scores move over time.',
    thinking: 'Thinking preferences',
    thinkingAxis: 'Score (0 to 10)',
    strengths: 'Strengths domains',
    strengthsAxis: 'Score (0 to 3)',
  },
  compare: {
    heading: 'Compare two results',
    earlier: 'Earlier result',
    later: 'Later result',
    table: 'The two results side by side',
    changes: 'What changed',
    type: 'Personality type',
    disc: 'DiSC primary style',
    thinking: 'Dominant thinking style',
    strengths: 'Top strengths domain',
  },
  error: {
    title: 'Unable to load your results',
    tryAgain: 'Try Again',
  },
} as const;
