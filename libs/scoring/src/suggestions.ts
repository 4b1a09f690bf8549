import type { FrameworkId, Profile } from '@styleprint/contracts';
import type { ThinkingContent, TraitContent } from './content/types.js';

/** A suggestion card (spec §3 "Suggestion item"). */
export interface Suggestion extends TraitContent {
  category: FrameworkId;
  behaviouralContext?: ThinkingContent['behaviouralContext'];
}

/** One suggestion per framework, in the order MBTI, DiSC, Emergenetics, CliftonStrengths. */
export function suggestionsFor(_profile: Profile): Suggestion[] {
  throw new Error('libs/scoring: suggestionsFor is not implemented yet');
}
