import { Link } from 'react-router';
import { config } from '#web/config/env';
import { paths } from '#web/config/paths';

/** On every page (docs/decisions/0122-public-pages-privacy-terms-and-password-reset.md): the legal pages and the support contact, reachable signed out. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <ul>
        <li>
          <Link to={paths.privacy}>Privacy Policy</Link>
        </li>
        <li>
          <Link to={paths.terms}>Terms of Service</Link>
        </li>
        {config.supportEmail ? (
          <li>
            <a href={`mailto:${config.supportEmail}`}>Contact support ({config.supportEmail})</a>
          </li>
        ) : null}
      </ul>
    </footer>
  );
}
