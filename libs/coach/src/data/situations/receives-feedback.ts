import type { SituationCues } from '../types.js';

/**
 * The counterpart is receiving the user's feedback: they answer it, explain, or ask what to
 * change. Read together with the user's own feedback lines (writing/infer decides).
 */
export const receivesFeedback: SituationCues = {
  kind: 'receives_feedback',
  weight: 1,
  strong: [
    'thanks for the feedback',
    'thank you for the feedback',
    'what would you change',
    'what should i change',
    'fair point',
    'i see what you mean',
    'i hear you',
    'in my defence',
    'to be fair',
    'i did that because',
    'that was intentional',
  ],
  phrases: ['feedback', 'i can change', 'i can fix', 'which part', 'which parts'],
};
