import type { Profile } from '@styleprint/contracts';

/** "Key Communication Insights" of spec §2. */
export interface KeyInsights {
  strengths: string[];
  growthAreas: string[];
}

export function keyInsights(_profile: Profile): KeyInsights {
  throw new Error('libs/scoring: keyInsights is not implemented yet');
}
