import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthLayout } from '../components/AuthLayout';
import { LoginForm } from '../components/LoginForm';
import { AUTH_TEXT } from '../texts';
import '../auth.css';

export function LoginRoute() {
  usePageTitle('Sign In');
  return (
    <AuthLayout
      title={AUTH_TEXT.login.title}
      subtitle={AUTH_TEXT.login.subtitle}
      footer={
        <>
          <p>
            {AUTH_TEXT.login.noAccount}{' '}
            <Link to={paths.signup}>{AUTH_TEXT.login.createAccountLink}</Link>
          </p>
          <p className="auth-card__terms">{AUTH_TEXT.login.terms}</p>
        </>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
