import {
  DISC_STYLES,
  MBTI_TYPES,
  PERSON_TRAIT_FRAMEWORK,
  PERSON_TRAIT_KEYS,
  STRENGTH_DOMAINS,
  THINKING_STYLES,
  type PersonTraitKey,
  type TraitValues,
} from '@styleprint/contracts';
import {
  DISC_STYLE_NAMES,
  FRAMEWORK_STYLE_LABELS,
  STRENGTH_DOMAIN_LABELS,
} from '@styleprint/scoring';

export type TraitKey = PersonTraitKey;
export const TRAIT_KEYS = PERSON_TRAIT_KEYS;

/** What the user chose for each trait; null is "Not sure". */
export type TraitChoices = TraitValues;

export const NO_CHOICES: TraitChoices = { disc: null, mbti: null, thinking: null, strength: null };

interface TraitOption {
  value: string;
  label: string;
}

export const TRAIT_OPTIONS: Record<TraitKey, readonly TraitOption[]> = {
  disc: DISC_STYLES.map((style) => ({
    value: style,
    label: `${style} (${DISC_STYLE_NAMES[style]})`,
  })),
  mbti: MBTI_TYPES.map((type) => ({ value: type, label: type })),
  thinking: THINKING_STYLES.map((style) => ({ value: style, label: style })),
  strength: STRENGTH_DOMAINS.map((domain) => ({
    value: domain,
    label: STRENGTH_DOMAIN_LABELS[domain],
  })),
};

/** The framework each trait belongs to, as a label names it ("DiSC-style", decision 0015). */
export const TRAIT_FRAMEWORK: Record<TraitKey, string> = {
  disc: FRAMEWORK_STYLE_LABELS[PERSON_TRAIT_FRAMEWORK.disc],
  mbti: FRAMEWORK_STYLE_LABELS[PERSON_TRAIT_FRAMEWORK.mbti],
  thinking: FRAMEWORK_STYLE_LABELS[PERSON_TRAIT_FRAMEWORK.thinking],
  strength: FRAMEWORK_STYLE_LABELS[PERSON_TRAIT_FRAMEWORK.strength],
};

/** A trait's value as a person reads it ("S (Steadiness)"), or null when not known. */
export function traitLabel(key: TraitKey, value: string | null | undefined): string | null {
  if (!value) return null;
  return TRAIT_OPTIONS[key].find((option) => option.value === value)?.label ?? value;
}
