import { Link, useLocation } from 'react-router';
import { paths } from '#web/config/paths';
import { usePageTitle } from '#web/lib/use-page-title';
import { AuthLayout } from '../components/AuthLayout';
import { LegalLinks } from '../components/LegalLinks';
import { SignupForm } from '../components/SignupForm';
import { AUTH_TEXT } from '../texts';
import '../auth.css';

export function SignupRoute() {
  usePageTitle('Create Account');
  // Where the visitor was going (?next=) goes with them between the two screens.
  const { search } = useLocation();
  return (
    <AuthLayout
      title={AUTH_TEXT.signup.title}
      subtitle={AUTH_TEXT.tagline}
      footer={
        <>
          <p>
            {AUTH_TEXT.signup.haveAccount}{' '}
            <Link to={{ pathname: paths.login, search }}>{AUTH_TEXT.signup.signInLink}</Link>
          </p>
          <p className="auth-card__terms">{AUTH_TEXT.signup.terms}</p>
          <LegalLinks />
        </>
      }
    >
      <SignupForm />
    </AuthLayout>
  );
}
