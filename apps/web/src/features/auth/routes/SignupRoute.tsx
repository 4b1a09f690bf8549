import { Link, useLocation } from 'react-router';
import { paths } from '#web/config/paths';
import { usePageTitle } from '#web/lib/use-page-title';
import { AuthLayout } from '../components/AuthLayout';
import { LegalLinks } from '../components/LegalLinks';
import { SignupForm } from '../components/SignupForm';
import { AUTH_TEXT } from '../texts';
import '../auth.css';
import { SIGNUP_TEXT } from '../signup-texts';

export function SignupRoute() {
  usePageTitle('Create Account');
  // Where the visitor was going (?next=) goes with them between the two screens.
  const { search } = useLocation();
  return (
    <AuthLayout
      title={SIGNUP_TEXT.title}
      subtitle={AUTH_TEXT.tagline}
      footer={
        <>
          <p>
            {SIGNUP_TEXT.haveAccount}{' '}
            <Link to={{ pathname: paths.login, search }}>{SIGNUP_TEXT.signInLink}</Link>
          </p>
          <p className="auth-card__terms">{SIGNUP_TEXT.terms}</p>
          <LegalLinks />
        </>
      }
    >
      <SignupForm />
    </AuthLayout>
  );
}
