import { useState } from 'react';
import { TextField } from '#web/components/ui';
import { useAuth } from '#web/lib/auth';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { loginErrorMessage } from '../lib/auth-errors';
import { signupErrorMessage } from '../lib/signup-errors';
import {
  allSignupFieldsFilled,
  firstSignupProblem,
  type SignupValues,
} from '../lib/signup-validation';
import { AUTH_TEXT } from '../texts';
import { AuthFormFrame } from './AuthFormFrame';
import { PasswordMatchIndicator } from './PasswordMatchIndicator';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { SIGNUP_TEXT } from '../signup-texts';

const EMPTY: SignupValues = { name: '', email: '', password: '', confirmPassword: '' };

/**
 * docs/product.md#s2 sign-up: four fields, a live strength meter and match indicator, the local checks of
 * docs/product.md#s5 in order, provider errors of docs/product.md#s8, fields disabled while loading.
 */
export function SignupForm() {
  const auth = useAuth();
  const { pending, error, setError, clearError, run } = useAuthSubmit();
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const canSubmit = allSignupFieldsFilled(values);
  const confirmTouched = values.confirmPassword !== '';
  const passwordsMatch = values.password === values.confirmPassword;

  const update = (field: keyof SignupValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    clearError();
  };

  const onSubmit = () => {
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
    <AuthFormFrame
      label="Create account"
      error={error}
      pending={pending}
      canSubmit={canSubmit}
      submitLabel={SIGNUP_TEXT.submit}
      onSubmit={onSubmit}
      onGoogle={() => void run(auth.signInWithGoogle, loginErrorMessage)}
    >
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
        hint={values.password ? <PasswordStrengthMeter password={values.password} /> : undefined}
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
    </AuthFormFrame>
  );
}
