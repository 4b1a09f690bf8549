/** The suggestions screen's words; spec texts (docs/product.md#s2, #s8) word for word. */
export const SUGGESTIONS_TEXT = {
  title: 'Your Communication Suggestions',
  lead: 'Personalised guidance from each of your four frameworks. Open a card to see your natural strengths and growth opportunities.',
  superpower: 'Your Communication Superpower',
  strengths: 'Natural Strengths',
  growth: 'Growth Opportunities',
  behaviouralContext: 'Behavioural Context',
  behaviours: {
    expressiveness: 'Expressiveness',
    assertiveness: 'Assertiveness',
    flexibility: 'Flexibility',
  },
  show: 'Show details',
  hide: 'Hide details',
  practice: {
    title: 'Put It Into Practice',
    text: 'Pick one growth opportunity and try it in a conversation today. Small, deliberate changes add up: notice how people respond, and come back to adjust.',
    coach: 'Practise with the AI Coach',
  },
  loading: 'Loading your suggestions',
  profileRequired: {
    title: 'Profile Required',
    message: 'Complete the communication assessment to get suggestions tailored to you.',
    action: 'Take Assessment',
  },
  loadFailure: {
    title: 'Unable to Load Suggestions',
    message: 'Failed to load your profile data. Please try refreshing the page.',
    action: 'Refresh Page',
  },
} as const;
