import { SAFETY_CUES } from '../../data/safety/index.js';
import { SITUATION_CUES } from '../../data/situations/index.js';
import {
  SAFETY_FLAG_KINDS,
  SITUATION_KINDS,
  USER_PATTERN_KINDS,
  type SafetyFlagKind,
  type SituationKind,
  type UserPatternKind,
} from '../../data/types.js';
import { USER_PATTERN_CUES } from '../../data/user-patterns/index.js';
import { compilePhrases, type PhraseIndex } from '../measure/tokens.js';

/** The cue lists compiled once per process (pure data, so a module constant is safe). */
export const SITUATION_INDEX: PhraseIndex<SituationKind> = compilePhrases(
  SITUATION_KINDS.map((kind) => ({ kind, phrases: SITUATION_CUES[kind].phrases })),
);
export const STRONG_SITUATION_INDEX: PhraseIndex<SituationKind> = compilePhrases(
  SITUATION_KINDS.map((kind) => ({ kind, phrases: SITUATION_CUES[kind].strong ?? [] })),
);
export const USER_PATTERN_INDEX: PhraseIndex<UserPatternKind> = compilePhrases(
  USER_PATTERN_KINDS.map((kind) => ({ kind, phrases: USER_PATTERN_CUES[kind].phrases })),
);
export const SAFETY_INDEX: PhraseIndex<SafetyFlagKind> = compilePhrases(
  SAFETY_FLAG_KINDS.map((kind) => ({ kind, phrases: SAFETY_CUES[kind].phrases })),
);
