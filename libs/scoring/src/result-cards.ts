import type { Behaviour, FrameworkId, ProfileBehaviourLevel } from '@styleprint/contracts';
import type { Answers } from './answers.js';
import type { TraitContent } from './content/types.js';

/** A result card shown in the quiz once a framework is complete (spec §2). */
export interface ResultCard extends TraitContent {
  framework: FrameworkId;
  /** Only for the thinking-and-behaviour framework. */
  behaviourLevels?: { behaviour: Behaviour; level: ProfileBehaviourLevel }[];
}

/** The result card for a framework, or null until that framework is complete. */
export function resultCard(_framework: FrameworkId, _answers: Answers): ResultCard | null {
  throw new Error('libs/scoring: resultCard is not implemented yet');
}
