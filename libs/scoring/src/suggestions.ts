import type { FrameworkId, Profile } from '@styleprint/contracts';
import { traitCopy } from './content/copy.js';
import { discContent } from './content/disc.js';
import { mbtiContent } from './content/mbti.js';
import { strengthsContent } from './content/strengths.js';
import { behaviouralContext, thinkingContent } from './content/thinking.js';
import type { ThinkingContent, TraitContent } from './content/types.js';
import { behaviourLevelOf, dominantThinkingStyle } from './profile-reading.js';

/** A suggestion card (spec §3 "Suggestion item"). */
export interface Suggestion extends TraitContent {
  category: FrameworkId;
  behaviouralContext?: ThinkingContent['behaviouralContext'];
}

/** One suggestion per framework, in the order MBTI, DiSC, Emergenetics, CliftonStrengths. */
export function suggestionsFor(profile: Profile): Suggestion[] {
  const style = dominantThinkingStyle(profile);
  const e = profile.emergenetics;
  return [
    { category: 'mbti', ...mbtiContent(profile.mbti.Type) },
    { category: 'disc', ...discContent(profile.disc.Primary) },
    {
      category: 'emergenetics',
      ...traitCopy(thinkingContent(style)),
      behaviouralContext: behaviouralContext(style, {
        Expressiveness: behaviourLevelOf(e.Expressiveness),
        Assertiveness: behaviourLevelOf(e.Assertiveness),
        Flexibility: behaviourLevelOf(e.Flexibility),
      }),
    },
    { category: 'cliftonStrengths', ...strengthsContent(profile.cliftonStrengths.TopDomain) },
  ];
}
