import { useId } from 'react';
import { PEOPLE_TEXT } from '../texts';
import { TRAIT_OPTIONS, type TraitKey } from '../lib/trait-options';

interface TraitSelectProps {
  trait: TraitKey;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  disabled?: boolean;
}

/** One framework's choice, "Not sure" first: nobody has to guess a style they cannot tell. */
export function TraitSelect({ trait, label, value, onChange, disabled }: TraitSelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{PEOPLE_TEXT.form.notSure}</option>
        {TRAIT_OPTIONS[trait].map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
