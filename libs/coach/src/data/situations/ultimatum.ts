import type { SituationCues } from '../types.js';

/** Sets an ultimatum ("or we walk", "final offer"). */
export const ultimatum: SituationCues = {
  kind: 'ultimatum',
  weight: 1,
  strong: [
    'or we walk',
    "or we'll walk",
    'final offer',
    'take it or leave it',
    'last chance',
    'non-negotiable',
    'or we go to tender',
    'or we cancel',
    "or we'll cancel",
    'or we will cancel',
    'or i walk',
    "or i'll",
    'or else',
    'otherwise we will',
    "otherwise we'll",
    'if not we will',
    "if not we'll",
    'either you',
  ],
  phrases: ['terminate', 'cancel the contract', 'walk away', 'deadline is final', 'no extensions'],
};
