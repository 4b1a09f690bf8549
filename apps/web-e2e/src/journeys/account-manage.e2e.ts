/**
 * docs/decisions/0035-account-deletion-export-and-erasure-in-files.md, the account page: change the display name (the header follows), change the password
 * (re-authentication first), download my data (checked against what was submitted), sign out
 * everywhere (another browser's session ends), delete the account (it can no longer sign in, and
 * its old token gets 401 from the API).
 */
import { beforeAll, describe, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { INTJ_PAYLOAD, newAccount, submitIntjAssessment } from '../support/accounts.js';
import { journey } from '../support/journey.js';
import { signInByRest } from '../support/oob.js';
import { checkScreen } from '../support/screens.js';
import { journeySession } from '../support/session.js';
import { errorBox, expectPath, expectVisible } from '../support/ui.js';

const account = newAccount('manage', 'Morgan Manage');
const secondPassword = `${account.password}-Two2`;

let other: BrowserContext;
let otherPage: Page;
const session = await journeySession({ account, prepare: submitIntjAssessment });
const page = session.page;

beforeAll(async () => {
  other = await session.browser.newContext({ baseURL: session.webUrl });
  otherPage = await other.newPage();
});

async function signIn(target: Page, password: string): Promise<void> {
  await target.goto('/login');
  await target.getByLabel('Email Address').fill(account.email);
  await target.getByLabel('Password', { exact: true }).fill(password);
  await target.getByRole('button', { name: 'Sign In' }).click();
  await expectPath(target, '/profile/me');
}

const storedToken = (target: Page) => target.evaluate(() => localStorage.getItem('authToken'));

describe('managing my account', () => {
  const { step } = journey();

  step('the user menu, named by the visible name, leads to the account page', async () => {
    await signIn(page, account.password);
    const menuButton = page.getByRole('button', { name: `${account.name}, User menu` });
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await expectPath(page, '/account');
    await expectVisible(
      page.getByRole('heading', { level: 1, name: 'Your account' }),
      'the account page',
    );
    await checkScreen(page, 'account-page');
  });

  step('a new display name is saved, announced and shown in the header', async () => {
    const field = page.getByRole('textbox', { name: 'Display name' });
    await field.fill('Morgan Renamed');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expectVisible(
      page.getByRole('status').getByText('Your name is saved.'),
      'the saved message',
    );
    await expectVisible(
      page.getByRole('button', { name: 'Morgan Renamed, User menu' }),
      'the new name in the header',
    );
  });

  step('a wrong current password is refused; the right one changes the password', async () => {
    await page.getByLabel('Current password', { exact: true }).fill('Wrong-password-1');
    await page.getByLabel('New password', { exact: true }).fill(secondPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(secondPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectVisible(
      errorBox(page).getByText('That password is not right. Please try again.'),
      'the wrong-password message',
    );
    await page.getByLabel('Current password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectVisible(
      page.getByRole('status').getByText('Your password is changed.'),
      'the changed message',
    );
    await expect(signInByRest(account.email, account.password)).rejects.toThrow(
      /INVALID_PASSWORD|INVALID_LOGIN/,
    );
    await signInByRest(account.email, secondPassword);
  });

  step('"Download my data" saves a JSON file with what was submitted', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('styleprint-my-data.json');
    const file = await download.path();
    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      account: { email: string };
      assessments: { payload: unknown; profile: { mbti: { Type: string } } }[];
    };
    expect(data.account.email).toBe(account.email);
    expect(data.assessments).toHaveLength(1);
    expect(data.assessments[0]?.payload).toEqual(INTJ_PAYLOAD);
    expect(data.assessments[0]?.profile.mbti.Type).toBe('INTJ');
  });

  step('"Sign out everywhere" ends the session in another browser too', async () => {
    await signIn(otherPage, secondPassword);
    // Revocation has one-second granularity: the other browser's token must predate it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expectPath(page, '/login');

    // The other browser finds out at its next call: its token is refused, and so is the refresh.
    await otherPage.goto('/dashboard');
    await expectVisible(
      otherPage
        .getByRole('heading', { name: 'Your session has ended' })
        .or(otherPage.getByRole('button', { name: 'Sign In' })),
      'the other browser signed out',
      30_000,
    );
  });

  step('deleting the account needs the password, names what is erased, and signs out', async () => {
    await signIn(page, secondPassword);
    const oldToken = await storedToken(page);
    expect(oldToken).toBeTruthy();
    await page.goto('/account');
    await page.getByRole('button', { name: 'Delete account…' }).click();
    await expectVisible(
      page.getByText('Deleting your account erases, at once and for good:'),
      'what is erased',
    );
    await checkScreen(page, 'account-delete-confirm');
    await page.getByLabel('Your password, to confirm').fill(secondPassword);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expectPath(page, '/login');
    // Told it is done, and not sent "back" to a page of the account that no longer exists.
    await expectVisible(
      page.getByRole('status').filter({
        hasText: 'Your account and everything stored with it are deleted.',
      }),
      'the deletion confirmed on the sign-in page',
    );
    expect(new URL(page.url()).search).toBe('');
    await checkScreen(page, 'login-after-account-deleted');

    const res = await fetch(`${inject('apiUrl')}/profile/me`, {
      headers: { Authorization: `Bearer ${oldToken}` },
    });
    expect(res.status).toBe(401);
    await expect(signInByRest(account.email, secondPassword)).rejects.toThrow(
      /EMAIL_NOT_FOUND|USER_NOT_FOUND|INVALID/,
    );
    await page.getByLabel('Email Address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(secondPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectVisible(errorBox(page), 'the deleted account refused');
  });
});
