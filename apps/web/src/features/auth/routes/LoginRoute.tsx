import { Link, useLocation } from 'react-router';
import { Alert } from '#web/components/ui';
import { paths } from '#web/config/paths';
import { usePageTitle } from '#web/lib/use-page-title';
import { AuthLayout } from '../components/AuthLayout';
import { LegalLinks } from '../components/LegalLinks';
import { LoginForm } from '../components/LoginForm';
import { AUTH_TEXT } from '../texts';
import '../auth.css';

export function LoginRoute() {
  usePageTitle('Sign In');
  // Where the visitor was going (?next=) goes with them between the two screens.
  const { search, state } = useLocation();
  const notice = noticeOf(state);
  return (
    <AuthLayout
      title={AUTH_TEXT.login.title}
      subtitle={AUTH_TEXT.login.subtitle}
      footer={
        <>
          <p>
            {AUTH_TEXT.login.noAccount}{' '}
            <Link to={{ pathname: paths.signup, search }}>{AUTH_TEXT.login.createAccountLink}</Link>
          </p>
          <p className="auth-card__terms">{AUTH_TEXT.login.terms}</p>
          <LegalLinks />
        </>
      }
    >
      {notice ? (
        <div className="auth-notice">
          <Alert tone="success">{notice}</Alert>
        </div>
      ) : null}
      <LoginForm />
    </AuthLayout>
  );
}

/** What the app asked this page to tell the person on arrival (after deleting the account, say). */
function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}
