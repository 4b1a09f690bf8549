/**
 * The production web server's promises (docs/decisions/0080-configuration-fails-closed.md, point 3), checked on the real stack: the
 * security headers on a page and a hashed asset, 404 for a missing asset and for every source
 * map, and sign-in (email, and the start of Google's popup) working under the
 * Content-Security-Policy without a single violation.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { createAccount, newAccount } from '../support/accounts.js';
import { PATHS } from '../support/config.js';
import { openSession, type Session } from '../support/session.js';
import { errorBox, expectPath, expectVisible } from '../support/ui.js';

const GAPI_SCRIPT = 'https://apis.google.com/js/api.js';

const webUrl = () => inject('webUrl');
const fetchFromWeb = (url: string) => fetch(new URL(url, webUrl()), { redirect: 'manual' });

function expectSecurityHeaders(headers: Headers): void {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/(^|; )script-src 'self' https:\/\/apis\.google\.com(;|$)/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(
    new RegExp(`connect-src 'self' ${inject('apiUrl').replace(/[.:/]/g, '\\$&')} `),
  );
  expect(csp).toContain('frame-src https://demo-styleprint-test.firebaseapp.com');
  expect(csp).not.toContain("'unsafe-inline'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
}

describe('the web server over HTTP', () => {
  let page: string;

  it('sends the security headers on / and no inline script in the page', async () => {
    const res = await fetchFromWeb('/');
    expect(res.status).toBe(200);
    expectSecurityHeaders(res.headers);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    page = await res.text();
    // Every <script> has a src: nothing inline that the CSP would have to allow.
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      expect(attributes).toMatch(/\bsrc="/);
      expect(body.trim()).toBe('');
    }
  });

  it('serves a hashed asset compressed, immutable for a year, with the same headers', async () => {
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    expect(asset, 'the page names its entry script').toBeDefined();
    const res = await fetchFromWeb(asset ?? '');
    expect(res.status).toBe(200);
    expectSecurityHeaders(res.headers);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    // fetch asks for gzip and br; undici decodes, and the header says which was sent.
    expect(res.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
  });

  it('answers 404 for a missing asset, never the page', async () => {
    const res = await fetchFromWeb('/assets/index-missing0.js');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<html');
  });

  it('answers 404 for every source map the build wrote', async () => {
    const maps = readdirSync(path.join(PATHS.webBuild, 'assets')).filter((file) =>
      file.endsWith('.map'),
    );
    expect(maps.length, 'the e2e build writes hidden source maps').toBeGreaterThan(0);
    for (const map of maps) expect((await fetchFromWeb(`/assets/${map}`)).status).toBe(404);
  });
});

describe('sign-in under the Content-Security-Policy', () => {
  const account = newAccount('csp');
  let session: Session;
  let page: Page;

  /** Violations the browser reported to the page (recorded before any page script runs). */
  const violations = () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

  beforeAll(async () => {
    await createAccount(account);
    session = await openSession();
    page = session.page;
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
  });
  afterAll(async () => {
    await session?.close();
  });

  it('signs in with email and password, with no CSP violation', async () => {
    await page.goto('/login');
    await page.getByLabel('Email Address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectPath(page, '/profile/me');
    expect(await violations()).toEqual([]);
    expect(session.problems.filter((line) => /Content Security Policy/i.test(line))).toEqual([]);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectPath(page, '/login');
  });

  it('"Continue with Google" starts the popup sign-in (Google\'s script is allowed), with no CSP violation', async () => {
    await page.goto('/login');
    const asked: string[] = [];
    session.context.on('request', (request) => {
      if (request.url().startsWith(GAPI_SCRIPT)) asked.push(request.url());
    });
    // Offline here (decision 0051): the request is refused at the network, not by the CSP.
    await session.context.route(`${GAPI_SCRIPT}**`, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: /^Continue with Google/ }).click();
    await expectVisible(
      errorBox(page).getByText('An error occurred during sign in. Please try again.', {
        exact: true,
      }),
      'the sign-in failure message',
    );
    expect(asked, 'the browser was allowed to request Google’s gapi script').not.toHaveLength(0);
    expect(await violations()).toEqual([]);
    expect(session.problems.filter((line) => /Content Security Policy/i.test(line))).toEqual([]);
  });
});
