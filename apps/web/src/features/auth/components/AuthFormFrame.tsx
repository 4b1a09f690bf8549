import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Alert, Button } from '#web/components/ui';
import { useHydrated } from '../hooks/use-hydrated';
import { GoogleButton, OrDivider } from './GoogleButton';

interface AuthFormFrameProps {
  /** The form's accessible name. */
  label: string;
  error: string | null;
  pending: boolean;
  /** The fields allow sending (docs/product.md#s5: every field filled); a pending request also holds it. */
  canSubmit: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onGoogle: () => void;
  /** The fields. */
  children: ReactNode;
  /** Under the submit button (the "Forgot password?" link). */
  extra?: ReactNode;
}

/**
 * docs/product.md#s2, #s4: what sign-in and sign-up share: the red error box above the form, every field
 * disabled while a request is pending (and, on a prerendered page, until the app has loaded), the submit button (disabled until the form may be sent)
 * and "Continue with Google" under a divider.
 */
export function AuthFormFrame({
  label,
  error,
  pending,
  canSubmit,
  submitLabel,
  onSubmit,
  onGoogle,
  children,
  extra,
}: AuthFormFrameProps) {
  // A prerendered form is inert until the app has taken it over (decision 0092).
  const hydrated = useHydrated();
  const inert = pending || !hydrated;
  const ready = canSubmit && !inert;
  // A failed submit re-enables the fields after focus fell to <body> (the fieldset was disabled):
  // take it to the error, which is read out, and from which Tab reaches the fields again.
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSubmit();
  };
  return (
    <div className="auth-form">
      {error ? (
        <div ref={errorRef} tabIndex={-1} className="auth-form__error">
          <Alert>{error}</Alert>
        </div>
      ) : null}
      <form onSubmit={submit} noValidate aria-label={label}>
        <fieldset className="auth-form__fields" disabled={inert}>
          {children}
          <Button type="submit" block disabled={!ready} busy={pending}>
            {submitLabel}
          </Button>
        </fieldset>
      </form>
      {extra}
      <OrDivider />
      <GoogleButton disabled={inert} onClick={onGoogle} />
    </div>
  );
}
