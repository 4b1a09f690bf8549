import type { SituationCues } from '../types.js';

/** Proposes an idea, a plan or a trade. */
export const proposes: SituationCues = {
  kind: 'proposes',
  weight: 1,
  strong: [
    'what if we',
    'how about',
    'i propose',
    'i suggest',
    'my proposal',
    'here is my proposal',
    "here's my proposal",
    'we could try',
    "let's try",
    'could we maybe try',
    'could we try',
    'i had an idea',
    'i have an idea',
    'one option',
    'another option',
    'alternatively',
    'pay what you can',
    'in exchange',
    'happy to meet you halfway',
    'meet in the middle',
  ],
  phrases: ['idea', 'option', 'proposal', 'suggestion', 'instead', 'trial', 'pilot'],
};
