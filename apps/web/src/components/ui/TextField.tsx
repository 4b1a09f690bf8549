import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Extra text under the field, linked as its description. */
  hint?: ReactNode;
  invalid?: boolean;
  /** Adds a show/hide toggle for a password field. */
  revealable?: boolean;
  /** What the toggle reveals, for its accessible name ("Show password", "Show confirm password"). */
  revealLabel?: string;
}

export function TextField({
  label,
  hint,
  invalid = false,
  revealable = false,
  revealLabel = 'password',
  type = 'text',
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [revealed, setRevealed] = useState(false);
  const inputType = revealable ? (revealed ? 'text' : 'password') : type;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          type={inputType}
          className={`field__input${invalid ? ' field__input--invalid' : ''}`}
          aria-invalid={invalid || undefined}
          aria-describedby={hint ? hintId : undefined}
          {...input}
        />
        {revealable ? (
          <button
            type="button"
            className="field__reveal"
            aria-label={`${revealed ? 'Hide' : 'Show'} ${revealLabel}`}
            onClick={() => setRevealed((value) => !value)}
            disabled={input.disabled}
          >
            {revealed ? 'Hide' : 'Show'}
          </button>
        ) : null}
      </div>
      {hint ? (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
