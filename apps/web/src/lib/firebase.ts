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
  EmailAuthProvider,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updatePassword,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { config } from '#web/config/env';

/** The signed-in user as the app reads it (docs/product.md#s3). */
export interface AuthUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  /** Whether the email address has been confirmed through the link Firebase sent. */
  emailVerified: boolean;
  /** Signs in with a password (so a password can be changed and re-entered). */
  hasPassword: boolean;
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
  emailVerified: user.emailVerified,
  hasPassword: user.providerData.some((info) => info.providerId === 'password'),
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

/**
 * A fresh ID token for the current user (Firebase refreshes it when it is about to expire);
 * `forceRefresh` asks for a new one even when the cached one looks valid.
 */
export async function currentIdToken(forceRefresh = false): Promise<string | null> {
  const user = getAuthInstance().currentUser;
  return user ? user.getIdToken(forceRefresh) : null;
}

export async function signInWithEmail(email: string, password: string): Promise<AuthUser> {
  const credential = await signInWithEmailAndPassword(getAuthInstance(), email, password);
  return toAuthUser(credential.user);
}

/**
 * Creates the account, then sets its display name (docs/product.md#s7: the name is set after sign-up) and
 * reloads the user so every later read sees the name.
 */
export async function signUpWithEmail(
  name: string,
  email: string,
  password: string,
): Promise<AuthUser> {
  const credential = await createUserWithEmailAndPassword(getAuthInstance(), email, password);
  await updateProfile(credential.user, { displayName: name });
  // The verification email must not hold up the account: a failure to send is offered again
  // through the banner's "resend" link.
  await sendEmailVerification(credential.user).catch(() => undefined);
  await credential.user.reload();
  // A new token carries the name to the API too: whoever this person shares with is shown it
  // rather than their email (docs/decisions/0104-sharing-with-consent.md).
  await credential.user.getIdToken(true);
  return { ...toAuthUser(credential.user), displayName: credential.user.displayName ?? name };
}

export async function signInWithGoogle(): Promise<AuthUser> {
  const credential = await signInWithPopup(getAuthInstance(), new GoogleAuthProvider());
  return toAuthUser(credential.user);
}

/** Firebase's password-reset email. Resolves the same whether or not the address has an account. */
export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(getAuthInstance(), email);
}

function requireUser(): User {
  const user = getAuthInstance().currentUser;
  if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' });
  return user;
}

/** Sends the verification email again. */
export async function resendVerification(): Promise<void> {
  await sendEmailVerification(requireUser());
}

/** Reads the user again from Firebase (after the person clicked the verification link). */
export async function reloadUser(): Promise<AuthUser | null> {
  const user = getAuthInstance().currentUser;
  if (!user) return null;
  await user.reload();
  // A new token carries the new email_verified claim.
  await user.getIdToken(true);
  return toAuthUser(user);
}

export async function updateDisplayName(name: string): Promise<AuthUser> {
  const user = requireUser();
  await updateProfile(user, { displayName: name });
  // Listeners only hear of token changes: a new token carries the new name to the API too.
  await user.getIdToken(true);
  return toAuthUser(user);
}

/**
 * Proves it is still the person: the password again, or the Google popup for an account without
 * one. A fresh sign-in is what changing the password and deleting the account require.
 */
export async function reauthenticate(password: string | null): Promise<void> {
  const user = requireUser();
  if (password !== null && user.email) {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  } else {
    await reauthenticateWithPopup(user, new GoogleAuthProvider());
  }
  // The API reads auth_time from the ID token: make the next call carry the new one.
  await user.getIdToken(true);
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await reauthenticate(currentPassword);
  await updatePassword(requireUser(), newPassword);
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
