/**
 * A browser session for one journey file: Chromium, one context (cookies, local storage, online
 * state) and one page at desktop size. Console errors and failed requests are kept so a failing
 * step can say what the page complained about.
 */
import { afterAll, inject } from 'vitest';
import { createAccount, type TestAccount } from './accounts.js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './chromium.js';
import { VIEWPORTS } from './viewports.js';

export interface Session {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  webUrl: string;
  /** Console errors and page errors seen so far, newest last. */
  problems: string[];
  /** URLs of every script the page requested, in order; journeys may empty it. */
  scripts: string[];
  close(): Promise<void>;
}

export async function openSession(): Promise<Session> {
  const webUrl = inject('webUrl');
  const browser = await launchChromium(inject('chromiumPath'));
  const context = await browser.newContext({ baseURL: webUrl, viewport: VIEWPORTS.desktop });
  // Waits here are for the app reacting, not for speed: generous, so a slow machine does not flake.
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return {
    browser,
    context,
    page,
    webUrl,
    problems,
    scripts,
    close: () => browser.close(),
  };
}

/**
 * A journey file's person and browser, awaited at the top of the file: creates the account when
 * one is given and runs `prepare` with its token (a profile, retakes, saved people), then opens
 * the session, which closes after the file's last step.
 */
export async function journeySession(
  options: { account?: TestAccount; prepare?: (idToken: string) => Promise<void> } = {},
): Promise<Session> {
  if (options.account) {
    const { idToken } = await createAccount(options.account);
    await options.prepare?.(idToken);
  }
  const session = await openSession();
  afterAll(() => session.close());
  return session;
}
