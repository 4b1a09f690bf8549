/**
 * docs/product.md#s8: placeholder or fallback phrases a coach reply must not show. The web drops any part of
 * a reply that contains one (docs/decisions/0062); the LLM engine tells the model never to write
 * them. One list, so the two cannot drift apart.
 */
export const PLACEHOLDER_PHRASES = [
  'Unable to analyze',
  'Personalized coaching',
  'Communication coaching',
  'Based on your communication profile',
  "Here's my advice",
  'The AI coach is having trouble',
] as const;
