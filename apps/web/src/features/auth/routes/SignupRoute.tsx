import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthLayout } from '../components/AuthLayout';
import { SignupForm } from '../components/SignupForm';
import { AUTH_TEXT } from '../texts';
import '../auth.css';

export function SignupRoute() {
  usePageTitle('Create Account');
  return (
    <AuthLayout
      title={AUTH_TEXT.signup.title}
      subtitle={AUTH_TEXT.tagline}
      footer={
        <>
          <p>
            {AUTH_TEXT.signup.haveAccount}{' '}
            <Link to={paths.login}>{AUTH_TEXT.signup.signInLink}</Link>
          </p>
          <p className="auth-card__terms">{AUTH_TEXT.signup.terms}</p>
        </>
      }
    >
      <SignupForm />
    </AuthLayout>
  );
}
