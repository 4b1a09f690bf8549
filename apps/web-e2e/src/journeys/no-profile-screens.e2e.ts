/**
 * Signed in without a profile yet: every signed-in screen says what to do next, the new-user
 * welcome greets by name (or by the email before the @ when there is no name), and a signed-in
 * visitor who opens /login goes to /dashboard (decision 0003).
 */
import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { newAccount } from '../support/accounts.js';
import { journey } from '../support/journey.js';
import { checkScreen } from '../support/screens.js';
import { journeySession } from '../support/session.js';
import { expectPath, expectVisible } from '../support/ui.js';

const account = newAccount('no-profile', '');

const session = await journeySession({ account });
const page = session.page;

const action = (page: Page, name: string) =>
  page.getByRole('link', { name, exact: true }).or(page.getByRole('button', { name, exact: true }));

describe('signed in, no assessment taken yet', () => {
  const { step } = journey();

  step('the welcome greets by the email’s name part when there is no display name', async () => {
    await page.goto('/login');
    await page.getByLabel('Email Address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectPath(page, '/profile/me');
    const emailName = account.email.split('@')[0] ?? '';
    await expectVisible(page.getByText(emailName), `a greeting naming ${emailName}`);
    await expectVisible(action(page, 'Start Assessment Now'), '"Start Assessment Now"');
    await expectVisible(action(page, 'Learn More First'), '"Learn More First"');
  });

  step('a signed-in visitor opening /login or /signup goes to /dashboard', async () => {
    for (const path of ['/login', '/signup', '/nowhere']) {
      await page.goto(path);
      await expectPath(page, '/dashboard');
    }
    const emailName = account.email.split('@')[0] ?? '';
    await expectVisible(
      page.getByRole('heading', { level: 1, name: `Hello, ${emailName}` }),
      'the dashboard greeting',
    );
    await checkScreen(page, '11-dashboard');
  });

  step('suggestions ask for a profile first', async () => {
    await page.goto('/suggestions');
    await expectVisible(page.getByText('Profile Required'), '"Profile Required"');
    await expectVisible(action(page, 'Take Assessment'), '"Take Assessment"');
    await checkScreen(page, '12-suggestions-no-profile');
  });

  step('the AI Coach asks for a profile first', async () => {
    await page.goto('/chat');
    await expectVisible(
      page.getByText('Communication Profile Required'),
      '"Communication Profile Required"',
    );
    await expectVisible(action(page, 'Complete Assessment'), '"Complete Assessment"');
    await checkScreen(page, '13-coach-no-profile');
  });
});
