import { useState, type FormEvent } from 'react';
import { Button, TextField } from '#web/components/ui';
import { useAuth } from '#web/lib/auth';
import type { AccountService } from '../account-service';
import { useFormRun } from '../hooks/use-form-run';
import { DISPLAY_NAME_MAX, displayNameProblem } from '../lib/account-rules';
import { ACCOUNT_TEXT } from '../texts';
import { AccountSection } from './AccountSection';
import { ErrorBox } from './ErrorBox';

export function DisplayNameForm({ service }: { service: AccountService }) {
  const { user, refreshUser } = useAuth();
  const [name, setName] = useState(user?.displayName ?? '');
  const form = useFormRun();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = displayNameProblem(name);
    if (problem) {
      form.setStatus('');
      form.setError(problem);
      return;
    }
    await form.run(async () => {
      await service.updateDisplayName(name.trim());
      await refreshUser();
    }, ACCOUNT_TEXT.name.saved);
  };

  return (
    <AccountSection id="account-name" heading={ACCOUNT_TEXT.name.heading} status={form.status}>
      <ErrorBox error={form.error} boxRef={form.errorRef} />
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="account-name">
        <fieldset disabled={form.pending} className="account-fields">
          <TextField
            label={ACCOUNT_TEXT.name.label}
            name="displayName"
            autoComplete="name"
            maxLength={DISPLAY_NAME_MAX + 20}
            value={name}
            invalid={form.error !== null}
            onChange={(event) => {
              setName(event.target.value);
              form.setError(null);
            }}
          />
          <Button type="submit" busy={form.pending}>
            {ACCOUNT_TEXT.name.save}
          </Button>
        </fieldset>
      </form>
    </AccountSection>
  );
}
