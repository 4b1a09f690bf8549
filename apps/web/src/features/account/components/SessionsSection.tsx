import { useState } from 'react';
import { Button } from '#web/components/ui';
import { useAuth } from '#web/lib/auth';
import type { AccountService } from '../account-service';
import { useFormRun } from '../hooks/use-form-run';
import { ACCOUNT_TEXT } from '../texts';
import { AccountSection } from './AccountSection';
import { ErrorBox } from './ErrorBox';

/** "Sign out everywhere": the API revokes every refresh token, then this browser signs out too. */
export function SessionsSection({ service }: { service: AccountService }) {
  const { signOut } = useAuth();
  const [confirming, setConfirming] = useState(false);
  const form = useFormRun();

  const signOutEverywhere = async () => {
    const ok = await form.run(() => service.signOutEverywhere(), '');
    if (!ok) return;
    await signOut().catch(() => undefined);
  };

  return (
    <AccountSection id="account-sessions" heading={ACCOUNT_TEXT.sessions.heading}>
      <p>{ACCOUNT_TEXT.sessions.explain}</p>
      <ErrorBox error={form.error} boxRef={form.errorRef} />
      {confirming ? (
        <div className="account-confirm" role="group" aria-labelledby="sessions-confirm">
          <p id="sessions-confirm">{ACCOUNT_TEXT.sessions.confirm}</p>
          <div className="account-actions">
            <Button
              variant="danger"
              busy={form.pending}
              disabled={form.pending}
              onClick={() => void signOutEverywhere()}
            >
              {ACCOUNT_TEXT.sessions.action}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {ACCOUNT_TEXT.sessions.cancel}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {ACCOUNT_TEXT.sessions.action}
        </Button>
      )}
    </AccountSection>
  );
}
