/**
 * Real accounts and ID tokens from a running Firebase Auth emulator, through the same REST
 * endpoints the web's SDK calls. Nothing here imitates Firebase.
 */
import { randomUUID } from 'node:crypto';

/** The emulator accepts any API key. */
const DEFAULT_API_KEY = 'test-api-key';

export interface EmulatorAccount {
  uid: string;
  email: string;
  idToken: string;
}

interface AccountResponse {
  localId: string;
  email: string;
  idToken: string;
}

/** The emulator's host:port from FIREBASE_AUTH_EMULATOR_HOST, or `howToRun` as the error. */
export function emulatorHostFromEnv(howToRun: string): string {
  const host = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  if (host === undefined || host === '') throw new Error(howToRun);
  return host;
}

/**
 * A pooled keep-alive connection the emulator closed just as it was reused fails with "other side
 * closed" (undici's UND_ERR_SOCKET) before the request reaches it: a clean run lost an API test
 * to it under load. The request is sent once more, on a new connection; any other failure stands.
 */
async function postOnce(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!droppedConnection(error)) throw error;
    return fetch(url, init);
  }
}

function droppedConnection(error: unknown): boolean {
  if (!(error instanceof TypeError)) return false;
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET';
}

/** One call of the identity toolkit API (`accounts:<method>`); a refusal throws with its reason. */
export async function identityToolkit<T>(
  host: string,
  method: string,
  body: unknown,
  apiKey = DEFAULT_API_KEY,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await postOnce(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${apiKey}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    },
  );
  const text = await response.text();
  if (!response.ok) throw new Error(`The auth emulator refused ${method}: ${text}`);
  return JSON.parse(text) as T;
}

/** An address no other run uses, so runs never collide with each other or kept accounts. */
export const uniqueEmail = (label: string): string => `${label}-${randomUUID()}@example.com`;

/** A new email-and-password account, signed in. */
export async function signUpWithEmail(
  host: string,
  account: { email: string; password: string; displayName?: string },
  apiKey?: string,
): Promise<EmulatorAccount> {
  const created = await identityToolkit<AccountResponse>(
    host,
    'signUp',
    {
      email: account.email,
      password: account.password,
      // An account without a name is how a screen's email fallback is reached.
      ...(account.displayName ? { displayName: account.displayName } : {}),
      returnSecureToken: true,
    },
    apiKey,
  );
  return { uid: created.localId, email: account.email, idToken: created.idToken };
}

/** A fresh sign-in of an existing email account. */
export async function signInWithEmail(
  host: string,
  email: string,
  password: string,
  apiKey?: string,
): Promise<EmulatorAccount> {
  const signedIn = await identityToolkit<AccountResponse>(
    host,
    'signInWithPassword',
    { email, password, returnSecureToken: true },
    apiKey,
  );
  return { uid: signedIn.localId, email, idToken: signedIn.idToken };
}

/**
 * A Google-provider account, created the way the emulator allows offline: signInWithIdp with an
 * unsigned Google ID token.
 */
export async function signInWithGoogle(host: string, email: string): Promise<EmulatorAccount> {
  const googleIdToken = JSON.stringify({ sub: `g-${randomUUID()}`, email, email_verified: true });
  const signedIn = await identityToolkit<AccountResponse>(host, 'signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(googleIdToken)}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnIdpCredential: true,
    returnSecureToken: true,
  });
  return { uid: signedIn.localId, email, idToken: signedIn.idToken };
}

/** Marks an account's address verified, as the link in Firebase's verification email does. */
export async function markEmailVerified(host: string, uid: string): Promise<void> {
  // The emulator lets its owner edit any account, as the Admin SDK would.
  await identityToolkit(host, 'update', { localId: uid, emailVerified: true }, DEFAULT_API_KEY, {
    authorization: 'Bearer owner',
  });
}

/** A new anonymous-provider account (Firebase's "sign in anonymously"), signed in. */
export async function signUpAnonymously(host: string): Promise<Omit<EmulatorAccount, 'email'>> {
  const created = await identityToolkit<AccountResponse>(host, 'signUp', {
    returnSecureToken: true,
  });
  return { uid: created.localId, idToken: created.idToken };
}
