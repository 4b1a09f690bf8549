import { Suspense, type ReactNode, type Ref } from 'react';
import { Link, Outlet } from 'react-router';
import { Logo, PageSpinner } from '#web/components/ui';
import { paths } from '#web/config/paths';
import { SiteFooter } from './SiteFooter';

/**
 * What every layout shares: the skip link, the sticky header with the logo, and the page in a
 * focusable `<main>` that shows a spinner while a lazily loaded route arrives.
 */
export function ShellFrame({
  header,
  mainClassName,
  mainRef,
  footer,
  notices,
}: {
  /** The header's contents after the logo. */
  header: ReactNode;
  mainClassName?: string;
  mainRef?: Ref<HTMLElement>;
  /** What follows the page (the mobile bottom bar). */
  footer?: ReactNode;
  /** Notices above the page (session ended, confirm your email). */
  notices?: ReactNode;
}) {
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
          {header}
        </div>
      </header>
      <main
        id="main"
        className={mainClassName ? `app__main ${mainClassName}` : 'app__main'}
        ref={mainRef}
        tabIndex={-1}
      >
        {notices}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      {footer}
    </div>
  );
}
