import {
  BEHAVIOURS,
  type Behaviour,
  type FrameworkId,
  type Profile,
  type ProfileBehaviourLevel,
} from '@styleprint/contracts';
import { isFrameworkComplete, type Answers } from './answers.js';
import { traitCopy } from './content/copy.js';
import { discContent } from './content/disc.js';
import { mbtiContent } from './content/mbti.js';
import { strengthsContent } from './content/strengths.js';
import { thinkingContent } from './content/thinking.js';
import type { TraitContent } from './content/types.js';
import { buildPayload } from './payload.js';
import { deriveProfile } from './profile.js';
import { behaviourLevelOf, dominantThinkingStyle } from './profile-reading.js';

/** A result card shown in the quiz once a framework is complete (spec §2). */
export interface ResultCard extends TraitContent {
  framework: FrameworkId;
  /** Only for the thinking-and-behaviour framework. */
  behaviourLevels?: { behaviour: Behaviour; level: ProfileBehaviourLevel }[];
}

/**
 * The levels of the three behaviours in a profile. Our own derivation only writes the three known
 * words; an unrecognised one would read as the default (Medium) rather than break the card.
 */
export function behaviourLevels(profile: Profile): NonNullable<ResultCard['behaviourLevels']> {
  return BEHAVIOURS.map((behaviour) => ({
    behaviour,
    level: behaviourLevelOf(profile.emergenetics[behaviour]) ?? 'Medium',
  }));
}

/**
 * The result card for a framework, or null until that framework is complete. The card is read
 * from the profile the server will derive from the same answers, so the quiz never shows a
 * result that the profile page then contradicts (same tie-breaks, same defaults).
 */
export function resultCard(framework: FrameworkId, answers: Answers): ResultCard | null {
  if (!isFrameworkComplete(answers, framework)) return null;
  const profile = deriveProfile(buildPayload(answers));
  switch (framework) {
    case 'mbti':
      return { framework, ...mbtiContent(profile.mbti.Type) };
    case 'disc':
      return { framework, ...discContent(profile.disc.Primary) };
    case 'emergenetics':
      return {
        framework,
        ...traitCopy(thinkingContent(dominantThinkingStyle(profile))),
        behaviourLevels: behaviourLevels(profile),
      };
    case 'cliftonStrengths':
      return { framework, ...strengthsContent(profile.cliftonStrengths.TopDomain) };
  }
}
