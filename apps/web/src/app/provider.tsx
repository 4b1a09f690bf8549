import type { ReactNode } from 'react';
import { AuthProvider, type AuthService } from '../lib/auth';
import { OnlineNotice } from './online-notice/OnlineNotice';

/** Everything every screen shares: the auth state and the floating online/offline notice. */
export function AppProvider({
  children,
  authService,
}: {
  children: ReactNode;
  authService?: AuthService;
}) {
  return (
    <AuthProvider {...(authService ? { service: authService } : {})}>
      {children}
      <OnlineNotice />
    </AuthProvider>
  );
}
