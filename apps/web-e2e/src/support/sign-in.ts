/** Signing in through the sign-in form, as a person does. */
import type { Page } from 'playwright-core';
import type { TestAccount } from './accounts.js';

/** Fills and sends the sign-in form; the caller says where the person should land. */
export async function signInWithForm(
  page: Page,
  account: Pick<TestAccount, 'email' | 'password'>,
): Promise<void> {
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs out through the user menu. */
export async function signOutWithMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /User menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
}
