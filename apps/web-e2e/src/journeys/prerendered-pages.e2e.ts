/**
 * The public pages are prerendered at build time and hydrated (docs/decisions/0092): their HTML
 * shows the page before any script runs; the script then takes over the same DOM without
 * redrawing it and without a hydration complaint. A visitor with a stored token sees the
 * spinner instead while Firebase answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, newAccount } from '../support/accounts.js';
import { chunkOfUrl, readBuiltChunks } from '../support/built-chunks.js';
import { PATHS } from '../support/config.js';
import { openSession, type Session } from '../support/session.js';
import { expectPath, expectVisible } from '../support/ui.js';

const PAGES = [
  { path: '/', heading: 'Discover your unique communication style', title: 'Styleprint' },
  { path: '/login', heading: 'Welcome back', title: 'Sign In · Styleprint' },
  { path: '/signup', heading: 'Create your account', title: 'Create Account · Styleprint' },
];

/**
 * Runs before the page's own scripts: records whether anything removes the prerendered nodes
 * from #root (createRoot would; hydration keeps them).
 */
const WATCH_ROOT = `
  window.__rootNodesRemoved = 0;
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.target instanceof Element && record.target.id === 'root') {
        window.__rootNodesRemoved += record.removedNodes.length;
      }
    }
  }).observe(document, { childList: true, subtree: true });
`;

let session: Session;

beforeAll(async () => {
  session = await openSession();
});
afterAll(async () => {
  await session?.close();
});

describe('prerendered public pages', () => {
  it.each(PAGES)('$path is drawn by its HTML alone, before any script', async (page) => {
    const context = await session.browser.newContext({
      baseURL: session.webUrl,
      javaScriptEnabled: false,
    });
    try {
      const tab = await context.newPage();
      await tab.goto(page.path);
      await expectVisible(
        tab.getByRole('heading', { level: 1, name: page.heading }),
        `${page.path}'s heading without JavaScript`,
      );
      expect(await tab.title()).toBe(page.title);
    } finally {
      await context.close();
    }
  });

  it.each(PAGES)('$path hydrates in place, with no console error', async (page) => {
    const context = await session.browser.newContext({ baseURL: session.webUrl });
    try {
      await context.addInitScript(WATCH_ROOT);
      const tab = await context.newPage();
      const problems: string[] = [];
      tab.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(message.text());
        }
      });
      tab.on('pageerror', (error) => problems.push(error.message));
      await tab.goto(page.path);
      await expectVisible(
        tab.getByRole('heading', { level: 1, name: page.heading }),
        'the heading',
      );
      // React marks the container it has taken over.
      await tab.waitForFunction(() => {
        const root = document.getElementById('root');
        return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      });
      expect(
        await tab.evaluate(() => (window as { __rootNodesRemoved?: number }).__rootNodesRemoved),
      ).toBe(0);
      if (page.path === '/') {
        // Hydrated: the link is handled by the router, so this document stays (no page load).
        // The container's mark comes when hydration starts; the link is React's once it carries
        // React's props (before that a click is the browser's, a page load, as it should be).
        const link = tab.getByRole('link', { name: 'I already have an account' });
        await expect
          .poll(() =>
            link.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))),
          )
          .toBe(true);
        await tab.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
        await link.click();
        await expectPath(tab, '/login');
        expect(
          await tab.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument),
        ).toBe(true);
      } else {
        // Hydrated: the form was inert until now; typing reaches React's state.
        await tab.getByLabel('Email Address').fill('someone@example.com');
        expect(
          await tab.evaluate(() => (window as { __rootNodesRemoved?: number }).__rootNodesRemoved),
        ).toBe(0);
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('/login loads nothing of the signed-in app: no schemas, no scoring content, no signed-in shell', async () => {
    // What once pushed /login's script over its budget unnoticed (docs/decisions/0092): the
    // footer's notice pulled in all of libs/scoring and the contracts' TypeBox schemas.
    const chunks = readBuiltChunks(PATHS.webBuild);
    const context = await session.browser.newContext({ baseURL: session.webUrl });
    try {
      const tab = await context.newPage();
      const scripts: string[] = [];
      tab.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await tab.goto('/login');
      await tab.getByLabel('Email Address').fill('someone@example.com'); // hydrated
      await tab.waitForLoadState('networkidle');
      const loaded = scripts.map((url) => chunkOfUrl(chunks, url)).filter((c) => c !== undefined);
      expect(loaded.length, 'scripts of the build loaded by /login').toBeGreaterThan(0);
      expect(loaded.flatMap((chunk) => chunk.packages)).not.toContain('@sinclair/typebox');
      expect(
        loaded
          .flatMap((chunk) => chunk.ownSources)
          .filter((source) => /^libs\/(scoring|contracts)\/|app\/layouts\/AppShell/.test(source)),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a visitor with a stored token gets the app drawn afresh (spinner first), then their page', async () => {
    const account = newAccount('prerender');
    await createAccount(account);
    const context = await session.browser.newContext({ baseURL: session.webUrl });
    try {
      await context.addInitScript(WATCH_ROOT);
      const tab = await context.newPage();
      // Sign in through the form once, so Firebase holds a session and the token is stored.
      await tab.goto('/login');
      await tab.getByLabel('Email Address').fill(account.email);
      await tab.getByLabel('Password', { exact: true }).fill(account.password);
      await tab.getByRole('button', { name: 'Sign In' }).click();
      await expectPath(tab, '/profile/me');
      expect(await tab.evaluate(() => localStorage.getItem('authToken'))).not.toBeNull();

      await tab.goto('/login');
      await expectPath(tab, '/dashboard');
      // The signed-out form was not hydrated: the app replaced it (with the spinner, then the page).
      expect(
        await tab.evaluate(() => (window as { __rootNodesRemoved?: number }).__rootNodesRemoved),
      ).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('every other path gets the unprerendered shell: signed out, /dashboard goes to /login', async () => {
    const context = await session.browser.newContext({ baseURL: session.webUrl });
    try {
      const tab = await context.newPage();
      const response = await tab.goto('/dashboard');
      expect(await response?.text()).toContain('<div id="root"></div>');
      await expectPath(tab, '/login');
      await expectVisible(tab.getByRole('heading', { level: 1, name: 'Welcome back' }), 'the form');
    } finally {
      await context.close();
    }
  });
});
