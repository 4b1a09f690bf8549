import type { DiscStyle, Profile, StrengthDomain } from '@styleprint/contracts';
import { discStyleOf, discTieOf, strengthDomainOf } from './profile-reading.js';

/** "Key Communication Insights" of docs/product.md#s2. */
export interface KeyInsights {
  strengths: string[];
  growthAreas: string[];
}

interface Insight {
  strength: string;
  growth: string;
}

/** docs/product.md#s2: a type starting with E gives energy and enthusiasm, any other thoughtful analysis. */
const ENERGY: Insight = {
  strength: 'You bring energy and enthusiasm to conversations and get people engaged.',
  growth: 'Leave pauses for quieter people to think and speak before you fill the silence.',
};
const ANALYSIS: Insight = {
  strength:
    'You bring thoughtful analysis: you think before you speak, so your words carry weight.',
  growth: 'Share your thinking earlier, even unfinished, so your ideas shape the discussion.',
};

/** docs/product.md#s2: the DiSC primary D, I, S, and anything else reads as C. */
const BY_DISC: Record<DiscStyle, Insight> = {
  D: {
    strength: 'You drive conversations towards decisions and results.',
    growth: 'Slow down to listen and explain your reasoning before you decide.',
  },
  I: {
    strength: 'You build rapport quickly and inspire others with your optimism.',
    growth: 'Confirm in writing what was agreed, so enthusiasm turns into action.',
  },
  S: {
    strength: 'You listen patiently and create a calm, supportive atmosphere.',
    growth: 'Say what you think and what concerns you, even when it risks disagreement.',
  },
  C: {
    strength: 'You bring accuracy and careful reasoning to every discussion.',
    growth: 'Give the headline first, and decide on good-enough information when time is short.',
  },
};

/** docs/product.md#s2: the top strengths domain. "Unknown" adds nothing: there is no domain to speak of. */
const BY_DOMAIN: Record<StrengthDomain, Insight> = {
  Executing: {
    strength: 'You make things happen: people trust you to turn talk into delivery.',
    growth: 'Take a moment to bring people along before driving to the finish.',
  },
  Influencing: {
    strength: 'You speak up and win support for ideas.',
    growth: 'Make sure people feel heard, not just persuaded.',
  },
  Relationship: {
    strength: 'You build trust and hold teams together.',
    growth: 'State your own position clearly, even when it creates tension.',
  },
  Thinking: {
    strength: 'You help others see further with your ideas and analysis.',
    growth: 'Turn your insights into concrete next steps with owners.',
  },
};

const isExtraverted = (type: string): boolean => type.trim().toUpperCase().startsWith('E');

/**
 * The "Key Communication Insights" of docs/product.md#s2, one line per framework that informs it. An even
 * DiSC split, like an unknown or tied top domain, adds no line: there is no one style to speak of.
 */
export function keyInsights(profile: Profile): KeyInsights {
  const domain = strengthDomainOf(profile.cliftonStrengths.TopDomain);
  const discTied = discTieOf(profile.disc) !== null;
  const insights: Insight[] = [
    isExtraverted(profile.mbti.Type) ? ENERGY : ANALYSIS,
    ...(discTied ? [] : [BY_DISC[discStyleOf(profile.disc.Primary) ?? 'C']]),
    ...(domain === null ? [] : [BY_DOMAIN[domain]]),
  ];
  return {
    strengths: insights.map((insight) => insight.strength),
    growthAreas: insights.map((insight) => insight.growth),
  };
}
