import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathOf, safeReturnPath } from './return-to';

describe('safeReturnPath', () => {
  it('keeps a path on this origin, with its query and hash', () => {
    expect(safeReturnPath('/quiz')).toBe('/quiz');
    expect(safeReturnPath('/profile/history?x=1#b')).toBe('/profile/history?x=1#b');
  });

  it.each([
    ['another origin', 'https://evil.example/quiz'],
    ['a protocol-relative URL', '//evil.example/quiz'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'quiz'],
    ['whitespace before the host', '/\t/evil.example'],
    ['the sign-in page itself', '/login'],
    ['nothing', null],
  ])('refuses %s', (_what, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
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
});
