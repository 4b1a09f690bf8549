/**
 * A person saved from a coach analysis (docs/decisions/0103-people-screens.md), on the real stack:
 * the coach offers "Save Jordan to People" (the conversation kept only when ticked), Jordan's page
 * shows the DiSC style and confidence the analysis showed and the quotes the read rests on,
 * striking them out changes the read at once and for good, and "Who is this with?" then offers
 * Jordan and sends their id with the analysis, which then says Jordan is in People already.
 * Every new screen passes axe at phone and desktop width and is photographed.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { createAccount, newAccount, submitIntjAssessment } from '../support/accounts.js';
import { journey } from '../support/journey.js';
import { checkScreen } from '../support/screens.js';
import { openSession, type Session } from '../support/session.js';
import { expectPath, expectVisible } from '../support/ui.js';

const account = newAccount('people-read', 'Robin Park');

/** Jordan writes plenty, directly: the coach reads a style from it and quotes the lines. */
const CONVERSATION = [
  'Jordan: I need the revised budget on my desk by Friday at noon. No extensions this time.',
  'Robin: I think I could maybe have a first draft by then, if that works?',
  'Jordan: A draft is not enough. Send the final numbers, flag the two biggest risks, and tell me what you decided about the vendor.',
  'Jordan: Decide today. If the vendor cannot commit to the date, drop them and move on.',
  'Robin: Okay, I will try.',
].join('\n');

let session: Session;
let page: Page;
/** Jordan's id, from the address of their page. */
let jordanId = '';
/** What the coach's analysis said of Jordan: the DiSC letter and how sure, in per cent. */
let shown = { disc: '', percent: '' };

beforeAll(async () => {
  const { idToken } = await createAccount(account);
  // INTJ, DiSC D first, Analytical: contrasts with a steady, people-first colleague.
  await submitIntjAssessment(idToken);
  session = await openSession();
  page = session.page;
});
afterAll(async () => {
  await session?.close();
});

async function signIn(): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectPath(page, '/profile/me');
}

describe('a person saved from an analysis, and their evidence', () => {
  const { step } = journey();

  step(
    'after an analysis the coach offers "Save Jordan to People", conversation not kept by default',
    async () => {
      await signIn();
      await page.goto('/chat');
      await expectVisible(page.getByText('AI Connected', { exact: true }), '"AI Connected"');
      await page.getByRole('textbox', { name: 'Conversation to analyze' }).fill(CONVERSATION);
      await page.getByRole('button', { name: 'Analyze Conversation' }).click();
      const save = page.getByRole('button', { name: 'Save Jordan to People' });
      await expectVisible(save, '"Save Jordan to People"');
      // "Jordan comes across as … (DiSC D: Dominance) … high confidence (71%)."
      const read =
        (await page
          .getByText(/Jordan comes across as/)
          .first()
          .textContent()) ?? '';
      const match = /\(DiSC ([DISC]):.*? confidence \((\d+)%\)/.exec(read);
      expect(match, `the analysis' read of Jordan: ${read}`).not.toBeNull();
      shown = { disc: match?.[1] ?? '', percent: match?.[2] ?? '' };
      const keep = page.getByRole('checkbox', { name: 'Keep this conversation with Jordan' });
      expect(await keep.isChecked()).toBe(false);
      await checkScreen(page, 'people-coach-save');
      await save.click();
      await expectVisible(page.getByText('Jordan is saved to People.'), 'the saved message');
    },
  );

  step("Jordan's page shows each read trait with the quotes it rests on", async () => {
    await page.getByRole('link', { name: 'Open Jordan in People' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Jordan' }), "Jordan's page");
    jordanId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
    await expectVisible(page.getByText('Read from a conversation'), 'the origin');
    const disc = page.getByRole('region', { name: 'DiSC-style' });
    await expectVisible(disc.getByText(/% sure/), 'the confidence of the DiSC-style read');
    // One rule for a read (docs/decisions/0107-one-rule-for-a-read.md): the saved person is the
    // person the analysis described, style and confidence alike.
    expect(await disc.locator('.trait-card__value').textContent()).toMatch(
      new RegExp(`^${shown.disc} \\(`),
    );
    expect(await disc.locator('.trait-card__meta').first().textContent()).toContain(
      `${shown.percent}% sure`,
    );
    await expectVisible(
      disc.getByRole('button', { name: /^Strike out the quote "/ }),
      'a quote with its strike-out button',
    );
    // Nothing of the conversation was kept.
    expect(await page.getByRole('heading', { name: 'The conversation you kept' }).count()).toBe(0);
    await checkScreen(page, 'people-detail');
  });

  step('striking out the quotes of a trait changes the read at once', async () => {
    const disc = page.getByRole('region', { name: 'DiSC-style' });
    const before = await disc.locator('.trait-card__value').textContent();
    const buttons = disc.getByRole('button', { name: /^Strike out the quote "/ });
    const count = await buttons.count();
    for (let i = 0; i < count; i += 1) {
      await buttons.first().click();
      await expectVisible(page.getByRole('status').getByText('DiSC-style updated.'), 'the update');
    }
    await expect.poll(() => disc.locator('.trait-card__value').textContent()).not.toBe(before);
    await expectVisible(
      disc.getByRole('button', { name: /^Put back the quote "/ }),
      'the struck quotes with "Put back"',
    );
    // The change is stored: a fresh load shows the same read.
    const after = await disc.locator('.trait-card__value').textContent();
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'DiSC-style' })
          .locator('.trait-card__value')
          .textContent(),
      )
      .toBe(after);
    await checkScreen(page, 'people-detail-struck');
  });

  step(
    'with Jordan saved, "Who is this with?" offers them and the analysis is for them',
    async () => {
      await page.goto('/chat');
      await expectVisible(page.getByText('AI Connected', { exact: true }), '"AI Connected"');
      const who = page.getByRole('combobox', { name: 'Who is this with?' });
      await expectVisible(who, 'the "Who is this with?" select');
      await who.selectOption({ label: 'Jordan' });
      await page.getByRole('textbox', { name: 'Conversation to analyze' }).fill(CONVERSATION);
      const request = page.waitForRequest(
        (r) => r.url().endsWith('/analysis/analyze-conversation') && r.method() === 'POST',
      );
      await page.getByRole('button', { name: 'Analyze Conversation' }).click();
      expect((await request).postDataJSON()).toMatchObject({ personId: jordanId });
      await expectVisible(
        page.getByRole('tab', { name: 'Chat Mode', selected: true }),
        'the reply',
      );
      await checkScreen(page, 'people-coach-who');
      // Jordan is the person the analysis was asked about: in People already, nothing to save
      // (docs/decisions/0130-coach-pasted-comment-threads-and-advances.md).
      await expectVisible(
        page.getByText('Jordan is already in your People.'),
        'that Jordan is already in People',
      );
      expect(await page.getByRole('button', { name: 'Save Jordan to People' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Open Jordan in People' }).click();
      await expectPath(page, `/people/${encodeURIComponent(jordanId)}`);
    },
  );
});
