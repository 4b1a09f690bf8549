import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '#web/components/ui';
import { paths } from '#web/config/paths';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The centred card both sign-in screens share. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  // Moving between /login, /signup and /forgot-password (or arriving after signing out) starts
  // at the new screen's name instead of <body> (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md).
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <Link to={paths.home} className="auth-card__logo" aria-label="Styleprint home">
          <Logo />
        </Link>
        <h1 className="auth-card__title" ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        <p className="auth-card__subtitle">{subtitle}</p>
        {children}
        <div className="auth-card__footer">{footer}</div>
      </div>
    </main>
  );
}
