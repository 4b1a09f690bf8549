/**
 * docs/decisions/0106-how-you-come-across.md: "how you come across" on a pasted set of the user's
 * own messages, compared with their assessment framework by framework with quotes and counts;
 * too little text said so. axe and screenshots on the result.
 */
import { describe, expect } from 'vitest';
import { newAccount, submitIntjAssessment } from '../support/accounts.js';
import { journey } from '../support/journey.js';
import { checkScreen } from '../support/screens.js';
import { journeySession } from '../support/session.js';
import { expectCount, expectPath, expectVisible } from '../support/ui.js';

const account = newAccount('come-across', 'Casey Across');

/** Warm, softened messages: they read as S, against an assessed D. */
const MESSAGES = [
  'Thanks so much for pulling this together, I really appreciate it.',
  'Sorry to bother you again, but would it be possible to look at the draft when you have a moment?',
  'I was wondering if maybe we could talk about the plan together? No worries if not.',
  'Thank you for your patience with the changes, I know it has been a lot for the team.',
  'Could you perhaps send me the notes when you get a chance? Thanks!',
  'I hope everyone is doing okay. Happy to help if anyone needs a hand.',
].join('\n\n');

const session = await journeySession({ account, prepare: submitIntjAssessment });
const page = session.page;

describe('how you come across', () => {
  const { step } = journey();

  step('signing in on the way to /come-across returns there', async () => {
    await page.goto('/come-across');
    await expectPath(page, '/login');
    await page.getByLabel('Email Address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectPath(page, '/come-across');
    await expectVisible(
      page.getByRole('heading', { level: 1, name: 'How you come across' }),
      'the screen',
    );
  });

  step('too little text is said so', async () => {
    await page.getByLabel('Your messages').fill('Ok, thanks.');
    await page.getByRole('button', { name: 'Read my messages' }).click();
    await expectVisible(
      page.getByRole('heading', { name: /too little of your own writing/ }),
      'the too-little note',
    );
  });

  step('a pasted set is compared framework by framework, with quotes', async () => {
    await page.getByLabel('Your messages').fill(MESSAGES);
    await page.getByRole('button', { name: 'Read my messages' }).click();
    await expectVisible(
      page.getByRole('heading', { name: /Read from 6 messages/ }),
      'the headline',
    );
    const cards = page.locator('.self-read__framework');
    await expectCount(cards, 4, 'one card per framework');
    for (const label of ['DiSC', 'Emergenetics', 'MBTI', 'CliftonStrengths']) {
      await expectVisible(page.getByRole('heading', { level: 3, name: label }), label);
    }
    const disc = cards.first();
    await expectVisible(
      disc.getByText(/You rate yourself D .*but your messages read as S/),
      'the DiSC comparison',
    );
    const quotes = await page.locator('.self-read__examples blockquote').allTextContents();
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(MESSAGES).toContain(quote.replace('…', ''));
    await checkScreen(page, 'come-across');
  });
});
