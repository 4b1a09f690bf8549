import { PERSON_TRAIT_KEYS, type PersonTraitKey, type TraitValues } from '@styleprint/contracts';
import { useId } from 'react';
import { TRAIT_FRAMEWORK, traitLabel } from '../lib/trait-options';
import { SHARING_TEXT } from '../texts';

export interface ShareChoice {
  traits: PersonTraitKey[];
  suggestions: boolean;
}

interface ShareTermsFieldsProps {
  legend: string;
  hint?: string;
  value: ShareChoice;
  onChange: (value: ShareChoice) => void;
  /** The person's own results, so each box says exactly what it shares. */
  you?: TraitValues | null;
  disabled?: boolean;
}

const T = SHARING_TEXT.terms;

/** Which of my four results to share (a box each, with its value) and whether suggestions go too. */
export function ShareTermsFields({
  legend,
  hint,
  value,
  onChange,
  you,
  disabled = false,
}: ShareTermsFieldsProps) {
  const baseId = useId();
  const toggle = (key: PersonTraitKey, on: boolean) =>
    onChange({
      ...value,
      traits: PERSON_TRAIT_KEYS.filter((k) => (k === key ? on : value.traits.includes(k))),
    });
  return (
    <fieldset className="share-terms" aria-describedby={hint ? `${baseId}-hint` : undefined}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={`${baseId}-hint`} className="share-terms__hint">
          {hint}
        </p>
      ) : null}
      {PERSON_TRAIT_KEYS.map((key) => (
        <div key={key} className="share-terms__choice">
          <input
            id={`${baseId}-${key}`}
            type="checkbox"
            checked={value.traits.includes(key)}
            disabled={disabled}
            onChange={(event) => toggle(key, event.target.checked)}
          />
          <label htmlFor={`${baseId}-${key}`}>
            {T.trait(
              TRAIT_FRAMEWORK[key],
              you === undefined ? null : (traitLabel(key, you?.[key]) ?? T.noValue),
            )}
          </label>
        </div>
      ))}
      <div className="share-terms__choice share-terms__choice--suggestions">
        <input
          id={`${baseId}-suggestions`}
          type="checkbox"
          checked={value.suggestions}
          disabled={disabled}
          aria-describedby={`${baseId}-suggestions-hint`}
          onChange={(event) => onChange({ ...value, suggestions: event.target.checked })}
        />
        <label htmlFor={`${baseId}-suggestions`}>{T.suggestions}</label>
        <p id={`${baseId}-suggestions-hint`} className="share-terms__hint">
          {T.suggestionsHint}
        </p>
      </div>
    </fieldset>
  );
}

/** "DiSC-style, MBTI-style" for a list of shared results. */
export const traitsInWords = (traits: readonly PersonTraitKey[]): string =>
  traits.map((key) => TRAIT_FRAMEWORK[key]).join(', ');
