import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths';
import { TextField } from '#web/components/ui';
import { useAuth } from '#web/lib/auth';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { loginErrorMessage } from '../lib/auth-errors';
import { AUTH_TEXT } from '../texts';
import { AuthFormFrame } from './AuthFormFrame';

/**
 * docs/product.md#s2 login: email and password (show/hide), "Sign In" disabled until both are filled,
 * "Continue with Google", errors in a red box above the form. After a successful sign-in the
 * route guard takes the user on (see app/guards.tsx).
 */
export function LoginForm() {
  const auth = useAuth();
  const { pending, error, clearError, run } = useAuthSubmit();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const canSubmit = email !== '' && password !== '';

  return (
    <AuthFormFrame
      label="Sign in"
      error={error}
      pending={pending}
      canSubmit={canSubmit}
      submitLabel={AUTH_TEXT.login.submit}
      onSubmit={() => void run(() => auth.signIn(email.trim(), password), loginErrorMessage)}
      onGoogle={() => void run(auth.signInWithGoogle, loginErrorMessage)}
      extra={
        <p className="auth-form__forgot">
          <Link to={paths.forgotPassword} state={{ email: email.trim() }}>
            {AUTH_TEXT.login.forgotPassword}
          </Link>
        </p>
      }
    >
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
    </AuthFormFrame>
  );
}
