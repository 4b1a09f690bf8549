import type { SituationCues } from '../types.js';

/** Escalates: copies a manager in, threatens to go over the user's head. */
export const escalates: SituationCues = {
  kind: 'escalates',
  weight: 1,
  strong: [
    "cc'ing",
    'ccing',
    'copying in',
    "i've copied",
    'i have copied',
    'looping in',
    'i will raise this with',
    "i'll raise this with",
    'raise this with your',
    'escalate',
    'escalating',
    'escalated',
    'your manager',
    'your boss',
    'go over your head',
    'take this to',
    'take this further',
    'formal complaint',
    'our lawyers',
    'legal action',
    'head of',
  ],
  phrases: ['director', 'management', 'senior leadership', 'hr', 'ombudsman'],
};
