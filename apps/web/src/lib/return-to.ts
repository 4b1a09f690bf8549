/**
 * Return-to after sign-in (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md): where a signed-out visitor was going travels to /login as
 * `?next=/quiz`, and only a path on this origin is ever followed, so a crafted link cannot send
 * someone to another site after they sign in.
 */

const NEXT_PARAM = 'next';

/** Pages it makes no sense to return to after signing in. */
const NOT_A_DESTINATION = ['/login', '/signup', '/forgot-password'];

const ORIGIN = 'https://styleprint.invalid';

/** An encoded slash or backslash: no page of ours has one, and a router that decodes it reads a host. */
const ENCODED_SEPARATOR = /%(?:2f|5c)/i;

/**
 * A path a browser and React Router both read as a page on this origin: one leading slash, no
 * backslash (browsers read it as a slash), no control character or whitespace (browsers drop
 * tabs and newlines from URLs, so "/\t/x" is "//x").
 */
function isLocalPath(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    ![...path].some((char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f)
  );
}

/**
 * The path to return to, or null when `raw` is missing, foreign or not a page to return to.
 * The check is made on what is returned: the URL parser resolves dot segments, so "/..//x"
 * comes out as "//x", another host (docs/decisions/0027-hostile-text-late-writes-and-revocation.md).
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !isLocalPath(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || ENCODED_SEPARATOR.test(url.pathname)) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!isLocalPath(path)) return null;
  // Parsed again it must be itself: nothing left for a second reading to resolve differently.
  const again = new URL(path, ORIGIN);
  if (again.origin !== ORIGIN || `${again.pathname}${again.search}${again.hash}` !== path) {
    return null;
  }
  if (NOT_A_DESTINATION.includes(url.pathname)) return null;
  return path;
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
