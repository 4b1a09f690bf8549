import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathOf, safeReturnPath } from './return-to';

const ORIGIN = 'https://styleprint.invalid';

/** What a browser or a router would make of a returned path: it must stay on this origin. */
function staysHere(path: string): boolean {
  const url = new URL(path, ORIGIN);
  return (
    url.origin === ORIGIN &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    !/%(?:2f|5c)/i.test(url.pathname)
  );
}

describe('safeReturnPath', () => {
  it('keeps a path on this origin, with its query and hash', () => {
    expect(safeReturnPath('/quiz')).toBe('/quiz');
    expect(safeReturnPath('/profile/history?x=1#b')).toBe('/profile/history?x=1#b');
    expect(safeReturnPath('/people/abc/guide')).toBe('/people/abc/guide');
  });

  it('returns the path as resolved, when that is still a page here', () => {
    expect(safeReturnPath('/people/../quiz')).toBe('/quiz');
    expect(safeReturnPath('/./quiz')).toBe('/quiz');
  });

  it.each([
    ['another origin', 'https://evil.example/quiz'],
    ['a protocol-relative URL', '//evil.example/quiz'],
    ['a backslash trick', '/\\evil.example'],
    ['two backslashes', '/\\\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'quiz'],
    ['whitespace before the host', '/\t/evil.example'],
    ['a newline before the host', '/\n/evil.example'],
    ['a carriage return before the host', '/\r/evil.example'],
    ['a dot segment that leaves two slashes', '/..//evil.example'],
    ['dot segments that leave two slashes', '/a/../..//evil.example'],
    ['an encoded dot segment that leaves two slashes', '/%2e%2e//evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['an encoded slash after a slash', '/%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded backslash, lower case', '/%5cevil.example'],
    ['an encoded tab and slashes', '/%09/%2F/evil.example'],
    ['the sign-in page itself', '/login'],
    ['the sign-in page, reached by a dot segment', '/x/../login'],
    ['nothing', null],
    ['an empty string', ''],
  ])('refuses %s', (_what, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it.each([
    '/..//evil.example',
    '/../..//evil.example/x',
    '/.//evil.example',
    '/%2e%2e/%2fevil.example',
    '/a/b/../../..//evil.example',
    '/\u3000/evil.example',
    '/\u00A0//evil.example',
    '/%E3%80%80//evil.example',
    '/quiz#//evil.example',
    '/quiz?next=//evil.example',
    '/javascript:alert(1)//',
  ])('whatever it returns for %j stays on this origin', (raw) => {
    const path = safeReturnPath(raw);
    if (path !== null) expect(staysHere(path), path).toBe(true);
  });
});

describe('loginPathFor and returnPathOf', () => {
  it('round-trip a destination through the login URL', () => {
    const login = loginPathFor('/quiz');
    expect(login).toBe('/login?next=%2Fquiz');
    expect(returnPathOf(login.slice(login.indexOf('?')))).toBe('/quiz');
  });

  it('sends plain /login for the home page', () => {
    expect(loginPathFor('/')).toBe('/login');
  });

  it('gives no destination for a next that resolves off this origin', () => {
    expect(returnPathOf(`?next=${encodeURIComponent('/..//evil.example')}`)).toBeNull();
  });
});
