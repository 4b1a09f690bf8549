import { Link } from 'react-router';
import { paths } from '#web/config/paths';
import { AUTH_TEXT } from '../texts';

/** The Terms of Service and Privacy Policy the sign-in screens mention, as links (docs/decisions/0122-public-pages-privacy-terms-and-password-reset.md). */
export function LegalLinks() {
  return (
    <p className="auth-card__legal">
      {AUTH_TEXT.legal.before} <Link to={paths.terms}>{AUTH_TEXT.legal.terms}</Link>{' '}
      {AUTH_TEXT.legal.and} <Link to={paths.privacy}>{AUTH_TEXT.legal.privacy}</Link>.
    </p>
  );
}
