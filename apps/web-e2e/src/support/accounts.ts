/**
 * Test accounts. Every run uses new email addresses, so runs never collide with each other or with
 * accounts left in an emulator that was started with --import.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { signUpWithEmail } from '@styleprint/test-harness';
import { FIREBASE_API_KEY } from './config.js';

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

export function newAccount(label: string, name = 'Avery Quinn'): TestAccount {
  return {
    name,
    email: `e2e-${label}-${randomUUID().slice(0, 8)}@example.com`,
    // Strong by the spec's rule (8+ characters with lower case, upper case and a digit).
    password: `Styleprint-${randomUUID().slice(0, 6)}9A`,
  };
}

/**
 * Creates an account directly in the auth emulator (its REST API), for journeys that need an
 * existing account but are not about signing up.
 */
export async function createAccount(account: TestAccount): Promise<{ idToken: string }> {
  const { idToken } = await signUpWithEmail(
    inject('authEmulatorHost'),
    { email: account.email, password: account.password, displayName: account.name },
    FIREBASE_API_KEY,
  );
  return { idToken };
}

/** The spec's payload of INTJ_ANALYTICAL_PLAN (see assessment.ts), as submitIntjAssessment sends it. */
export const INTJ_PAYLOAD = {
  mbti: 'INTJ',
  disc: 'DCi',
  emergenetics: {
    analytical: 2,
    structural: 0,
    social: 1,
    conceptual: 0,
    expressiveness: 'medium',
    assertiveness: 'medium',
    flexibility: 'medium',
  },
  cliftonStrengths: { executing: 1, influencing: 0, relationship: 0, thinking: 2 },
};

/**
 * Stores an assessment for the account straight through the API, for journeys that need a
 * profile but are not about the quiz. The payload is INTJ_ANALYTICAL_PLAN's (see assessment.ts).
 */
export async function submitIntjAssessment(idToken: string): Promise<void> {
  const response = await fetch(`${inject('apiUrl')}/quiz/submit-assessment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify(INTJ_PAYLOAD),
  });
  if (!response.ok) {
    throw new Error(`The API refused the assessment: ${response.status} ${await response.text()}`);
  }
}
