import { Link, useLocation } from 'react-router';
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
  const { search } = useLocation();
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
      <LoginForm />
    </AuthLayout>
  );
}
