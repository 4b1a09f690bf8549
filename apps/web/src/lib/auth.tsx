import { createContext, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { use } from 'react';
import * as firebaseAuth from './firebase';
import type { AuthUser, Session } from './firebase';
import { clearAuthToken, readAuthToken, storeAuthToken } from './auth-token';
import { clearSessionData } from './session-data';

export type { AuthUser } from './firebase';

/** docs/product.md#s4: loading until Firebase has told us, then signed in or signed out. */
export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface Departure {
  notice?: string;
}

export interface SignOutOptions {
  notice?: string;
  comeBack?: boolean;
}

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

export interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  signIn: (email: string, password: string) => Promise<void>;
  signUp: (input: SignUpInput) => Promise<void>;
  signInWithGoogle: () => Promise<void>;
  /**
   * Signs the person out. The signed-in routes then send them to /login itself, carrying
   * `notice` for the sign-in page to show (that the account is deleted, say); with `comeBack`, to
   * /login?next= the page they are on, so signing in again returns them there.
   */
  signOut: (options?: SignOutOptions) => Promise<void>;
  /** Set by signOut until the next sign-in: that the person left on purpose, and what to tell them. */
  departure: Departure | null;
  /**
   * A current ID token for API calls, or null when signed out; `forceRefresh` asks Firebase for
   * a new one (the API client does so once when the API refuses a token).
   */
  getIdToken: (forceRefresh?: boolean) => Promise<string | null>;
  /** Reads the user again (a new display name, a confirmed email) and publishes it. */
  refreshUser: () => Promise<void>;
}

/** What the provider needs from the identity provider; tests pass a fake. */
export type AuthService = Pick<
  typeof firebaseAuth,
  | 'watchSession'
  | 'currentIdToken'
  | 'signInWithEmail'
  | 'signUpWithEmail'
  | 'signInWithGoogle'
  | 'signOutUser'
  | 'reloadUser'
>;

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

interface AuthProviderProps {
  children: ReactNode;
  service?: AuthService;
  /**
   * The state before Firebase answers: 'loading' (the spinner) unless the caller knows better;
   * the prerendered pages start 'signedOut' when no token is stored (docs/decisions/0092).
   */
  initialStatus?: Extract<AuthStatus, 'loading' | 'signedOut'>;
}

/**
 * What the page can know before Firebase answers: no stored token means nobody signed in on
 * this browser (the token is written at every sign-in and refresh, removed at sign-out), so the
 * visitor is signed out; a stored token means someone may be, and only Firebase can tell.
 */
export function initialAuthStatus(): 'loading' | 'signedOut' {
  return readAuthToken() === null ? 'signedOut' : 'loading';
}

export function AuthProvider({
  children,
  service = firebaseAuth,
  initialStatus = 'loading',
}: AuthProviderProps) {
  const [status, setStatus] = useState<AuthStatus>(initialStatus);
  const [user, setUser] = useState<AuthUser | null>(null);
  // While a sign-up is setting the display name, Firebase already reports the new user without
  // it; holding that back keeps the name from flickering in as "User" and the guards from
  // redirecting before the account is complete.
  const signUpPending = useRef(false);
  const latestSession = useRef<Session | null>(null);

  const [departure, setDeparture] = useState<Departure | null>(null);

  const publish = useCallback((next: AuthUser | null) => {
    setUser(next);
    setStatus(next ? 'signedIn' : 'signedOut');
    if (next) setDeparture(null);
  }, []);

  useEffect(
    () =>
      service.watchSession((session) => {
        latestSession.current = session;
        if (session) storeAuthToken(session.idToken);
        else clearAuthToken();
        if (!signUpPending.current) publish(session?.user ?? null);
      }),
    [service, publish],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      await service.signInWithEmail(email, password);
    },
    [service],
  );

  const signUp = useCallback(
    async ({ name, email, password }: SignUpInput) => {
      signUpPending.current = true;
      let created: AuthUser | null = null;
      try {
        created = await service.signUpWithEmail(name, email, password);
      } finally {
        signUpPending.current = false;
        const sessionUser = latestSession.current?.user ?? null;
        // The reloaded user carries the name; the session may still hold the nameless one.
        if (created && sessionUser?.uid === created.uid) publish(created);
        else if (sessionUser) publish(sessionUser);
      }
    },
    [service, publish],
  );

  const signInWithGoogle = useCallback(async () => {
    await service.signInWithGoogle();
  }, [service]);

  const signOut = useCallback(
    async ({ notice, comeBack = false }: SignOutOptions = {}) => {
      // Set before Firebase reports the sign-out, so the route guard that sees it first already
      // knows where to go (a navigation started after the await loses that race).
      if (!comeBack) setDeparture(notice === undefined ? {} : { notice });
      clearAuthToken();
      // What this browser session kept for the person (coach conversation, unsent quiz answers,
      // dismissed banners) leaves with them (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md).
      clearSessionData();
      try {
        await service.signOutUser();
      } catch (error) {
        // Still signed in: a later, unplanned loss of the session must keep its ?next=.
        setDeparture(null);
        throw error;
      }
    },
    [service],
  );

  const getIdToken = useCallback(
    async (forceRefresh = false) => {
      try {
        return await service.currentIdToken(forceRefresh);
      } catch {
        // Refreshing needs the network; the stored token may still be valid for a while.
        return forceRefresh ? null : readAuthToken();
      }
    },
    [service],
  );

  const refreshUser = useCallback(async () => {
    const next = await service.reloadUser();
    if (next) publish(next);
  }, [service, publish]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      signIn,
      signUp,
      signInWithGoogle,
      signOut,
      departure,
      getIdToken,
      refreshUser,
    }),
    [status, user, signIn, signUp, signInWithGoogle, signOut, departure, getIdToken, refreshUser],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
