/** Where the ID token lives (docs/product.md#s3): browser local storage under this key. */
const AUTH_TOKEN_KEY = 'authToken';

// Storage can throw (private browsing, quota, disabled storage); losing the copy is harmless
// because the API client asks Firebase for a fresh token anyway.
export function storeAuthToken(token: string): void {
  try {
    localStorage.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    /* see above */
  }
}

export function clearAuthToken(): void {
  try {
    localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    /* see above */
  }
}

export function readAuthToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}
