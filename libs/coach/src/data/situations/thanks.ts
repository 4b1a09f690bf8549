import type { SituationCues } from '../types.js';

/** Thanks or praises the user. */
export const thanks: SituationCues = {
  kind: 'thanks',
  weight: 1,
  strong: [
    'thank you so much',
    'thanks so much',
    'thanks a lot',
    'really appreciate',
    'really appreciated',
    'so grateful',
    'great work',
    'great job',
    'amazing job',
    'well done',
    'fantastic work',
    'brilliant work',
    'kudos',
    'you saved',
    'huge thanks',
    'big thanks',
    'shout out',
  ],
  phrases: ['thank you for', 'thanks for', 'grateful', 'appreciate', 'impressed', 'love what you'],
};
