import type { SafetyCues } from '../types.js';

/** Pressure to act at once or in secret, raised only beside another safety flag. */
export const urgency: SafetyCues = {
  kind: 'urgency',
  phrases: [
    'urgent',
    'urgently',
    'immediately',
    'asap',
    'right away',
    'right now',
    'within the hour',
    'in the next hour',
    'before the end of the day',
    'today without fail',
    "don't tell",
    'do not tell',
    'keep this between us',
    'keep this confidential',
    "i'm in a meeting",
    "can't talk",
    'cannot take calls',
    'no time to call',
    'need it now',
    'in an hour',
    'within 24 hours',
    'within 48 hours',
    'quick quick',
    'this is confidential',
    'confidential',
    'discuss it with anyone',
    'as soon as possible',
    'asap please',
    'before it closes',
  ],
  warning:
    'It also presses you to act fast or quietly: that pressure is a reason to slow down and check.',
};
