/**
 * The AI Coach's Chat Mode as the coach journeys drive it: signing in on /login and opening the
 * coach, the message box, the conversation and its newest message, and asking a question.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestAccount } from './accounts.js';
import { signInWithForm } from './sign-in.js';
import { expectPath, expectVisible } from './ui.js';

/** Signs in on /login, opens the AI Coach from the navigation and waits for "AI Connected". */
export async function openCoach(
  page: Page,
  account: Pick<TestAccount, 'email' | 'password'>,
): Promise<void> {
  await page.goto('/login');
  await signInWithForm(page, account);
  await expectPath(page, '/profile/me');
  await page.getByRole('link', { name: 'AI Coach' }).first().click();
  await expectPath(page, '/chat');
  await expectVisible(page.getByText('AI Connected', { exact: true }), '"AI Connected"');
}

export function chatMode(page: Page) {
  const log = () => page.getByRole('region', { name: 'Messages' });
  const messages = () => log().locator('li.coach-message');
  const box = () => page.getByRole('textbox', { name: 'Your message' });
  return {
    log,
    box,
    newest: () => messages().last(),

    /** Opens the AI Coach signed in (openCoach) and picks Chat Mode. */
    async open(account: Pick<TestAccount, 'email' | 'password'>): Promise<void> {
      await openCoach(page, account);
      await page.getByRole('tab', { name: 'Chat Mode' }).click();
    },

    /** Sends a message and waits until the coach's answer to it is on screen. */
    async ask(message: string): Promise<void> {
      const before = await messages().count();
      await box().fill(message);
      await box().press('Enter');
      await expect
        .poll(async () => messages().count(), { timeout: 20_000 })
        .toBeGreaterThanOrEqual(before + 2);
      await expectVisible(messages().last().getByText('AI Coach', { exact: true }), 'the reply');
    },
  };
}
