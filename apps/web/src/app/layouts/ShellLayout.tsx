import { lazy } from 'react';
import { useAuth } from '#web/lib/auth';
import { PublicShell } from './PublicShell';

/**
 * The signed-in shell (navigation, user menu, notices) is its own chunk: a signed-out visitor on
 * /login or / never runs it, and the /login script budget has no room for it (docs/decisions/0092).
 * A visitor with a stored token is probably signed in, so main.tsx starts loading it at once,
 * beside the auth check, instead of after it.
 */
export const preloadAppShell = () =>
  import('./AppShell').then((module) => ({ default: module.AppShell }));
const AppShell = lazy(preloadAppShell);

/**
 * One layout for "/" and every signed-in route, so moving between them keeps the header mounted.
 * "/" is public (docs/decisions/0003): a signed-out visitor sees the public header there.
 */
export function ShellLayout() {
  const { status } = useAuth();
  return status === 'signedIn' ? <AppShell /> : <PublicShell />;
}
