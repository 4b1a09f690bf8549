import {
  BEHAVIOURS,
  FRAMEWORKS,
  type Behaviour,
  type FrameworkId,
  type Profile,
} from '@styleprint/contracts';
import { isFrameworkComplete, type Answers } from './answers.js';
import { traitCopy } from './content/copy.js';
import { discResult, mbtiResult, strengthsResult, thinkingResult } from './content/results.js';
import { withoutRepeatedThemes } from './content/themes.js';
import type { TraitContent } from './content/types.js';
import { explainResult, type ResultExplanation } from './explain.js';
import { buildPayload } from './payload.js';
import { deriveProfile, NOT_MEASURED } from './profile.js';
import { behaviourLevelOf } from './profile-reading.js';

/** A behaviour's level as a card shows it: a measured level, or "Not measured". */
export type ShownBehaviourLevel = 'High' | 'Medium' | 'Low' | typeof NOT_MEASURED;

/** A result card shown in the quiz once a framework is complete (docs/product.md#s2). */
export interface ResultCard extends TraitContent {
  framework: FrameworkId;
  /** Only for the thinking-and-behaviour framework. */
  behaviourLevels?: { behaviour: Behaviour; level: ShownBehaviourLevel }[];
  /** Which answers produced this result, and how many it rests on. */
  explanation: ResultExplanation;
}

/**
 * The levels of the three behaviours in a profile. Anything but a measured level reads
 * "Not measured": a level nobody chose is not a fact about the person.
 */
export function behaviourLevels(profile: Profile): NonNullable<ResultCard['behaviourLevels']> {
  return BEHAVIOURS.map((behaviour) => ({
    behaviour,
    level: behaviourLevelOf(profile.emergenetics[behaviour]) ?? NOT_MEASURED,
  }));
}

/** A framework's content for a profile, ties included. */
export function frameworkContent(framework: FrameworkId, profile: Profile): TraitContent {
  switch (framework) {
    case 'mbti':
      return mbtiResult(profile);
    case 'disc':
      return discResult(profile);
    case 'emergenetics':
      return traitCopy(thinkingResult(profile));
    case 'cliftonStrengths':
      return strengthsResult(profile);
  }
}

/**
 * The result card for a framework, or null until that framework is complete. The card is read
 * from the profile the server will derive from the same answers, so the quiz never shows a
 * result that the profile page then contradicts (same ties, same rules). A tip whose theme a
 * card earlier in the quiz already showed is left out (one theme once across the cards).
 */
export function resultCard(framework: FrameworkId, answers: Answers): ResultCard | null {
  const explanation = explainResult(framework, answers);
  if (explanation === null) return null;
  const profile = deriveProfile(buildPayload(answers));
  const earlier = FRAMEWORKS.slice(0, FRAMEWORKS.indexOf(framework)).filter((f) =>
    isFrameworkComplete(answers, f),
  );
  const cards = withoutRepeatedThemes([
    ...earlier.map((f) => frameworkContent(f, profile)),
    frameworkContent(framework, profile),
  ]);
  const content = cards.at(-1) ?? frameworkContent(framework, profile);
  return {
    framework,
    ...content,
    ...(framework === 'emergenetics' ? { behaviourLevels: behaviourLevels(profile) } : {}),
    explanation,
  };
}
