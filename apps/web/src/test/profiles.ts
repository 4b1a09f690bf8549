import type { StoredProfile } from '@styleprint/contracts';

/**
 * The stored profile of the component tests, as GET /profile/me returns it (canonical names,
 * levels as words): an INTJ, D/C, Analytical, Thinking-led user.
 */
export const storedProfile = (overrides: Partial<StoredProfile> = {}): StoredProfile => ({
  id: 'assessment-1',
  createdAt: '2026-03-01T10:00:00.000Z',
  mbti: { Type: 'INTJ', Confidence: 'Indicative (1 answer per axis)' },
  disc: { Primary: 'D', Secondary: 'C' },
  emergenetics: {
    Analytical: 6.7,
    Structural: 3.3,
    Social: 0,
    Conceptual: 0,
    Expressiveness: 'High',
    Assertiveness: 'Medium',
    Flexibility: 'Low',
  },
  cliftonStrengths: {
    Executing: 1,
    Influencing: 0,
    Relationship: 0,
    Thinking: 2,
    TopDomain: 'Thinking',
  },
  ...overrides,
});
