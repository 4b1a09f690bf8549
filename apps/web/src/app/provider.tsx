import type { ReactNode } from 'react';
import { AuthProvider, type AuthService, type AuthStatus } from '#web/lib/auth';
import { OnlineNotice } from './online-notice/OnlineNotice';

/** Everything every screen shares: the auth state and the floating online/offline notice. */
export function AppProvider({
  children,
  authService,
  initialAuthStatus,
}: {
  children: ReactNode;
  authService?: AuthService;
  /** See AuthProvider; main.tsx and the prerenderer pass it, tests keep 'loading'. */
  initialAuthStatus?: Extract<AuthStatus, 'loading' | 'signedOut'>;
}) {
  return (
    <AuthProvider
      {...(authService ? { service: authService } : {})}
      {...(initialAuthStatus ? { initialStatus: initialAuthStatus } : {})}
    >
      {children}
      <OnlineNotice />
    </AuthProvider>
  );
}
