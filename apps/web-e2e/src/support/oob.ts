/**
 * The auth emulator's out-of-band codes (password reset, email verification): what Firebase would
 * have emailed, read from `/emulator/v1/projects/{project}/oobCodes`, and applied through the same
 * REST endpoints the emailed link's page calls.
 */
import { inject } from 'vitest';
import { FIREBASE_API_KEY, FIREBASE_PROJECT_ID } from './config.js';

export interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL' | string;
}

export async function oobCodesFor(
  email: string,
  requestType: OobCode['requestType'],
): Promise<OobCode[]> {
  const host = inject('authEmulatorHost');
  const response = await fetch(
    `http://${host}/emulator/v1/projects/${FIREBASE_PROJECT_ID}/oobCodes`,
  );
  if (!response.ok) throw new Error(`oobCodes: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { oobCodes: OobCode[] };
  return body.oobCodes.filter((code) => code.email === email && code.requestType === requestType);
}

async function identityToolkit(method: string, body: unknown): Promise<Record<string, unknown>> {
  const host = inject('authEmulatorHost');
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${FIREBASE_API_KEY}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method}: ${JSON.stringify(json)}`);
  return json;
}

/** What the reset page behind the emailed link does: sets the new password with the code. */
export const resetPasswordWith = (oobCode: string, newPassword: string) =>
  identityToolkit('resetPassword', { oobCode, newPassword });

/** What opening the verification link does. */
export const confirmEmailWith = (oobCode: string) => identityToolkit('update', { oobCode });

/** A fresh ID token by signing in through the REST API (as another device would). */
export async function signInByRest(email: string, password: string): Promise<string> {
  const json = await identityToolkit('signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return json['idToken'] as string;
}
