import { INDEPENDENCE_NOTICE } from '@styleprint/scoring';

/** The welcome page's words (docs/product.md#s1, #s2). */
export const HOME_TEXT = {
  eyebrow: 'Communication style assessment',
  title: 'Discover your unique communication style',
  lead: 'Answer 13 quick questions and see how you communicate through four established frameworks, then put it to work with personalised suggestions and an AI coach.',
  start: 'Start Assessment',
  signIn: 'I already have an account',
  highlights: [
    {
      title: '5-minute assessment',
      text: 'Thirteen short questions about how you work with people.',
    },
    {
      title: 'Instant results',
      text: 'A result card for each framework the moment you finish it.',
    },
    {
      title: 'AI-powered insights',
      text: 'A coach that reads your conversations against your profile.',
    },
  ],
  cardsHeading: 'Four lenses on how you communicate',
  cards: [
    {
      title: 'MBTI Assessment',
      text: 'Your four-letter personality type and how it shapes the way you share ideas and make decisions.',
    },
    {
      title: 'DiSC Profile',
      text: 'Whether you lead with Dominance, Influence, Steadiness or Conscientiousness in conversations.',
    },
    {
      title: 'Emergenetics',
      text: 'Your thinking preferences and how expressive, assertive and flexible you tend to be.',
    },
    {
      title: 'CliftonStrengths',
      text: 'The strengths domain you lead with: Executing, Influencing, Relationship Building or Strategic Thinking.',
    },
  ],
  /** docs/product.md#s1's statement, then the independence notice every screen shows (decision 0016). */
  disclaimer: `Styleprint is based on established frameworks; its results are not official certifications. ${INDEPENDENCE_NOTICE}`,
} as const;
