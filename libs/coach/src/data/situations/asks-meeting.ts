import type { SituationCues } from '../types.js';

/** Asks for a call or a meeting. */
export const asksMeeting: SituationCues = {
  kind: 'asks_meeting',
  weight: 1,
  strong: [
    'can we meet',
    'could we meet',
    'can we talk',
    'could we talk',
    'quick call',
    'hop on a call',
    'jump on a call',
    'set up a meeting',
    'set up a call',
    'book a call',
    'book a meeting',
    'find a time',
    'grab 15 minutes',
    'grab 30 minutes',
    'are you free',
    'do you have time',
    'can we catch up',
    "let's catch up",
    "let's chat",
    "let's meet",
    'meet in person',
    'calendar invite',
    'send an invite',
  ],
  phrases: ['call', 'meeting', 'catch up', 'sync', 'chat about', 'talk it through', 'slot'],
};
