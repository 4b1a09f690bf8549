import type { EvidenceQuoteInput, PersonCreate } from '@styleprint/contracts';

/** A colleague added by hand: DiSC and thinking chosen, MBTI "not sure". */
export const byHand = (name = 'Marta Ruiz'): PersonCreate => ({
  name,
  traits: { disc: 'D', mbti: null, thinking: 'Analytical' },
});

/**
 * Quotes as saved before quotes carried what the coach measured in them (no `signals`: two
 * direct lines, one worried one): they are measured from their words and read by the one rule
 * (docs/decisions/0107-one-rule-for-a-read.md), so rows saved then still read.
 */
export const readEvidence = (): EvidenceQuoteInput[] => [
  {
    id: 'd1',
    trait: 'disc',
    supports: 'D',
    weight: 3,
    quote: 'Send me the final numbers by Friday, no excuses this time.',
  },
  {
    id: 'd2',
    trait: 'disc',
    supports: 'D',
    weight: 2,
    quote: 'Cut pages four to nine and resend the deck today.',
  },
  {
    id: 's1',
    trait: 'disc',
    supports: 'S',
    weight: 3,
    quote: 'I am a little worried about the team if we change the plan again.',
  },
  {
    id: 't1',
    trait: 'thinking',
    supports: 'Structural',
    weight: 2,
    quote: 'Please put the steps, the owners and the dates in one table before Monday.',
  },
];

/** A colleague saved from a coach read, with the conversation kept. */
export const fromRead = (name = 'Kenji Sato'): PersonCreate => ({
  name,
  evidence: readEvidence(),
  keptConversation: 'Kenji: Send me the final numbers by Friday, no excuses this time.',
});
