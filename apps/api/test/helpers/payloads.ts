import type { AssessmentPayload } from '@styleprint/contracts';

/** A payload the web could send after a full quiz. */
export const validPayload = (): AssessmentPayload => ({
  mbti: 'INTJ',
  disc: 'DiS',
  emergenetics: {
    analytical: 2,
    structural: 1,
    social: 0,
    conceptual: 0,
    expressiveness: 'high',
    assertiveness: 'medium',
    flexibility: 'medium',
  },
  cliftonStrengths: { executing: 1, influencing: 0, relationship: 2, thinking: 0 },
});

/** Another full-quiz payload, with a different result on every framework. */
export const otherPayload = (): AssessmentPayload => ({
  mbti: 'ENFP',
  disc: 'CSD',
  emergenetics: {
    analytical: 0,
    structural: 0,
    social: 1,
    conceptual: 2,
    expressiveness: 'medium',
    assertiveness: 'high',
    flexibility: 'low',
  },
  cliftonStrengths: { executing: 0, influencing: 3, relationship: 0, thinking: 0 },
});
