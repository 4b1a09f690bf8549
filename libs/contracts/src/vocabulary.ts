/** The words the four frameworks are made of (docs/product.md#s9). */

export const FRAMEWORKS = ['emergenetics', 'mbti', 'disc', 'cliftonStrengths'] as const;
export type FrameworkId = (typeof FRAMEWORKS)[number];

/** Display names for badges and headings. */
export const FRAMEWORK_LABELS: Record<FrameworkId, string> = {
  emergenetics: 'Emergenetics',
  mbti: 'MBTI',
  disc: 'DiSC',
  cliftonStrengths: 'CliftonStrengths',
};

export const THINKING_STYLES = ['Analytical', 'Structural', 'Social', 'Conceptual'] as const;
export type ThinkingStyle = (typeof THINKING_STYLES)[number];

export const BEHAVIOURS = ['Expressiveness', 'Assertiveness', 'Flexibility'] as const;
export type Behaviour = (typeof BEHAVIOURS)[number];

/** Values a thinking-model option may carry: a thinking style or a behaviour. */
export const THINKING_MODEL_VALUES = [...THINKING_STYLES, ...BEHAVIOURS] as const;
export type ThinkingModelValue = (typeof THINKING_MODEL_VALUES)[number];

/** Behaviour levels as sent in the assessment payload (lower case on the wire). */
export const BEHAVIOUR_LEVELS = ['low', 'medium', 'high'] as const;
export type BehaviourLevel = (typeof BEHAVIOUR_LEVELS)[number];

/** Behaviour levels as shown in a profile (capitalised for display). */
export const PROFILE_BEHAVIOUR_LEVELS = ['Low', 'Medium', 'High'] as const;
export type ProfileBehaviourLevel = (typeof PROFILE_BEHAVIOUR_LEVELS)[number];

/** DiSC letters as the assessment records them; `i` is lower case by DiSC convention. */
export const DISC_LETTERS = ['D', 'i', 'S', 'C'] as const;
export type DiscLetter = (typeof DISC_LETTERS)[number];

/** DiSC styles as a profile names them (upper case, for content keys and display). */
export const DISC_STYLES = ['D', 'I', 'S', 'C'] as const;
export type DiscStyle = (typeof DISC_STYLES)[number];

export const MBTI_AXES = [
  ['E', 'I'],
  ['S', 'N'],
  ['T', 'F'],
  ['J', 'P'],
] as const;
export type MbtiLetter = (typeof MBTI_AXES)[number][number];

/** Strengths option values, as the question bank records them. */
export const STRENGTH_VALUES = [
  'Executing',
  'Influencing',
  'Relationship Building',
  'Strategic Thinking',
] as const;
export type StrengthValue = (typeof STRENGTH_VALUES)[number];

/** Strengths domains as a profile names them. */
export const STRENGTH_DOMAINS = ['Executing', 'Influencing', 'Relationship', 'Thinking'] as const;
export type StrengthDomain = (typeof STRENGTH_DOMAINS)[number];

/** Which profile domain each strengths option value counts toward. */
export const STRENGTH_VALUE_TO_DOMAIN: Record<StrengthValue, StrengthDomain> = {
  Executing: 'Executing',
  Influencing: 'Influencing',
  'Relationship Building': 'Relationship',
  'Strategic Thinking': 'Thinking',
};

export const UNKNOWN_DOMAIN = 'Unknown';
