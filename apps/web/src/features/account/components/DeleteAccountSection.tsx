import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, TextField } from '#web/components/ui';
import { useAuth } from '#web/lib/auth';
import type { AccountService } from '../account-service';
import { useFormRun } from '../hooks/use-form-run';
import { ACCOUNT_TEXT } from '../texts';
import { AccountSection, UsernameHint } from './AccountSection';
import { ErrorBox } from './ErrorBox';

/**
 * Delete account (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md): a confirmation naming what is erased, the password again (or the
 * Google popup) for a fresh sign-in, one API call that erases everything and the account, then
 * signing out.
 */
export function DeleteAccountSection({ service }: { service: AccountService }) {
  const { user, signOut } = useAuth();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const form = useFormRun();
  const panelHeadingRef = useRef<HTMLHeadingElement>(null);
  const startRef = useRef<HTMLDivElement>(null);
  const needsPassword = user?.hasPassword ?? true;

  useEffect(() => {
    if (confirming) panelHeadingRef.current?.focus();
  }, [confirming]);

  const cancel = () => {
    setConfirming(false);
    setPassword('');
    form.setError(null);
    queueMicrotask(() => startRef.current?.querySelector('button')?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (needsPassword && password === '') {
      form.setError(ACCOUNT_TEXT.password.currentRequired);
      return;
    }
    const ok = await form.run(async () => {
      await service.reauthenticate(needsPassword ? password : null);
      await service.deleteAccount();
    }, '');
    if (!ok) return;
    // The route guard takes the person to /login, which shows this.
    await signOut({ notice: ACCOUNT_TEXT.delete.done }).catch(() => undefined);
  };

  return (
    <AccountSection id="account-delete" heading={ACCOUNT_TEXT.delete.heading} danger>
      <p>{ACCOUNT_TEXT.delete.explain}</p>
      {confirming ? (
        <div className="account-confirm">
          <h3 ref={panelHeadingRef} tabIndex={-1}>
            {ACCOUNT_TEXT.delete.erases}
          </h3>
          <ul>
            {ACCOUNT_TEXT.delete.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{ACCOUNT_TEXT.delete.keep}</p>
          <ErrorBox error={form.error} boxRef={form.errorRef} />
          <form
            onSubmit={(event) => void submit(event)}
            noValidate
            aria-label={ACCOUNT_TEXT.delete.heading}
          >
            <fieldset disabled={form.pending} className="account-fields">
              {needsPassword ? (
                <>
                  <UsernameHint email={user?.email} />
                  <TextField
                    label={ACCOUNT_TEXT.delete.passwordLabel}
                    revealable
                    name="password"
                    autoComplete="current-password"
                    value={password}
                    invalid={form.error !== null}
                    onChange={(event) => {
                      setPassword(event.target.value);
                      form.setError(null);
                    }}
                  />
                </>
              ) : (
                <p>{ACCOUNT_TEXT.delete.google}</p>
              )}
              <div className="account-actions">
                <Button type="submit" variant="danger" busy={form.pending}>
                  {ACCOUNT_TEXT.delete.confirm}
                </Button>
                <Button variant="ghost" onClick={cancel}>
                  {ACCOUNT_TEXT.delete.cancel}
                </Button>
              </div>
            </fieldset>
          </form>
        </div>
      ) : (
        <div ref={startRef}>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {ACCOUNT_TEXT.delete.start}
          </Button>
        </div>
      )}
    </AccountSection>
  );
}
