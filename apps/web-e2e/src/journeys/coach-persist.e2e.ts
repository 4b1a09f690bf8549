/**
 * The coach's current conversation is kept for the browser session
 * (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md): leaving the coach through
 * the navigation and coming back shows it again, signing out clears it, and the next person to
 * sign in on this browser starts with none. The selected mode stays distinguishable in forced
 * colours (a system-colour border, not only the pill's 1.14:1 fill).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { newAccount, submitIntjAssessment } from '../support/accounts.js';
import { ARTIFACTS } from '../support/config.js';
import { journey } from '../support/journey.js';
import { journeySession } from '../support/session.js';
import { signInWithForm, signOutWithMenu } from '../support/sign-in.js';
import { expectCount, expectPath, expectVisible } from '../support/ui.js';

const account = newAccount('coach-persist', 'Morgan Keep');
const QUESTION = 'How do I tell my manager the deadline will slip?';

const session = await journeySession({ account, prepare: submitIntjAssessment });
const page = session.page;

const tab = (name: string) => page.getByRole('tab', { name });
const log = () => page.getByRole('region', { name: 'Messages' });
const sent = () => log().getByText('You', { exact: true });
const replies = () => log().getByText('AI Coach', { exact: true });
const savedKeys = () =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('coach')));

async function signIn(): Promise<void> {
  await page.goto('/login');
  await signInWithForm(page, account);
  await expectPath(page, '/profile/me');
}

/** The tab's border as drawn: width and colour, and the colour behind it. */
async function tabBorder(name: string) {
  return tab(name).evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      width: Number.parseFloat(style.borderBottomWidth),
      color: style.borderBottomColor,
      background: style.backgroundColor,
    };
  });
}

describe('the coach keeps the conversation for the session', () => {
  const { step } = journey();

  step('a question asked in Chat Mode gets a reply', async () => {
    await signIn();
    await page.getByRole('link', { name: 'AI Coach' }).first().click();
    await expectPath(page, '/chat');
    await expectVisible(page.getByText('AI Connected', { exact: true }), '"AI Connected"');
    await tab('Chat Mode').click();
    const box = page.getByRole('textbox', { name: 'Your message' });
    await box.fill(QUESTION);
    await box.press('Enter');
    await expectCount(sent(), 1, 'your messages');
    await expectCount(replies(), 1, 'coach replies');
  });

  step('leaving through the navigation and coming back shows the same conversation', async () => {
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expectPath(page, '/dashboard');
    await page.getByRole('link', { name: 'AI Coach' }).first().click();
    await expectPath(page, '/chat');
    await tab('Chat Mode').click();
    await expectVisible(log().getByText(QUESTION), 'the question asked before leaving');
    await expectCount(sent(), 1, 'your messages after coming back');
    await expectCount(replies(), 1, 'coach replies after coming back');
  });

  step('in forced colours the selected mode has its own system-colour border', async () => {
    await page.emulateMedia({ forcedColors: 'active' });
    try {
      expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
      const selected = await tabBorder('Chat Mode');
      const other = await tabBorder('Analyze Conversation');
      expect(selected.width, 'the selected tab’s border').toBeGreaterThanOrEqual(2);
      expect(selected.color, 'the border is not the background colour').not.toBe(
        selected.background,
      );
      // The other tab's border is drawn in the background colour (or thinner): only the
      // selected one shows.
      expect(
        selected.color !== other.color || selected.width > other.width,
        `selected ${JSON.stringify(selected)} vs other ${JSON.stringify(other)}`,
      ).toBe(true);
      mkdirSync(ARTIFACTS.screenshots, { recursive: true });
      await page.getByRole('tablist').screenshot({
        path: path.join(ARTIFACTS.screenshots, 'coach-modes-forced-colors.png'),
      });
    } finally {
      await page.emulateMedia({ forcedColors: 'none' });
    }
  });

  step('signing out clears it; signing in again starts a new conversation', async () => {
    expect(await savedKeys(), 'the conversation is kept in this tab').not.toEqual([]);
    await signOutWithMenu(page);
    await expectPath(page, '/login');
    expect(await savedKeys(), 'nothing of the coach is left after sign-out').toEqual([]);
    await signIn();
    await page.goto('/chat');
    await expectVisible(page.getByText('AI Connected', { exact: true }), '"AI Connected"');
    await tab('Chat Mode').click();
    await expectCount(log().getByText(QUESTION), 0, 'earlier questions');
    await expectCount(sent(), 0, 'your messages after signing in again');
  });
});
