import { crisis, farewellAcrossTurns } from './crisis.js';
import { advancesAcrossTurns, bullying, discrimination, sexualHarassment } from './harassment.js';
import { legal } from './legal.js';
import { health, medication } from './medical.js';
import type { MomentAcrossTurns, MomentKind, MomentLexicon } from './types.js';
import { violence } from './violence.js';
export { MOMENT_SIGNS } from './signs.js';

export { MOMENT_ANSWERS, CRISIS_FOLLOW_UP } from './answers.js';
export type { MomentAnswer } from './answers.js';
export {
  IDIOMS,
  JOKING,
  MENTION,
  NEGATIONS,
  PERSONAL,
  SPELLINGS,
  CONTRACTIONS,
  S_IS,
} from './shared.js';
export type {
  MomentAcrossTurns,
  MomentKind,
  MomentLexicon,
  MomentPair,
  MomentSigns,
  MomentVariant,
} from './types.js';

/** Every lexicon, in the order a moment leads an answer when a message holds several. */
export const MOMENT_LEXICONS: readonly MomentLexicon[] = [
  crisis,
  violence,
  sexualHarassment,
  discrimination,
  bullying,
  medication,
  health,
  legal,
];

/** Moments whose signs are spread over one writer's turns of a pasted conversation. */
export const MOMENTS_ACROSS_TURNS: readonly MomentAcrossTurns[] = [
  advancesAcrossTurns,
  farewellAcrossTurns,
];

/** Which moment leads when a message holds several: the most urgent first. */
export const MOMENT_PRIORITY: readonly MomentKind[] = [
  'crisis',
  'violence',
  'harassment',
  'medical',
  'legal',
];
