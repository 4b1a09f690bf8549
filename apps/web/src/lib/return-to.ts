/**
 * Return-to after sign-in (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md): where a signed-out visitor was going travels to /login as
 * `?next=/quiz`, and only a path on this origin is ever followed, so a crafted link cannot send
 * someone to another site after they sign in.
 */

export const NEXT_PARAM = 'next';

/** Pages it makes no sense to return to after signing in. */
const NOT_A_DESTINATION = ['/login', '/signup', '/forgot-password'];

/** The path to return to, or null when `raw` is missing, foreign or not a page to return to. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // Control characters and whitespace could make a browser read it as something else.
  if ([...raw].some((char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(raw, 'https://styleprint.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://styleprint.invalid') return null;
  if (NOT_A_DESTINATION.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?next=…` for a visitor on their way to `path`. */
export function loginPathFor(path: string, loginPath = '/login'): string {
  const next = safeReturnPath(path);
  return next && next !== '/'
    ? `${loginPath}?${NEXT_PARAM}=${encodeURIComponent(next)}`
    : loginPath;
}

/** The `next` of a query string, checked. */
export function returnPathOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(NEXT_PARAM));
}
