/**
 * The only module that imports the Firebase SDK. Everything else talks about `AuthUser` and
 * plain functions, so the rest of the app (and its tests) never depends on Firebase types.
 */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { config } from '../config/env';

/** The signed-in user as the app reads it (spec §3). */
export interface AuthUser {
  uid: string;
  displayName: string | null;
  email: string | null;
}

let auth: Auth | null = null;

/**
 * Created on first use rather than at import, so importing this module (e.g. in a test) does
 * nothing. initializeAuth with explicit dependencies keeps unused persistence code out of the
 * bundle that every page loads.
 */
function getAuthInstance(): Auth {
  if (auth) return auth;
  const app = initializeApp(config.firebase);
  auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  if (config.authEmulatorUrl) {
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}

const toAuthUser = (user: User): AuthUser => ({
  uid: user.uid,
  displayName: user.displayName,
  email: user.email,
});

export interface Session {
  user: AuthUser;
  idToken: string;
}

/**
 * Calls back with the session whenever the user signs in or out and whenever Firebase refreshes
 * the ID token (hourly), so the stored token never goes stale. Returns the unsubscribe function.
 */
export function watchSession(onChange: (session: Session | null) => void): () => void {
  return onIdTokenChanged(getAuthInstance(), (user) => {
    if (!user) {
      onChange(null);
      return;
    }
    user.getIdToken().then(
      (idToken) => onChange({ user: toAuthUser(user), idToken }),
      // A user whose token cannot be read cannot call the API: treat them as signed out.
      () => onChange(null),
    );
  });
}

/** A fresh ID token for the current user (Firebase refreshes it when it is about to expire). */
export async function currentIdToken(): Promise<string | null> {
  const user = getAuthInstance().currentUser;
  return user ? user.getIdToken() : null;
}

export async function signInWithEmail(email: string, password: string): Promise<AuthUser> {
  const credential = await signInWithEmailAndPassword(getAuthInstance(), email, password);
  return toAuthUser(credential.user);
}

/**
 * Creates the account, then sets its display name (spec §7: the name is set after sign-up) and
 * reloads the user so every later read sees the name.
 */
export async function signUpWithEmail(
  name: string,
  email: string,
  password: string,
): Promise<AuthUser> {
  const credential = await createUserWithEmailAndPassword(getAuthInstance(), email, password);
  await updateProfile(credential.user, { displayName: name });
  await credential.user.reload();
  return { ...toAuthUser(credential.user), displayName: credential.user.displayName ?? name };
}

export async function signInWithGoogle(): Promise<AuthUser> {
  const credential = await signInWithPopup(getAuthInstance(), new GoogleAuthProvider());
  return toAuthUser(credential.user);
}

export async function signOutUser(): Promise<void> {
  await signOut(getAuthInstance());
}

/** The provider's error code (e.g. "auth/wrong-password"), or null for anything else. */
export function authErrorCode(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    return typeof code === 'string' ? code : null;
  }
  return null;
}
