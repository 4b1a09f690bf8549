import { vi } from 'vitest';
import type { AuthService, AuthUser } from '#web/lib/auth';
import type { Session } from '#web/lib/firebase';

const TEST_TOKEN = 'test-id-token';

export const testUser = (overrides: Partial<AuthUser> = {}): AuthUser => ({
  uid: 'uid-1',
  displayName: 'Ada Lovelace',
  email: 'ada@example.com',
  emailVerified: true,
  hasPassword: true,
  ...overrides,
});

/** A provider error as Firebase throws it. */
export const providerError = (code: string) => Object.assign(new Error(code), { code });

/**
 * An identity provider that behaves like Firebase from the app's point of view: it reports the
 * session to the listener on subscribe and whenever someone signs in, up or out.
 */
export function createFakeAuthService(initialUser: AuthUser | null = null) {
  let current: AuthUser | null = initialUser;
  let listener: ((session: Session | null) => void) | null = null;
  const emit = () => listener?.(current ? { user: current, idToken: TEST_TOKEN } : null);
  const signInAs = (user: AuthUser) => {
    current = user;
    emit();
    return user;
  };

  const service = {
    watchSession: vi.fn((onChange: (session: Session | null) => void) => {
      listener = onChange;
      queueMicrotask(emit);
      return () => {
        listener = null;
      };
    }),
    // A forced refresh gives a new token, as Firebase does.
    currentIdToken: vi.fn(async (forceRefresh?: boolean) =>
      current ? (forceRefresh ? `${TEST_TOKEN}-refreshed` : TEST_TOKEN) : null,
    ),
    signInWithEmail: vi.fn(async (email: string, _password: string) =>
      signInAs(testUser({ email, displayName: null })),
    ),
    signUpWithEmail: vi.fn(async (name: string, email: string, _password: string) => {
      // Firebase reports the new user before the display name is set.
      signInAs(testUser({ email, displayName: null }));
      return { ...testUser({ email }), displayName: name };
    }),
    signInWithGoogle: vi.fn(async () => signInAs(testUser({ displayName: 'Grace Hopper' }))),
    signOutUser: vi.fn(async () => {
      current = null;
      emit();
    }),
    reloadUser: vi.fn(async () => current),
  } satisfies AuthService;

  return { service, signInAs, signOutExternally: () => ((current = null), emit()) };
}
