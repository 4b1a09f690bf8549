import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { ButtonLink, Logo, PageSpinner } from '../../components/ui';
import { paths } from '../../config/paths';

/** The header a signed-out visitor sees on the public welcome page. */
export function PublicShell() {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="header">
        <div className="header__inner">
          <Link to={paths.home} className="header__logo" aria-label="Styleprint home">
            <Logo />
          </Link>
          <div className="header__spacer" />
          <nav className="header__actions" aria-label="Account">
            <ButtonLink to={paths.login} variant="ghost">
              Sign In
            </ButtonLink>
            <ButtonLink to={paths.signup} variant="primary" className="hide-xs">
              Create account
            </ButtonLink>
          </nav>
        </div>
      </header>
      <main id="main" className="app__main app__main--public" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
