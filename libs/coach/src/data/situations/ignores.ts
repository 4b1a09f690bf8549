import type { SituationCues } from '../types.js';

/**
 * The user asked something and the other side wrote back without taking it up (an unpaid
 * invoice under a thank-you and a new request). Read from the shape of the exchange
 * (reading/infer/open-asks.ts), so it has no cue phrases of its own.
 */
export const ignores: SituationCues = {
  kind: 'ignores',
  weight: 1,
  strong: [],
  phrases: [],
};
