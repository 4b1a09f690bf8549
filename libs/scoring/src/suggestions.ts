import type { FrameworkId, Profile } from '@styleprint/contracts';
import { thinkingBehaviouralContext } from './content/results.js';
import { withoutRepeatedThemes } from './content/themes.js';
import type { ThinkingContent, TraitContent } from './content/types.js';
import { frameworkContent } from './result-cards.js';

/** A suggestion card (docs/product.md#s3-6 "Suggestion item"). */
export interface Suggestion extends TraitContent {
  category: FrameworkId;
  behaviouralContext?: ThinkingContent['behaviouralContext'];
}

const ORDER: readonly FrameworkId[] = ['mbti', 'disc', 'emergenetics', 'cliftonStrengths'];

/**
 * One suggestion per framework, in the order MBTI, DiSC, Emergenetics, CliftonStrengths, with
 * each tip theme shown once across the four cards (the first card keeps it).
 */
export function suggestionsFor(profile: Profile): Suggestion[] {
  const cards = withoutRepeatedThemes(ORDER.map((f) => frameworkContent(f, profile)));
  return ORDER.map((category, n) => {
    const card = cards[n] ?? frameworkContent(category, profile);
    return category === 'emergenetics'
      ? { category, ...card, behaviouralContext: thinkingBehaviouralContext(profile) }
      : { category, ...card };
  });
}
