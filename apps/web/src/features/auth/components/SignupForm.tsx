import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { loginErrorMessage, signupErrorMessage } from '../lib/auth-errors';
import {
  allSignupFieldsFilled,
  firstSignupProblem,
  type SignupValues,
} from '../lib/signup-validation';
import { AUTH_TEXT } from '../texts';
import { GoogleButton, OrDivider } from './GoogleButton';
import { PasswordMatchIndicator } from './PasswordMatchIndicator';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

const EMPTY: SignupValues = { name: '', email: '', password: '', confirmPassword: '' };

/**
 * Spec §2 sign-up: four fields, a live strength meter and match indicator, the local checks of
 * §5 in order, provider errors of §8, fields disabled while loading.
 */
export function SignupForm() {
  const auth = useAuth();
  const { pending, error, setError, clearError, run } = useAuthSubmit();
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const canSubmit = allSignupFieldsFilled(values) && !pending;
  const confirmTouched = values.confirmPassword !== '';
  const passwordsMatch = values.password === values.confirmPassword;

  const update = (field: keyof SignupValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    clearError();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const problem = firstSignupProblem(values);
    if (problem) {
      setError(problem);
      return;
    }
    void run(
      () =>
        auth.signUp({
          name: values.name.trim(),
          email: values.email.trim(),
          password: values.password,
        }),
      signupErrorMessage,
    );
  };

  return (
    <div className="auth-form">
      {error ? <Alert>{error}</Alert> : null}
      <form onSubmit={onSubmit} noValidate aria-label="Create account">
        <fieldset className="auth-form__fields" disabled={pending}>
          <TextField
            label={AUTH_TEXT.fields.name}
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={update('name')}
          />
          <TextField
            label={AUTH_TEXT.fields.email}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={update('email')}
          />
          <TextField
            label={AUTH_TEXT.fields.password}
            revealable
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={update('password')}
            hint={
              values.password ? <PasswordStrengthMeter password={values.password} /> : undefined
            }
          />
          <TextField
            label={AUTH_TEXT.fields.confirmPassword}
            revealable
            revealLabel="confirm password"
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={update('confirmPassword')}
            invalid={confirmTouched && !passwordsMatch}
            hint={confirmTouched ? <PasswordMatchIndicator matches={passwordsMatch} /> : undefined}
          />
          <Button type="submit" block disabled={!canSubmit} busy={pending}>
            {AUTH_TEXT.signup.submit}
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
