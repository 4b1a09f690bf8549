/**
 * The chat answers the question asked (docs/decisions/0126-coach-chat-situations.md), against the
 * API's embedded coach: a specific question gets its own facts back in the reading and the reply;
 * a vague one gets one clarifying question with choices as buttons, and a click answers the
 * chosen situation. Each screen passes axe at phone and desktop width, with screenshots.
 */
import { describe, expect } from 'vitest';
import { newAccount, submitIntjAssessment } from '../support/accounts.js';
import { journey } from '../support/journey.js';
import { checkScreen } from '../support/screens.js';
import { journeySession } from '../support/session.js';
import { chatMode } from '../support/coach-chat.js';
import { expectVisible } from '../support/ui.js';

const account = newAccount('coach-chat', 'Sam Ortiz');

const session = await journeySession({ account, prepare: submitIntjAssessment });
const page = session.page;

describe('the chat answers the question asked', () => {
  const { step } = journey();
  const chat = () => chatMode(page);
  const newest = () => chat().newest();
  const log = () => chat().log();
  const ask = (message: string) => chat().ask(message);

  step('signing in and opening Chat Mode', async () => {
    await chat().open(account);
  });

  step('a specific question gets its own facts back', async () => {
    await ask(
      'Our Q3 vendor report is due to Priya on Friday Sept 12 but finance only sent the numbers yesterday. How do I ask for until Wednesday the 17th without looking disorganized?',
    );
    const reply = newest();
    await expectVisible(reply.getByText(/Hi Priya,/), 'the reply addressed to Priya');
    const text = (await reply.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('Wednesday the 17th');
    expect(text).toContain('the Q3 vendor report');
    expect(text).toContain('because finance only sent the numbers yesterday');
    expect(text).not.toMatch(/You asked "/);
    await reply.evaluate((item) => item.scrollIntoView({ block: 'start' }));
    await checkScreen(page, '42-coach-chat-specific');
  });

  step('a vague question gets one clarifying question with choices', async () => {
    await ask('how do I handle my boss?');
    const question = newest().getByRole('group', {
      name: 'Which is closest to what you need help with?',
    });
    await expectVisible(question, 'the clarifying question');
    const choices = question.getByRole('button');
    expect(await choices.count()).toBeGreaterThanOrEqual(2);
    expect(await choices.count()).toBeLessThanOrEqual(3);
    await newest().evaluate((item) => item.scrollIntoView({ block: 'start' }));
    await checkScreen(page, '43-coach-chat-clarify');
  });

  step('a click on a choice answers that situation', async () => {
    const question = newest().getByRole('group', {
      name: 'Which is closest to what you need help with?',
    });
    const first = question.getByRole('button').first();
    const label = (await first.innerText()).trim();
    const before = await log().locator('li.coach-message').count();
    await first.click();
    await expect
      .poll(async () => log().locator('li.coach-message').count(), { timeout: 20_000 })
      .toBe(before + 2);
    await expectVisible(log().getByText(label, { exact: true }).last(), 'the choice, sent');
    await expectVisible(
      newest().getByRole('heading', { name: /Suggested Improved Response|Coaching Advice/ }),
      'the answer after the choice',
    );
    expect(await log().getByRole('group').count()).toBe(0);
  });
});
