import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { loginErrorMessage } from '../lib/auth-errors';
import { AUTH_TEXT } from '../texts';
import { GoogleButton, OrDivider } from './GoogleButton';

/**
 * Spec §2 login: email and password (show/hide), "Sign In" disabled until both are filled,
 * "Continue with Google", errors in a red box above the form. After a successful sign-in the
 * route guard takes the user on (see app/guards.tsx).
 */
export function LoginForm() {
  const auth = useAuth();
  const { pending, error, clearError, run } = useAuthSubmit();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const canSubmit = email !== '' && password !== '' && !pending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    void run(() => auth.signIn(email.trim(), password), loginErrorMessage);
  };

  return (
    <div className="auth-form">
      {error ? <Alert>{error}</Alert> : null}
      <form onSubmit={onSubmit} noValidate aria-label="Sign in">
        <fieldset className="auth-form__fields" disabled={pending}>
          <TextField
            label={AUTH_TEXT.fields.email}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              clearError();
            }}
          />
          <TextField
            label={AUTH_TEXT.fields.password}
            revealable
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              clearError();
            }}
          />
          <Button type="submit" block disabled={!canSubmit} busy={pending}>
            {AUTH_TEXT.login.submit}
          </Button>
        </fieldset>
      </form>
      <OrDivider />
      <GoogleButton
        disabled={pending}
        onClick={() => void run(auth.signInWithGoogle, loginErrorMessage)}
      />
    </div>
  );
}
