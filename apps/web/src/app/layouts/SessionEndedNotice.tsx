import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '#web/components/ui';
import { paths } from '#web/config/paths';
import { useAuth } from '#web/lib/auth';
import { loginPathFor } from '#web/lib/return-to';
import { clearSessionEnded, useSessionEnded } from '#web/lib/session-ended';
import { SHELL_TEXT } from './texts';

/**
 * "Your session has ended" (docs/decisions/0036): the API refused the sign-in even after a token
 * refresh. Signing in again brings the person back to this page.
 */
export function SessionEndedNotice() {
  const ended = useSessionEnded();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (ended) headingRef.current?.focus();
  }, [ended]);

  if (!ended) return null;
  const signInAgain = async () => {
    const back = loginPathFor(`${location.pathname}${location.search}`, paths.login);
    clearSessionEnded();
    await signOut({ comeBack: true }).catch(() => undefined);
    navigate(back, { replace: true });
  };
  return (
    <div className="shell-notice">
      <section
        className="shell-notice__box shell-notice__box--warning"
        aria-labelledby="session-ended"
      >
        <h2 id="session-ended" ref={headingRef} tabIndex={-1}>
          {SHELL_TEXT.sessionEnded.title}
        </h2>
        <p>{SHELL_TEXT.sessionEnded.message}</p>
        <Button onClick={() => void signInAgain()}>{SHELL_TEXT.sessionEnded.action}</Button>
      </section>
    </div>
  );
}
