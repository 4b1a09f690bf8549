/**
 * Route guards of docs/product.md#s2 and docs/decisions/0003: who may see which route, decided from the
 * auth state alone.
 */
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '#web/components/ui';
import { paths } from '#web/config/paths';
import { useAuth } from '#web/lib/auth';
import { loginPathFor, returnPathOf } from '#web/lib/return-to';

/** Nothing route-specific renders until Firebase has said whether someone is signed in. */
export function AuthStateGate() {
  const { status } = useAuth();
  if (status === 'loading') return <FullScreenSpinner label="Checking your sign-in" />;
  return <Outlet />;
}

/**
 * Signed-in routes: a person who signed out goes to /login; a signed-out visitor goes to /login
 * carrying where they were going (`?next=`), so signing in takes them there (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md).
 */
export function RequireAuth() {
  const { status, departure } = useAuth();
  const location = useLocation();
  if (status !== 'signedIn' && departure) {
    // Signed out on purpose: the sign-in page itself, with what the person should be told.
    return <Navigate to={paths.login} replace state={departure} />;
  }
  if (status !== 'signedIn') {
    const destination = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPathFor(destination, paths.login)} replace />;
  }
  return <Outlet />;
}

/**
 * /login and /signup. The spec has two redirects that describe two moments: a visitor who was
 * already signed in when they opened the page goes to /dashboard; one who signs in or signs up on
 * the page goes to /profile/me. Remembering the state at arrival tells the two apart, and makes the
 * guard the single place that navigates after a successful sign-in (the forms never race it).
 */
export function GuestOnly() {
  const { status } = useAuth();
  const { search } = useLocation();
  const [signedInOnArrival] = useState(status === 'signedIn');
  if (status === 'signedIn') {
    // A `next` that passed the same-origin check wins over both readings: the person was sent
    // here on their way somewhere (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md).
    const next = returnPathOf(search);
    const fallback = signedInOnArrival ? paths.dashboard : paths.profile;
    return <Navigate to={next ?? fallback} replace />;
  }
  return <Outlet />;
}

/** Any path we do not know: /login when signed out (spec route table), /dashboard when signed in. */
export function UnknownPathRedirect() {
  const { status } = useAuth();
  return <Navigate to={status === 'signedIn' ? paths.dashboard : paths.login} replace />;
}
