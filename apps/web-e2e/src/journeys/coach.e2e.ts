/**
 * The AI Coach with a profile (spec §2, §4), against the API's embedded coach engine: the badge
 * connects, an analysis seeds the chat and switches to Chat Mode, a chat message gets a reply,
 * the results stay in Analyze mode, and Start Over asks before clearing. Each state passes axe.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { createAccount, newAccount, submitIntjAssessment } from '../support/accounts.js';
import { journey } from '../support/journey.js';
import { checkScreen } from '../support/screens.js';
import { openSession, type Session } from '../support/session.js';
import { expectCount, expectHidden, expectPath, expectVisible } from '../support/ui.js';

const account = newAccount('coach', 'Jordan Lee');
const CONVERSATION = [
  'Sam: Can you send me the quarterly numbers today?',
  'Me: I think maybe I could possibly get them to you tomorrow, if that is okay?',
  'Sam: We really need them for the board meeting this afternoon.',
].join('\n');

let session: Session;
let page: Page;

beforeAll(async () => {
  const { idToken } = await createAccount(account);
  await submitIntjAssessment(idToken);
  session = await openSession();
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

const tab = (name: string) => page.getByRole('tab', { name });
const log = () => page.getByRole('region', { name: 'Messages' });
/** Each message in the log is signed "You" or "AI Coach". */
const sent = () => log().getByText('You', { exact: true });
const replies = () => log().getByText('AI Coach', { exact: true });

async function expectMessages(fromUser: number, fromCoach: number, when: string) {
  await expectCount(sent(), fromUser, `your messages ${when}`);
  await expectCount(replies(), fromCoach, `coach replies ${when}`);
}

describe('the AI Coach with a profile', () => {
  const { step } = journey();

  step('opening the coach connects and shows the profile summary', async () => {
    await page.goto('/login');
    await page.getByLabel('Email Address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectPath(page, '/profile/me');
    await page.getByRole('link', { name: 'AI Coach' }).first().click();
    await expectPath(page, '/chat');
    await expectVisible(page.getByText('AI Connected', { exact: true }), '"AI Connected"');
    await expectVisible(page.getByText('INTJ', { exact: true }), 'the profile summary (INTJ)');
    expect(await tab('Analyze Conversation').getAttribute('aria-selected')).toBe('true');
    await checkScreen(page, '14-coach-analyze');
  });

  step('analyzing a conversation seeds the chat and switches to Chat Mode', async () => {
    await page.getByRole('textbox', { name: 'Conversation to analyze' }).fill(CONVERSATION);
    await expectVisible(page.getByText(`${CONVERSATION.length}/2000`), 'the character counter');
    await page.getByRole('button', { name: 'Analyze Conversation' }).click();
    await expectVisible(tab('Chat Mode').and(page.locator('[aria-selected="true"]')), 'Chat Mode');
    await expectVisible(
      log().getByText(/^Please analyze this conversation:/),
      'the analysis request in the chat',
    );
    await expectVisible(
      log().getByRole('heading', { name: 'Communication Style' }),
      'the coach’s reply with its headings',
    );
    await expectMessages(1, 1, 'after the analysis');
    await checkScreen(page, '15-coach-chat-after-analysis');
  });

  step('a chat message gets a reply', async () => {
    const box = page.getByRole('textbox', { name: 'Your message' });
    await box.fill('How should I answer Sam without sounding unsure?');
    await box.press('Enter');
    await expectMessages(2, 2, 'after one question');
    await expectHidden(page.getByText('AI is thinking...'), 'the thinking indicator');
    await expectVisible(page.getByText('AI Connected', { exact: true }), '"AI Connected"');
  });

  step('the analysis results stay in Analyze mode', async () => {
    await tab('Analyze Conversation').click();
    await expectVisible(page.getByRole('heading', { name: 'Analysis Results' }), 'the results');
    await expectVisible(
      page.getByRole('button', { name: 'Continue in Chat Mode' }),
      '"Continue in Chat Mode"',
    );
    await expectVisible(page.getByRole('button', { name: 'Analyze Another' }), '"Analyze Another"');
    await checkScreen(page, '16-coach-analysis-results');
  });

  step('Start Over asks first, then clears the conversation', async () => {
    // confirm() blocks the click until it is answered, so answer it from a listener.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Start Over' }).click();
    expect(asked).toEqual([
      'Are you sure you want to clear the conversation? This action cannot be undone.',
    ]);
    await expectHidden(page.getByRole('heading', { name: 'Analysis Results' }), 'the results');
    expect(await page.getByRole('textbox', { name: 'Conversation to analyze' }).inputValue()).toBe(
      '',
    );
    await expectVisible(page.getByText('AI Connected', { exact: true }), '"AI Connected"');
    await tab('Chat Mode').click();
    await expectMessages(0, 0, 'after Start Over');
  });
});
