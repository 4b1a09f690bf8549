import { useAuth } from '#web/lib/auth';
import { AppShell } from './AppShell';
import { PublicShell } from './PublicShell';

/**
 * One layout for "/" and every signed-in route, so moving between them keeps the header mounted.
 * "/" is public (docs/decisions/0003): a signed-out visitor sees the public header there.
 */
export function ShellLayout() {
  const { status } = useAuth();
  return status === 'signedIn' ? <AppShell /> : <PublicShell />;
}
