import { useState, type FormEvent } from 'react';
import { Button, TextField } from '#web/components/ui';
import { useAuth } from '#web/lib/auth';
import type { AccountService } from '../account-service';
import { useFormRun } from '../hooks/use-form-run';
import { passwordChangeProblem, type PasswordChange } from '../lib/account-rules';
import { ACCOUNT_TEXT } from '../texts';
import { ErrorBox } from './ErrorBox';

const EMPTY: PasswordChange = { current: '', next: '', confirm: '' };

/** Change password: the current one first (re-authentication), then the new one twice. */
export function PasswordForm({ service }: { service: AccountService }) {
  const { user } = useAuth();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [invalidField, setInvalidField] = useState<keyof PasswordChange | null>(null);
  const form = useFormRun();

  if (user && !user.hasPassword) {
    return (
      <section className="card account-section" aria-labelledby="account-password">
        <h2 id="account-password">{ACCOUNT_TEXT.password.heading}</h2>
        <p>{ACCOUNT_TEXT.password.google}</p>
      </section>
    );
  }

  const set = (field: keyof PasswordChange) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setInvalidField(null);
    form.setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordChangeProblem(values);
    if (problem) {
      setInvalidField(problem.field);
      form.setStatus('');
      form.setError(problem.message);
      return;
    }
    const ok = await form.run(
      () => service.changePassword(values.current, values.next),
      ACCOUNT_TEXT.password.saved,
    );
    if (ok) setValues(EMPTY);
    else setInvalidField('current');
  };

  return (
    <section className="card account-section" aria-labelledby="account-password">
      <h2 id="account-password">{ACCOUNT_TEXT.password.heading}</h2>
      <ErrorBox error={form.error} boxRef={form.errorRef} />
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="account-password">
        <fieldset disabled={form.pending} className="account-fields">
          {/* The account's email, so password managers know which entry to update. */}
          <input type="hidden" name="username" autoComplete="username" value={user?.email ?? ''} />
          <TextField
            label={ACCOUNT_TEXT.password.current}
            revealable
            revealLabel="current password"
            name="current-password"
            autoComplete="current-password"
            value={values.current}
            invalid={invalidField === 'current'}
            onChange={(event) => set('current')(event.target.value)}
          />
          <TextField
            label={ACCOUNT_TEXT.password.next}
            revealable
            revealLabel="new password"
            name="new-password"
            autoComplete="new-password"
            value={values.next}
            invalid={invalidField === 'next'}
            onChange={(event) => set('next')(event.target.value)}
          />
          <TextField
            label={ACCOUNT_TEXT.password.confirm}
            revealable
            revealLabel="confirm new password"
            name="confirm-password"
            autoComplete="new-password"
            value={values.confirm}
            invalid={invalidField === 'confirm'}
            onChange={(event) => set('confirm')(event.target.value)}
          />
          <Button type="submit" busy={form.pending}>
            {ACCOUNT_TEXT.password.save}
          </Button>
        </fieldset>
      </form>
      <p role="status" className="account-status">
        {form.status}
      </p>
    </section>
  );
}
