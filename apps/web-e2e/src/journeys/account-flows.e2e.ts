/**
 * docs/decisions/0035-account-deletion-export-and-erasure-in-files.md, the flows and barriers: privacy and terms reachable signed out; "Start Assessment"
 * leads through sign-in to the quiz; an expired session, a 429 and an unreadable body each get
 * their own screen (never the new-user welcome); and a keyboard-only walk at 390×844 and 640×400
 * where every focused control stays fully visible (not under the sticky header or the bottom
 * bar), focus lands on the new page's h1 after each route change, and the user-menu button's
 * accessible name contains the visible name.
 */
import { afterEach, describe, expect, inject } from 'vitest';
import type { Route } from 'playwright-core';
import { newAccount, submitIntjAssessment } from '../support/accounts.js';
import { focusReport } from '../support/focus.js';
import { journey } from '../support/journey.js';
import { checkScreen } from '../support/screens.js';
import { journeySession } from '../support/session.js';
import { signInWithForm } from '../support/sign-in.js';
import { VIEWPORTS } from '../support/viewports.js';
import { expectPath, expectVisible } from '../support/ui.js';

const account = newAccount('flows', 'Kim Keyboard');

const session = await journeySession({ account, prepare: submitIntjAssessment });
const page = session.page;

const signIn = () => signInWithForm(page, account);

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, x-request-id',
  'access-control-allow-methods': 'GET, POST, DELETE',
  'access-control-expose-headers': 'retry-after, x-request-id',
};

/** The API's /profile/me only: the page's own /profile/me is the web app. */
const apiProfileMe = (url: URL) => url.href === `${inject('apiUrl')}/profile/me`;

/** Answers the API's GET /profile/me with `answer` (and lets the CORS preflight through). */
async function answerProfileWith(answer: (route: Route) => Promise<void>): Promise<void> {
  await page.route(apiProfileMe, async (route) => {
    if (route.request().method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: CORS });
      return;
    }
    await answer(route);
  });
}

describe('signed out: the legal pages and return-to', () => {
  const { step } = journey();

  step(
    '/privacy and /terms are reachable signed out, from the sign-in screen and the footer',
    async () => {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Privacy Policy' }).click();
      await expectPath(page, '/privacy');
      await expectVisible(
        page.getByRole('heading', { level: 1, name: 'Privacy Policy' }),
        'the privacy policy',
      );
      await expectVisible(
        page.getByRole('heading', { level: 2, name: 'The AI coach' }),
        'what the coach does with a conversation',
      );
      await expectVisible(
        page.getByRole('link', { name: 'support@styleprint.example' }),
        'the support contact',
      );
      await checkScreen(page, 'account-privacy');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
      await expectPath(page, '/terms');
      await expectVisible(
        page.getByRole('heading', { level: 1, name: 'Terms of Service' }),
        'the terms',
      );
      await checkScreen(page, 'account-terms');
    },
  );

  step('"Start Assessment" on the home page leads through sign-in to the quiz', async () => {
    await page.goto('/');
    await page
      .getByRole('link', { name: /Start Assessment/ })
      .first()
      .click();
    await expectPath(page, '/login');
    await signIn();
    await expectPath(page, '/quiz');
  });

  step('a foreign "next" is ignored', async () => {
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectPath(page, '/login');
    await page.goto('/login?next=//evil.example/steal');
    await signIn();
    await expectPath(page, '/profile/me');
  });
});

describe('each failure has its own screen', () => {
  const { step } = journey();
  afterEach(async () => {
    await page.unroute(apiProfileMe);
  });

  step('a 429 says how long to wait', async () => {
    await answerProfileWith((route) =>
      route.fulfill({
        status: 429,
        headers: { ...CORS, 'content-type': 'application/json', 'retry-after': '9' },
        body: JSON.stringify({ detail: 'Too many requests', code: 'RATE_LIMITED' }),
      }),
    );
    await page.goto('/profile/me');
    await expectVisible(
      page.getByRole('heading', { level: 1, name: 'Please wait a moment' }),
      'the 429 screen',
    );
    await expectVisible(
      page.getByText('Please wait 9 seconds and try again.', { exact: false }),
      'the wait',
    );
    await page.unroute(apiProfileMe);
  });

  step('an unreadable body is an error, not "no profile yet"', async () => {
    await answerProfileWith((route) =>
      route.fulfill({
        status: 200,
        headers: { ...CORS, 'content-type': 'application/json' },
        body: '{"mbti":',
      }),
    );
    await page.goto('/profile/me');
    await expectVisible(
      page.getByRole('heading', { level: 1, name: 'Unable to Read Your Profile' }),
      'the unreadable screen',
    );
    expect(await page.getByRole('heading', { name: /^Welcome, / }).count()).toBe(0);
    await page.unroute(apiProfileMe);
  });

  step(
    'a session refused even after a token refresh says so, and signing in returns here',
    async () => {
      await answerProfileWith((route) =>
        route.fulfill({
          status: 401,
          headers: { ...CORS, 'content-type': 'application/json' },
          body: JSON.stringify({
            detail: 'Authentication required: the sign-in has expired. Please sign in again.',
            code: 'TOKEN_EXPIRED',
          }),
        }),
      );
      await page.goto('/profile/me');
      await expectVisible(
        page.getByRole('heading', { level: 1, name: 'Your session has ended' }),
        'the session screen',
      );
      await checkScreen(page, 'account-session-ended');
      await page.unroute(apiProfileMe);
      await page.getByRole('button', { name: 'Sign in again' }).first().click();
      await expectPath(page, '/login');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/profile/me');
      await signIn();
      await expectPath(page, '/profile/me');
      await expectVisible(
        page.getByRole('heading', { level: 1, name: 'Your Communication Profile' }),
        'the profile',
      );
    },
  );
});

for (const viewport of [VIEWPORTS.phone, { width: 640, height: 400 }]) {
  describe(`keyboard only at ${viewport.width}×${viewport.height}`, () => {
    const { step } = journey();

    step('every focused control on the profile is fully visible', async () => {
      await page.setViewportSize(viewport);
      await page.goto('/profile/me');
      await expectVisible(
        page.getByRole('heading', { level: 1, name: 'Your Communication Profile' }),
        'the profile',
      );
      const problems: string[] = [];
      for (let i = 0; i < 40; i += 1) {
        await page.keyboard.press('Tab');
        const report = await focusReport(page);
        if (report?.covered)
          problems.push(`${report.tag} "${report.name}" under the ${report.covered}`);
      }
      expect(problems).toEqual([]);
    });

    step('after a route change, focus is on the new page’s h1', async () => {
      await page.goto('/dashboard');
      await expectVisible(page.getByRole('heading', { level: 1 }), 'the dashboard');
      const nav = viewport.width >= 768 ? 'Main navigation' : 'Bottom navigation';
      await page
        .getByRole('navigation', { name: nav })
        .getByRole('link', { name: 'Suggestions' })
        .focus();
      await page.keyboard.press('Enter');
      await expectPath(page, '/suggestions');
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    });

    step('the user-menu button’s accessible name contains the visible name', async () => {
      const button = page.getByRole('button', { name: /User menu/ });
      const label = (await button.getAttribute('aria-label')) ?? '';
      const visible = (await button.innerText()).trim().split('\n').filter(Boolean);
      // At phone width only the initials show; from 640 px the name does too.
      expect(label.startsWith(account.name)).toBe(true);
      if (viewport.width >= 640) expect(visible).toContain(account.name);
    });
  });
}
