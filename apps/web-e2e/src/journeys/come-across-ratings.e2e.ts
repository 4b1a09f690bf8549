/**
 * docs/decisions/0108-how-others-see-you.md: A asks colleagues for a rating by link; two rate and
 * A sees how many answered and nothing of their answers; a third rates and A sees the combined
 * view beside the self-view. A closed link then tells a colleague so. axe and screenshots on every
 * new screen.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  createAccount,
  newAccount,
  submitIntjAssessment,
  type TestAccount,
} from '../support/accounts.js';
import { journey } from '../support/journey.js';
import { checkScreen } from '../support/screens.js';
import { journeySession } from '../support/session.js';
import { signInWithForm } from '../support/sign-in.js';
import { expectHidden, expectPath, expectVisible } from '../support/ui.js';
import { VIEWPORTS } from '../support/viewports.js';

const asker = newAccount('ratings-asker', 'Robin Asker');
const [bea, cal, dee] = [
  newAccount('ratings-bea', 'Bea Rater'),
  newAccount('ratings-cal', 'Cal Rater'),
  newAccount('ratings-dee', 'Dee Rater'),
];

const session = await journeySession({ account: asker, prepare: submitIntjAssessment });
const page = session.page;
let link = '';
let linkPath = '';

/** A colleague's own browser: a fresh context, signed out, at desktop size. */
async function colleagueBrowser(): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await session.browser.newContext({
    baseURL: session.webUrl,
    viewport: VIEWPORTS.desktop,
  });
  context.setDefaultTimeout(15_000);
  return { page: await context.newPage(), close: () => context.close() };
}

/** Answers the five questions: fast, task first, plain, facts first, plans settled early. */
async function answerAll(colleague: Page): Promise<void> {
  for (const label of [
    /^Clearly: move fast/,
    /^A bit more: getting the work done right/,
    /^Clearly: say so plainly/,
    /^A bit more: the facts/,
    /^Clearly: settles them early/,
  ]) {
    await colleague.getByRole('radio', { name: label }).check();
  }
  await colleague.getByRole('button', { name: 'Send my answers' }).click();
  await expectVisible(
    colleague.getByRole('heading', { level: 1, name: 'Thank you' }),
    'the thank-you',
  );
}

/** A colleague with an account opens the link, signs in on the way, and rates. */
async function rateAs(account: TestAccount): Promise<void> {
  await createAccount(account);
  const colleague = await colleagueBrowser();
  try {
    await colleague.page.goto(linkPath);
    await expectPath(colleague.page, '/login');
    await signInWithForm(colleague.page, account);
    await expectPath(colleague.page, linkPath);
    await answerAll(colleague.page);
  } finally {
    await colleague.close();
  }
}

const othersSection = () => page.getByRole('region', { name: 'How others see you' });

describe('how others see you', () => {
  const { step } = journey();

  step('A asks colleagues from "How you come across" and gets a link to copy', async () => {
    await page.goto('/come-across');
    await expectPath(page, '/login');
    await signInWithForm(page, asker);
    await expectPath(page, '/come-across');
    await expectVisible(othersSection(), 'the section');
    await expectVisible(othersSection().getByText(/No one has answered yet/), 'nobody yet');
    await expect
      .poll(() => page.getByLabel('Your name, as colleagues know you').inputValue())
      .toBe('Robin Asker');
    await page.getByRole('button', { name: 'Ask colleagues' }).click();
    const field = page.getByRole('textbox', { name: 'Link to send to colleagues' });
    await expectVisible(field, 'the link');
    link = await field.inputValue();
    linkPath = new URL(link).pathname;
    expect(linkPath).toMatch(/^\/rate\/[A-Za-z0-9_-]{43}$/);
    await expectVisible(othersSection().getByText('Open', { exact: true }), 'the open link');
    await checkScreen(page, 'come-across-ask');
  });

  step('a colleague with no account signs up from the link, comes back and rates', async () => {
    const colleague = await colleagueBrowser();
    try {
      const ratePage = colleague.page;
      await ratePage.goto(linkPath);
      await expectPath(ratePage, '/login');
      await ratePage.getByRole('link', { name: 'Create account' }).click();
      await expectPath(ratePage, '/signup');
      await ratePage.getByLabel('Full Name').fill(bea.name);
      await ratePage.getByLabel('Email Address').fill(bea.email);
      await ratePage.getByLabel('Password', { exact: true }).fill(bea.password);
      await ratePage.getByLabel('Confirm Password', { exact: true }).fill(bea.password);
      await ratePage.getByRole('button', { name: 'Create Account' }).click();
      await expectPath(ratePage, linkPath);
      await expectVisible(
        ratePage.getByRole('heading', { level: 1, name: 'How does Robin Asker come across?' }),
        'the rating screen',
      );
      await expectVisible(
        ratePage.getByText(/Robin Asker sees only the combined result, never who said what/),
        'the privacy promise',
      );
      await checkScreen(ratePage, 'rate');
      await answerAll(ratePage);
      await checkScreen(ratePage, 'rate-thanks');
    } finally {
      await colleague.close();
    }
  });

  step('with two ratings A sees how many answered, and nothing of the answers', async () => {
    await rateAs(cal);
    await page.goto('/come-across');
    await expectVisible(
      othersSection().getByText(/^2 of 3 colleagues have answered\./),
      'the count',
    );
    await expectHidden(othersSection().getByText('Colleagues see'), 'any combined view');
    await expectHidden(
      othersSection().getByRole('heading', { name: /colleagues see/ }),
      'the result heading',
    );
  });

  step('a third rating shows the combined view beside the self-view', async () => {
    await rateAs(dee);
    await page.goto('/come-across');
    await expectVisible(
      othersSection().getByRole('heading', { level: 3, name: 'What 3 colleagues see' }),
      'the combined view',
    );
    const disc = othersSection().locator('li', {
      has: page.getByRole('heading', { level: 4, name: 'DiSC-style' }),
    });
    await expectVisible(disc.getByText('Dominance (D): fast, and the task first'), 'DiSC seen');
    await expectVisible(disc.getByText('Matches'), 'the comparison with the self-view');
    await expectVisible(
      othersSection().getByText(/Leans to “Fast, decides quickly”\./),
      'where the answers sit',
    );
    for (const rater of [bea, cal, dee]) {
      await expectHidden(page.getByText(rater.name), `${rater.name}'s name`);
    }
    await checkScreen(page, 'come-across-others');
  });

  step('A closes the link; a colleague who opens it is told it has closed', async () => {
    await othersSection()
      .getByRole('button', { name: /^Close link made / })
      .click();
    await expectVisible(othersSection().getByText('Closed', { exact: true }), 'the closed link');
    const colleague = await colleagueBrowser();
    try {
      await colleague.page.goto(linkPath);
      await signInWithForm(colleague.page, cal);
      await expectVisible(
        colleague.page.getByRole('heading', { level: 1, name: 'This link cannot be used' }),
        'the closed-link screen',
      );
      await expectVisible(
        colleague.page.getByText(/This rating link has closed/),
        'why it cannot be used',
      );
      await checkScreen(colleague.page, 'rate-closed');
    } finally {
      await colleague.close();
    }
  });
});
