import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, Button, TextField } from '#web/components/ui';
import { paths } from '#web/config/paths';
import { authErrorCode, sendPasswordReset } from '#web/lib/firebase';
import { usePageTitle } from '#web/lib/use-page-title';
import { AuthLayout } from '../components/AuthLayout';
import { LegalLinks } from '../components/LegalLinks';
import { AUTH_TEXT } from '../texts';
import '../auth.css';
import { RESET_TEXT } from '../reset-texts';

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for a failed reset request; an unknown address is never one (docs/decisions/0122-public-pages-privacy-terms-and-password-reset.md). */
function resetErrorMessage(error: unknown): string | null {
  switch (authErrorCode(error)) {
    case 'auth/user-not-found':
      // Projects without email-enumeration protection say so; we do not pass it on.
      return null;
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return RESET_TEXT.invalidEmail;
    case 'auth/too-many-requests':
      return RESET_TEXT.tooMany;
    default:
      return RESET_TEXT.failed;
  }
}

/** /forgot-password: Firebase's reset email, with a confirmation that reveals nothing. */
export function ForgotPasswordRoute({
  send = sendPasswordReset,
}: {
  send?: (email: string) => Promise<void>;
}) {
  usePageTitle('Reset your password');
  const { state } = useLocation() as { state: { email?: string } | null };
  const [email, setEmail] = useState(state?.email ?? '');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!LOOKS_LIKE_EMAIL.test(address)) {
      setError(RESET_TEXT.invalidEmail);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await send(address);
      setSentTo(address);
    } catch (failure) {
      const message = resetErrorMessage(failure);
      if (message === null) setSentTo(address);
      else setError(message);
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthLayout
      title={RESET_TEXT.title}
      subtitle={RESET_TEXT.subtitle}
      footer={
        <>
          <p>
            <Link to={paths.login}>{RESET_TEXT.backToSignIn}</Link>
          </p>
          <LegalLinks />
        </>
      }
    >
      <div className="auth-form">
        {/* One region whose text changes: screen readers announce the confirmation. */}
        <div role="status">
          {sentTo ? <p className="auth-form__sent">{RESET_TEXT.sent(sentTo)}</p> : null}
        </div>
        {error ? <Alert>{error}</Alert> : null}
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Reset password">
          <fieldset className="auth-form__fields" disabled={pending}>
            <TextField
              label={AUTH_TEXT.fields.email}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              invalid={error === RESET_TEXT.invalidEmail}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(null);
              }}
            />
            <Button type="submit" block disabled={pending || email.trim() === ''} busy={pending}>
              {RESET_TEXT.submit}
            </Button>
          </fieldset>
        </form>
      </div>
    </AuthLayout>
  );
}
