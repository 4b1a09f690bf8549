import type { SituationCues } from '../types.js';

/**
 * The counterpart has not answered. Mostly read from the shape of the conversation (the user's
 * messages at the end, unanswered); these are the user's own pings that show it.
 */
export const silent: SituationCues = {
  kind: 'silent',
  weight: 1,
  strong: [
    'friendly ping',
    'gentle ping',
    'friendly reminder',
    'gentle reminder',
    'any news on this',
    'still no word',
    'following up',
    'just following up',
    'bumping this',
    'any thoughts',
    'did you see my',
    'did you get my',
    'circling back',
    'checking in again',
    "haven't heard back",
    'have not heard back',
    'no reply',
    'no response',
  ],
  phrases: ['bump', 'ping', 'still waiting'],
};
