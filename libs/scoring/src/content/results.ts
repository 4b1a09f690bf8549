import {
  BEHAVIOURS,
  type Behaviour,
  type Profile,
  type ProfileBehaviourLevel,
} from '@styleprint/contracts';
import { DISC_STYLE_NAMES, STRENGTH_DOMAIN_LABELS } from '../labels.js';
import { behaviourLevelOf, discTieOf, strengthTieOf, thinkingLeaders } from '../profile-reading.js';
import { traitCopy } from './copy.js';
import { discContent } from './disc.js';
import { mbtiContent } from './mbti.js';
import { strengthsContent } from './strengths.js';
import { behaviouralContextWith, thinkingContent } from './thinking.js';
import { evenSplitContent, NEUTRAL_BEHAVIOUR_ADVICE, NO_THINKING_STYLE } from './ties.js';
import type { ThinkingContent, TraitContent } from './types.js';

/*
 * The content a profile's results call for, ties included (decision 0014): an even split gets a
 * card about the split, never the card of whichever value a list put first.
 */

export function mbtiResult(profile: Profile): TraitContent {
  return mbtiContent(profile.mbti.Type);
}

export function discResult(profile: Profile): TraitContent {
  const tie = discTieOf(profile.disc);
  if (tie === null) return discContent(profile.disc.Primary);
  return evenSplitContent(
    tie.map((style) => `${DISC_STYLE_NAMES[style]} (${style})`),
    tie.map(discContent),
    'style',
  );
}

export function strengthsResult(profile: Profile): TraitContent {
  const tie = strengthTieOf(profile.cliftonStrengths);
  if (tie === null) return strengthsContent(profile.cliftonStrengths.TopDomain);
  return evenSplitContent(
    tie.map((domain) => STRENGTH_DOMAIN_LABELS[domain]),
    tie.map(strengthsContent),
    'domain',
  );
}

/** The thinking card: the leading style, an even split, or none measured. */
export function thinkingResult(profile: Profile): ThinkingContent {
  const leaders = thinkingLeaders(profile);
  const [only] = leaders;
  if (leaders.length === 1 && only !== undefined) return thinkingContent(only);
  if (leaders.length === 0) {
    return {
      ...traitCopy(NO_THINKING_STYLE),
      behaviouralContext: { ...NO_THINKING_STYLE.behaviouralContext },
    };
  }
  return {
    ...evenSplitContent(leaders, leaders.map(thinkingContent), 'thinking style'),
    behaviouralContext: { ...NEUTRAL_BEHAVIOUR_ADVICE },
  };
}

/** The profile's behaviour levels as the content reads them (null: not measured or unknown). */
function profileBehaviourLevels(profile: Profile): Record<Behaviour, ProfileBehaviourLevel | null> {
  const levels = {} as Record<Behaviour, ProfileBehaviourLevel | null>;
  for (const behaviour of BEHAVIOURS)
    levels[behaviour] = behaviourLevelOf(profile.emergenetics[behaviour]);
  return levels;
}

/** The behavioural context of the thinking card for this profile. */
export function thinkingBehaviouralContext(
  profile: Profile,
): ThinkingContent['behaviouralContext'] {
  return behaviouralContextWith(
    thinkingResult(profile).behaviouralContext,
    profileBehaviourLevels(profile),
  );
}
