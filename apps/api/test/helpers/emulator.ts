import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App as FirebaseApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { HOW_TO_RUN } from './environment.js';

/**
 * Real accounts and real ID tokens from the running Firebase Auth emulator, through the same
 * REST endpoints the web's SDK calls. Nothing here imitates Firebase.
 */

export const TEST_PROJECT_ID = 'demo-styleprint-test';

/** host:port of the emulator, as captured when the test file loaded. */
export function emulatorHost(): string {
  const host = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  if (host === undefined || host === '') throw new Error(HOW_TO_RUN);
  return host;
}

export interface TestAccount {
  uid: string;
  email: string;
  idToken: string;
}

async function identityToolkit<T>(
  host: string,
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=test-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    },
  );
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`emulator ${method} failed: ${json.error?.message}`);
  return json;
}

interface SignInResponse {
  localId: string;
  email: string;
  idToken: string;
}

const uniqueEmail = (label: string) => `${label}-${randomUUID()}@example.com`;

/**
 * A new email-and-password account, signed in. `verified: true` marks the address verified (as
 * the link in Firebase's verification email does) and signs in again, so the token says so.
 */
export async function createEmailAccount(
  label = 'user',
  options: { displayName?: string; host?: string; verified?: boolean } = {},
): Promise<TestAccount & { password: string }> {
  const host = options.host ?? emulatorHost();
  const email = uniqueEmail(label);
  const password = 'correct-horse-battery';
  const created = await identityToolkit<SignInResponse>(host, 'signUp', {
    email,
    password,
    displayName: options.displayName,
    returnSecureToken: true,
  });
  if (options.verified === true) {
    // The emulator lets its owner edit any account, as the Admin SDK would.
    await identityToolkit(
      host,
      'update',
      { localId: created.localId, emailVerified: true },
      { authorization: 'Bearer owner' },
    );
    const idToken = await signInWithPassword(email, password, host);
    return { uid: created.localId, email, idToken, password };
  }
  return { uid: created.localId, email, idToken: created.idToken, password };
}

/** A new anonymous-provider account (Firebase's "sign in anonymously"), signed in. */
export async function createAnonymousAccount(): Promise<Omit<TestAccount, 'email'>> {
  const created = await identityToolkit<SignInResponse>(emulatorHost(), 'signUp', {
    returnSecureToken: true,
  });
  return { uid: created.localId, idToken: created.idToken };
}

/** A fresh ID token for an existing email account (a new sign-in). */
export async function signInWithPassword(
  email: string,
  password: string,
  host = emulatorHost(),
): Promise<string> {
  const signedIn = await identityToolkit<SignInResponse>(host, 'signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return signedIn.idToken;
}

/**
 * A Google-provider account, created the way the emulator allows offline: signInWithIdp with an
 * unsigned Google ID token (architecture guide, "Identity").
 */
export async function createGoogleAccount(label = 'google'): Promise<TestAccount> {
  const email = uniqueEmail(label);
  const googleIdToken = JSON.stringify({ sub: `g-${randomUUID()}`, email, email_verified: true });
  const signedIn = await identityToolkit<SignInResponse>(emulatorHost(), 'signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(googleIdToken)}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnIdpCredential: true,
    returnSecureToken: true,
  });
  return { uid: signedIn.localId, email, idToken: signedIn.idToken };
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
