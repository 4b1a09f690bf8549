import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '#web/app/provider';
import { AppRoutes, ROUTER_OPTIONS } from '#web/app/router';
import { AuthContext, type AuthContextValue } from '#web/lib/auth';
import type { AuthService } from '#web/lib/auth';
import { testUser } from './fake-auth';

/** The whole app at a path, with a fake identity provider (no Firebase, no network). */
export function renderApp(path: string, service: AuthService) {
  const user = userEvent.setup();
  const utils = render(
    <AppProvider authService={service}>
      <MemoryRouter initialEntries={[path]} {...ROUTER_OPTIONS}>
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
  return { user, ...utils };
}

export const signedInAuth = (overrides: Partial<AuthContextValue> = {}): AuthContextValue => ({
  status: 'signedIn',
  user: testUser(),
  signIn: async () => {},
  signUp: async () => {},
  signInWithGoogle: async () => {},
  signOut: async () => {},
  departure: null,
  getIdToken: async () => 'test-id-token',
  refreshUser: async () => {},
  ...overrides,
});

/** One screen inside a router with a given auth state. */
export function renderWithAuth(
  ui: ReactElement,
  { auth = signedInAuth(), path = '/' }: { auth?: AuthContextValue; path?: string } = {},
) {
  const user = userEvent.setup();
  const utils = render(
    <AuthContext value={auth}>
      <MemoryRouter initialEntries={[path]} {...ROUTER_OPTIONS}>
        {ui}
      </MemoryRouter>
    </AuthContext>,
  );
  return { user, ...utils };
}

/**
 * A text matcher for a sentence with a name in it: names are isolated in their own `<bdi>`
 * (components/ui/Named.tsx), so the sentence's text spans elements. Matches the innermost element
 * whose whole text matches.
 */
export const sentence =
  (pattern: RegExp | string) =>
  (_content: string, element: Element | null): boolean => {
    const matches = (text: string | null) =>
      typeof pattern === 'string' ? text === pattern : pattern.test(text ?? '');
    return (
      element !== null &&
      matches(element.textContent) &&
      ![...element.children].some((child) => matches(child.textContent))
    );
  };
