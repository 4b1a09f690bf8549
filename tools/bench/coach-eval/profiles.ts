import type { Profile } from '@styleprint/contracts';

/**
 * The two opposite user profiles of the agreed interface (section 2): every case is answered for
 * both, and the replies should differ materially. The bench's own fixtures, on purpose not the
 * coach's test profiles (libs/coach/test/fixtures), so a test change cannot move these figures;
 * lint forbids benchmarks importing test fixtures
 * (docs/decisions/0112-bench-fixtures-and-one-kind-list.md).
 */
export const EXPRESSIVE_USER: Profile = {
  mbti: { Type: 'ENFP', Confidence: 'Clear (4 of 4 axes answered)' },
  disc: { Primary: 'I', Secondary: 'S' },
  emergenetics: {
    Analytical: 2,
    Structural: 2,
    Social: 8,
    Conceptual: 7,
    Expressiveness: 'High',
    Assertiveness: 'Medium',
    Flexibility: 'High',
  },
  cliftonStrengths: {
    Executing: 0,
    Influencing: 3,
    Relationship: 2,
    Thinking: 1,
    TopDomain: 'Influencing',
  },
};

export const RESERVED_USER: Profile = {
  mbti: { Type: 'ISTJ', Confidence: 'Clear (4 of 4 axes answered)' },
  disc: { Primary: 'C', Secondary: 'S' },
  emergenetics: {
    Analytical: 9,
    Structural: 8,
    Social: 2,
    Conceptual: 2,
    Expressiveness: 'Low',
    Assertiveness: 'Medium',
    Flexibility: 'Low',
  },
  cliftonStrengths: {
    Executing: 3,
    Influencing: 0,
    Relationship: 1,
    Thinking: 2,
    TopDomain: 'Executing',
  },
};

export const PROFILES = [
  { key: 'ENFP/i', label: 'ENFP / DiSC i / Social / Influencing', profile: EXPRESSIVE_USER },
  { key: 'ISTJ/C', label: 'ISTJ / DiSC C / Analytical / Executing', profile: RESERVED_USER },
] as const;
