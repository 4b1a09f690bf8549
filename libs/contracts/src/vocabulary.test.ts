import { describe, expect, it } from 'vitest';
import {
  BEHAVIOUR_LEVELS,
  BEHAVIOURS,
  DISC_LETTERS,
  DISC_STYLES,
  ERROR_MESSAGES,
  FRAMEWORK_LABELS,
  FRAMEWORKS,
  MBTI_AXES,
  PROFILE_BEHAVIOUR_LEVELS,
  STRENGTH_DOMAINS,
  STRENGTH_VALUE_TO_DOMAIN,
  STRENGTH_VALUES,
  THINKING_MODEL_VALUES,
  THINKING_STYLES,
  UNKNOWN_DOMAIN,
} from './index.js';

describe('vocabulary (docs/product.md#s9)', () => {
  it('names the four frameworks with their display labels', () => {
    expect(FRAMEWORKS).toEqual(['emergenetics', 'mbti', 'disc', 'cliftonStrengths']);
    expect(FRAMEWORKS.map((f) => FRAMEWORK_LABELS[f])).toEqual([
      'Emergenetics',
      'MBTI',
      'DiSC',
      'CliftonStrengths',
    ]);
  });

  it('lists the thinking values: four styles, then three behaviours', () => {
    expect(THINKING_STYLES).toEqual(['Analytical', 'Structural', 'Social', 'Conceptual']);
    expect(BEHAVIOURS).toEqual(['Expressiveness', 'Assertiveness', 'Flexibility']);
    expect(THINKING_MODEL_VALUES).toEqual([...THINKING_STYLES, ...BEHAVIOURS]);
  });

  it('lists the personality letter pairs in order', () => {
    expect(MBTI_AXES.map((axis) => axis.join('/'))).toEqual(['E/I', 'S/N', 'T/F', 'J/P']);
  });

  it('writes DiSC letters with a lower-case i, and profile styles upper case', () => {
    expect(DISC_LETTERS).toEqual(['D', 'i', 'S', 'C']);
    expect(DISC_STYLES).toEqual(DISC_LETTERS.map((letter) => letter.toUpperCase()));
  });

  it('maps each strengths value to its profile domain', () => {
    expect(STRENGTH_VALUES).toEqual([
      'Executing',
      'Influencing',
      'Relationship Building',
      'Strategic Thinking',
    ]);
    expect(STRENGTH_VALUES.map((value) => STRENGTH_VALUE_TO_DOMAIN[value])).toEqual(
      STRENGTH_DOMAINS,
    );
    expect(STRENGTH_DOMAINS).toEqual(['Executing', 'Influencing', 'Relationship', 'Thinking']);
    expect(UNKNOWN_DOMAIN).toBe('Unknown');
  });

  it('writes behaviour levels lower case on the wire and capitalised in a profile', () => {
    expect(BEHAVIOUR_LEVELS).toEqual(['low', 'medium', 'high']);
    expect(PROFILE_BEHAVIOUR_LEVELS).toEqual(['Low', 'Medium', 'High']);
  });

  it('keeps the spec messages word for word', () => {
    expect(ERROR_MESSAGES).toEqual({
      invalidProfile: 'Invalid profile data format',
      invalidAnalysis: 'Invalid analysis response format',
      invalidChat: 'Invalid chat response format',
      authRequired: 'Authentication required',
      accessDenied: 'Access denied',
      profileNotFound: 'Profile not found',
    });
  });
});
