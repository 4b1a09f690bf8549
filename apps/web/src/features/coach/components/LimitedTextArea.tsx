import { useId, type ReactNode, type Ref } from 'react';
import { submitOnEnter } from '../lib/keyboard';
import { CharCounter } from './CharCounter';

interface LimitedTextAreaProps {
  label: string;
  /** Chat names its box for screen readers only; the panel around it says what it is for. */
  labelHidden?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** Enter submits; Shift+Enter breaks the line. */
  onSubmit: () => void;
  /** docs/product.md#s9: the character limit shown as "n/max". */
  max: number;
  hint: string;
  tooLongMessage: string;
  variant: 'analyze' | 'chat';
  rows: number;
  placeholder: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
  /** Placed right after the box (the chat's Send button sits beside it). */
  besideField?: ReactNode;
  /** Extra class for the lines under the box (the chat grid spans them across). */
  metaClassName?: string;
}

/**
 * docs/product.md#s5: a coach text box with its hint, its "n/max" counter and, past the limit, an alert the
 * box lists as its description. Both coach modes use it, so they cannot drift apart.
 */
export function LimitedTextArea({
  label,
  labelHidden = false,
  value,
  onChange,
  onSubmit,
  max,
  hint,
  tooLongMessage,
  variant,
  rows,
  placeholder,
  disabled,
  inputRef,
  besideField,
  metaClassName,
}: LimitedTextAreaProps) {
  const fieldId = useId();
  const counterId = useId();
  const hintId = useId();
  const tooLongId = useId();
  const tooLong = value.length > max;
  const under = metaClassName ? ` ${metaClassName}` : '';

  return (
    <>
      <label className={labelHidden ? 'visually-hidden' : 'field__label'} htmlFor={fieldId}>
        {label}
      </label>
      <textarea
        id={fieldId}
        ref={inputRef}
        className={`field__input coach-textarea coach-textarea--${variant}`}
        value={value}
        placeholder={placeholder}
        rows={rows}
        disabled={disabled}
        aria-describedby={`${counterId} ${hintId}${tooLong ? ` ${tooLongId}` : ''}`}
        aria-invalid={tooLong || undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={submitOnEnter(onSubmit)}
      />
      {besideField}
      <div className={`coach-field-meta${under}`}>
        <span id={hintId} className="coach-field-meta__hint">
          {hint}
        </span>
        <CharCounter id={counterId} count={value.length} max={max} />
      </div>
      {tooLong ? (
        <p id={tooLongId} className={`coach-field-error${under}`} role="alert">
          {tooLongMessage}
        </p>
      ) : null}
    </>
  );
}
