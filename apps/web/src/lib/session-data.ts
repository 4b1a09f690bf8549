/**
 * What the app keeps for the current browser session (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md): every key starts with this
 * prefix, so signing out can clear all of it without knowing each feature's keys.
 */
const SESSION_KEY_PREFIX = 'styleprint.';

export function readSession<T>(key: string, parse: (value: unknown) => T | null): T | null {
  try {
    const raw = sessionStorage.getItem(SESSION_KEY_PREFIX + key);
    return raw === null ? null : parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(SESSION_KEY_PREFIX + key, JSON.stringify(value));
  } catch {
    /* storage full or disabled: the app works, only without surviving a reload */
  }
}

export function removeSession(key: string): void {
  try {
    sessionStorage.removeItem(SESSION_KEY_PREFIX + key);
  } catch {
    /* see writeSession */
  }
}

export function clearSessionData(): void {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(SESSION_KEY_PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    /* see writeSession */
  }
}
