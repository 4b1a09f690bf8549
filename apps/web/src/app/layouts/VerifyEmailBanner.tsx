import { useState } from 'react';
import { Button } from '#web/components/ui';
import { useAuth } from '#web/lib/auth';
import { resendVerification } from '#web/lib/firebase';
import { SHELL_TEXT } from './texts';

const DISMISSED_KEY = 'styleprint.verifyBannerDismissed'; // SESSION_KEY_PREFIX: cleared on sign-out

const readDismissed = (): boolean => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * Until the email address is confirmed (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md): a banner with "resend", and a way to say "done"
 * that reads the account again. Dismissed, it stays away for this browser session.
 */
export function VerifyEmailBanner({
  resend = resendVerification,
}: {
  resend?: () => Promise<void>;
}) {
  const { user, refreshUser } = useAuth();
  const [dismissed, setDismissed] = useState(readDismissed);
  // One status region whose text changes, so screen readers announce each new message.
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  if (!user || user.emailVerified || !user.email || dismissed) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      /* the banner comes back next visit; harmless */
    }
    setDismissed(true);
  };
  const sendAgain = async () => {
    setBusy(true);
    try {
      await resend();
      setStatus(SHELL_TEXT.verify.resent);
    } catch {
      setStatus(SHELL_TEXT.verify.resendFailed);
    } finally {
      setBusy(false);
    }
  };
  const checkAgain = async () => {
    await refreshUser().catch(() => undefined);
    setStatus(SHELL_TEXT.verify.stillUnconfirmed);
  };

  return (
    <div className="shell-notice">
      <section
        className="shell-notice__box shell-notice__box--warning"
        aria-label="Confirm your email"
      >
        <p>{SHELL_TEXT.verify.message(user.email)}</p>
        <Button variant="secondary" busy={busy} disabled={busy} onClick={() => void sendAgain()}>
          {SHELL_TEXT.verify.resend}
        </Button>
        <Button variant="ghost" onClick={() => void checkAgain()}>
          {SHELL_TEXT.verify.confirmed}
        </Button>
        <Button variant="ghost" onClick={dismiss}>
          {SHELL_TEXT.verify.dismiss}
        </Button>
        <p role="status" className="shell-notice__status">
          {status}
        </p>
      </section>
    </div>
  );
}
