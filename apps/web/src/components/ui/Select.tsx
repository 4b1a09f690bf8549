import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps {
  label: string;
  /** The chosen value; null for the empty option. */
  value: string | null;
  options: readonly SelectOption[];
  onChange: (value: string | null) => void;
  /** A first option meaning "nothing chosen" ("Not sure"), chosen as null; none when omitted. */
  emptyLabel?: string;
  disabled?: boolean;
  /** A line under the select that its description reads out too; none when omitted. */
  hint?: string | null;
}

/** A labelled native select: the one select of the app, with an optional "Not sure" first. */
export function Select({
  label,
  value,
  options,
  onChange,
  emptyLabel,
  disabled,
  hint,
}: SelectProps) {
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
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
