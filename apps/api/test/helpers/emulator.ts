import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App as FirebaseApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import {
  emulatorHostFromEnv,
  markEmailVerified,
  signInWithEmail,
  signInWithGoogle,
  signUpAnonymously,
  signUpWithEmail,
  uniqueEmail,
  type EmulatorAccount,
} from '@styleprint/test-harness';
import { HOW_TO_RUN } from './environment.js';

/**
 * Real accounts and real ID tokens from the running Firebase Auth emulator, through the same
 * REST endpoints the web's SDK calls. Nothing here imitates Firebase.
 */

export const TEST_PROJECT_ID = 'demo-styleprint-test';

/** host:port of the emulator, as captured when the test file loaded. */
export function emulatorHost(): string {
  return emulatorHostFromEnv(HOW_TO_RUN);
}

export type TestAccount = EmulatorAccount;

const PASSWORD = 'correct-horse-battery';

/**
 * A new email-and-password account, signed in. `verified: true` marks the address verified (as
 * the link in Firebase's verification email does) and signs in again, so the token says so.
 */
export async function createEmailAccount(
  label = 'user',
  options: { displayName?: string; host?: string; verified?: boolean } = {},
): Promise<TestAccount & { password: string }> {
  const host = options.host ?? emulatorHost();
  const account = { email: uniqueEmail(label), password: PASSWORD };
  const created = await signUpWithEmail(host, {
    ...account,
    ...(options.displayName === undefined ? {} : { displayName: options.displayName }),
  });
  if (options.verified === true) {
    await markEmailVerified(host, created.uid);
    const signedIn = await signInWithEmail(host, account.email, PASSWORD);
    return { ...signedIn, password: PASSWORD };
  }
  return { ...created, password: PASSWORD };
}

/** A new anonymous-provider account (Firebase's "sign in anonymously"), signed in. */
export async function createAnonymousAccount(): Promise<Omit<TestAccount, 'email'>> {
  return signUpAnonymously(emulatorHost());
}

/** A fresh ID token for an existing email account (a new sign-in). */
export async function signInWithPassword(
  email: string,
  password: string,
  host = emulatorHost(),
): Promise<string> {
  return (await signInWithEmail(host, email, password)).idToken;
}

/** A Google-provider account (architecture guide, "Identity"). */
export async function createGoogleAccount(label = 'google'): Promise<TestAccount> {
  return signInWithGoogle(emulatorHost(), uniqueEmail(label));
}

/** firebase-admin against the emulator, for what only an administrator can do. */
export function adminAuth(): { auth: Auth; close: () => Promise<void> } {
  emulatorHost();
  const app: FirebaseApp = initializeApp(
    { projectId: TEST_PROJECT_ID },
    `styleprint-test-admin-${randomUUID()}`,
  );
  return { auth: getAuth(app), close: () => deleteApp(app) };
}
