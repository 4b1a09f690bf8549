import { useState, type FormEvent } from 'react';
import { Button, TextField } from '#web/components/ui';
import { useAuth } from '#web/lib/auth';
import type { AccountService } from '../account-service';
import { useFormRun } from '../hooks/use-form-run';
import { passwordChangeProblem, type PasswordChange } from '../lib/account-rules';
import { ACCOUNT_TEXT } from '../texts';
import { AccountSection, UsernameHint } from './AccountSection';
import { ErrorBox } from './ErrorBox';

const EMPTY: PasswordChange = { current: '', next: '', confirm: '' };

/** The three password fields, in order; only their wording and autofill hints differ. */
const FIELDS: readonly {
  field: keyof PasswordChange;
  label: string;
  reveal: string;
  name: string;
  autoComplete: string;
}[] = [
  {
    field: 'current',
    label: ACCOUNT_TEXT.password.current,
    reveal: 'current password',
    name: 'current-password',
    autoComplete: 'current-password',
  },
  {
    field: 'next',
    label: ACCOUNT_TEXT.password.next,
    reveal: 'new password',
    name: 'new-password',
    autoComplete: 'new-password',
  },
  {
    field: 'confirm',
    label: ACCOUNT_TEXT.password.confirm,
    reveal: 'confirm new password',
    name: 'confirm-password',
    autoComplete: 'new-password',
  },
];

/** Change password: the current one first (re-authentication), then the new one twice. */
export function PasswordForm({ service }: { service: AccountService }) {
  const { user } = useAuth();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [invalidField, setInvalidField] = useState<keyof PasswordChange | null>(null);
  const form = useFormRun();

  if (user && !user.hasPassword) {
    return (
      <AccountSection id="account-password" heading={ACCOUNT_TEXT.password.heading}>
        <p>{ACCOUNT_TEXT.password.google}</p>
      </AccountSection>
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
    <AccountSection
      id="account-password"
      heading={ACCOUNT_TEXT.password.heading}
      status={form.status}
    >
      <p>{ACCOUNT_TEXT.password.explain}</p>
      <ErrorBox error={form.error} boxRef={form.errorRef} />
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="account-password">
        <fieldset disabled={form.pending} className="account-fields">
          <UsernameHint email={user?.email} />
          {FIELDS.map(({ field, label, reveal, name, autoComplete }) => (
            <TextField
              key={field}
              label={label}
              revealable
              revealLabel={reveal}
              name={name}
              autoComplete={autoComplete}
              value={values[field]}
              invalid={invalidField === field}
              onChange={(event) => set(field)(event.target.value)}
            />
          ))}
          <Button type="submit" busy={form.pending}>
            {ACCOUNT_TEXT.password.save}
          </Button>
        </fieldset>
      </form>
    </AccountSection>
  );
}
