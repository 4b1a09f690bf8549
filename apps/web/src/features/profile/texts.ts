import type { ProfileLoadFailure } from './lib/classify-profile-load';

/** The profile screen's words; spec texts (docs/product.md#s2, #s8) word for word. */
export const PROFILE_TEXT = {
  title: 'Your Communication Profile',
  assessedOn: 'Based on your assessment of',
  retake: 'Retake Assessment',
  summaryHeading: 'Profile summary',
  summary: {
    mbti: 'Personality Type (MBTI-style)',
    confidence: 'Confidence',
    disc: 'Primary Style (DiSC-style)',
    secondary: 'Secondary style',
    noSecondary: 'No secondary style',
    emergenetics: 'Thinking Style (Emergenetics-style)',
    emergeneticsNote: 'Your strongest thinking preference',
    strengths: 'Top Domain (CliftonStrengths-style)',
    strengthsNote: 'Your leading strengths domain',
    evenSplit: 'Even split',
    notMeasured: 'Not measured',
    noThinkingStyle: 'None of your answers chose a thinking style',
    unknownDomain: 'No domain leads yet',
  },
  thinkingChart: {
    title: 'Emergenetics-style Thinking Preferences',
    axis: 'Score from 0 to 10',
    smoothedAxis:
      'Smoothed score from 0 to 10, answers in brackets: three answers cannot justify a 10 or a 0',
  },
  explanations: {
    heading: 'How your results were worked out',
    lead: 'Each result comes from a few answers. Here is what each one rests on, and the answers behind it.',
    answersHeading: 'Answers behind this result',
    aboutLink: 'What your results can and cannot tell',
    retakeOnly: (framework: string, count: number) =>
      `Retake only ${framework} (${count} questions)`,
    noAnswers:
      'This result was saved without its answers, so it cannot show which answers produced it. Retake the assessment to see them.',
  },
  behaviourNotMeasured: 'Not measured: none of your answers chose this behaviour.',
  behavioursHeading: 'Behavioural Attributes',
  strengthsChart: {
    title: 'CliftonStrengths-style Domains',
    xLabel: 'Domain',
    yLabel: 'Score (0–3)',
  },
  insights: {
    heading: 'Key Communication Insights',
    strengths: 'Your Strengths',
    growth: 'Growth Areas',
  },
  loading: 'Loading your profile',
  welcome: {
    greeting: (name: string) => `Welcome, ${name}!`,
    lead: 'Discover your unique communication style with a short assessment. It takes about 5 minutes, and your results are instant.',
    benefitsHeading: 'What you will get',
    benefits: [
      'A clear picture of how you naturally communicate',
      'Your strengths and the areas where you can grow',
      'Personalised suggestions for everyday conversations',
      'AI-powered coaching based on your own profile',
    ],
    frameworksHeading: 'Four established frameworks',
    frameworks: [
      { name: 'MBTI-style', text: 'Your personality type' },
      { name: 'DiSC-style', text: 'Your behavioural style' },
      { name: 'Emergenetics-style', text: 'How you think and behave' },
      { name: 'CliftonStrengths-style', text: 'Your strongest talent domain' },
    ],
    start: 'Start Assessment Now',
    learnMore: 'Learn More First',
  },
  tryAgain: 'Try Again',
  takeAssessment: 'Take Assessment',
} as const;

type ErrorScreen = { title: string; message: string };

/** docs/product.md#s8: the error screens, by what went wrong. */
export const PROFILE_ERRORS: Record<
  Exclude<ProfileLoadFailure, 'no_profile'> | 'no_data',
  ErrorScreen
> = {
  network: {
    title: 'Connection Issue',
    message:
      "We're having trouble connecting to our servers. Please check your internet connection and try again.",
  },
  server: {
    title: 'Service Temporarily Unavailable',
    message: 'Our servers are experiencing high traffic. Please wait a moment and try again.',
  },
  unknown: {
    title: 'Unable to Load Profile',
    message: 'Something went wrong while loading your profile. This might be a temporary issue.',
  },
  no_data: {
    title: 'No Profile Data',
    message: 'Unable to display profile information.',
  },
  // Ours (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md, docs/decisions/0036).
  session_ended: {
    title: 'Your session has ended',
    message: 'Please sign in again to see your profile. Your results are safe.',
  },
  rate_limited: {
    title: 'Please wait a moment',
    message: 'You have made many requests in a short time. Your results are safe.',
  },
  invalid_response: {
    title: 'Unable to Read Your Profile',
    message:
      'The server answered, but its answer could not be read. Your results are safe; please try again.',
  },
};

/** Ours: how long to wait after a 429, from the server's Retry-After. */
export const waitSeconds = (seconds: number): string =>
  `Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;
