/**
 * The coach's reading of a pasted conversation (docs/decisions/0127-coach-reading-shown-and-corrected.md),
 * against the API's embedded engine: above the answer it says who is who, what is going on and
 * what the answer is for; "Not right?" offers the next readings, with the keyboard, and choosing
 * one rewrites the answer for it. Each state passes axe at 390 and 1280 px.
 */
import { describe, expect } from 'vitest';
import { newAccount, submitIntjAssessment } from '../support/accounts.js';
import { chatMode, openCoach } from '../support/coach-chat.js';
import { journey } from '../support/journey.js';
import { checkScreen } from '../support/screens.js';
import { journeySession } from '../support/session.js';
import { expectVisible } from '../support/ui.js';

const account = newAccount('reading', 'Sam Okafor');
const CONVERSATION = [
  'Jordan: Where are we on the pricing page? I need it live by Thursday.',
  'Me: The layout is done; the copy needs another pass.',
  'Jordan: Is it done or not? Send me what you have today.',
].join('\n');

const session = await journeySession({ account, prepare: submitIntjAssessment });
const page = session.page;
const chat = chatMode(page);
const reading = () => chat.newest().locator('section.coach-reading');

describe("the coach's reading, shown and corrected", () => {
  const { step } = journey();

  step('an analysis opens with what the coach understood', async () => {
    await openCoach(page, account);
    await page.getByRole('textbox', { name: 'Conversation to analyze' }).fill(CONVERSATION);
    await page.getByRole('button', { name: 'Analyze Conversation' }).click();
    await expectVisible(
      chat.newest().getByRole('heading', { name: "What's going on" }),
      'the reading above the answer',
    );
    const text = await reading().textContent();
    expect(text).toContain('The lines marked "Me" are yours; the other person is Jordan.');
    expect(text).toContain('Jordan is waiting for an answer or a date from you');
    expect(text).toContain('What the answer helps you do:');
    // Focus lands on the reading's heading, where the answer starts.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("What's going on");
    await chat.newest().evaluate((item) => item.scrollIntoView({ block: 'start' }));
    await checkScreen(page, '65-coach-reading');
  });

  step('"Not right?" offers other readings, and choosing one rewrites the answer', async () => {
    const before = await chat.newest().locator('.coach-reply__text--suggested').textContent();
    const toggle = reading().getByRole('button', { name: 'Not right?' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const group = reading().getByRole('group', { name: 'Which is closer to what is going on?' });
    await expectVisible(group, 'the other readings');
    await chat.newest().evaluate((item) => item.scrollIntoView({ block: 'start' }));
    await checkScreen(page, '66-coach-reading-choices');
    const choice = group.getByRole('button', { name: /^Jordan is pushing back/ });
    await choice.focus();
    await page.keyboard.press('Enter');
    await expectVisible(
      chat.newest().getByText('You chose this reading; the answer is written for it.'),
      'the chosen reading',
    );
    expect(await reading().textContent()).toContain('Jordan is pushing back on what you proposed');
    const after = await chat.newest().locator('.coach-reply__text--suggested').textContent();
    expect(after).not.toBe(before);
    await expectVisible(
      chat.log().getByText(/^Read it this way instead: Jordan is pushing back/),
      'the correction in the conversation',
    );
    await chat.newest().evaluate((item) => item.scrollIntoView({ block: 'start' }));
    await checkScreen(page, '67-coach-reading-corrected');
  });
});
