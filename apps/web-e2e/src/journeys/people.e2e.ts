/**
 * People you work with (docs/decisions/0103-people-screens.md), on the real stack: the empty list
 * explains itself; a person added by hand shows up with their styles; the pair guides for two
 * contrasting people read differently and tag every line with its framework. Every new screen
 * passes axe at phone and desktop width and is photographed.
 */
import { describe, expect } from 'vitest';
import { newAccount, submitIntjAssessment } from '../support/accounts.js';
import { journey } from '../support/journey.js';
import { checkScreen } from '../support/screens.js';
import { journeySession } from '../support/session.js';
import { expectPath, expectVisible } from '../support/ui.js';

const account = newAccount('people', 'Robin Park');

const session = await journeySession({
  account,
  prepare: async (idToken) => {
    // INTJ, DiSC D first, Analytical: contrasts with a steady, people-first colleague.
    await submitIntjAssessment(idToken);
  },
});
const page = session.page;

const guideLines = (section: string) =>
  page
    .getByRole('region', { name: /^You and / })
    .getByRole('region', { name: section })
    .getByRole('listitem');

async function addByHand(name: string, choices: Record<string, string>): Promise<void> {
  await page.getByRole('button', { name: 'Add a person' }).first().click();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  for (const [label, option] of Object.entries(choices)) {
    await page.getByRole('combobox', { name: label }).selectOption({ label: option });
  }
  await page.getByRole('button', { name: 'Save person' }).click();
  await expectVisible(
    page.getByRole('status').getByText(`${name} is saved.`),
    `"${name} is saved."`,
  );
}

/** Every line of the open guide, with its framework tag. */
async function guideText(): Promise<string[]> {
  const guide = page.getByRole('region', { name: /^You and / });
  await expectVisible(guide.getByRole('listitem'), 'the pair guide lines');
  return guide.getByRole('listitem').allTextContents();
}

describe('people added by hand, and the pair guide', () => {
  const { step } = journey();

  step(
    'People is in the navigation; the empty list says what it is and that it is private',
    async () => {
      await page.goto('/login');
      await page.getByLabel('Email Address').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expectPath(page, '/profile/me');
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'People' })
        .click();
      await expectPath(page, '/people');
      await expectVisible(
        page.getByRole('heading', { level: 1, name: 'No people yet' }),
        'the empty state',
      );
      await expectVisible(page.getByText(/Only you can see them\./), 'the privacy line');
      await checkScreen(page, 'people-empty');
    },
  );

  step('adding a person by hand lists them with their styles', async () => {
    await page.getByRole('button', { name: 'Add a person' }).click();
    // The name is required before anything is sent.
    await page.getByRole('button', { name: 'Save person' }).click();
    await expectVisible(page.getByText('Please enter a name.'), 'the name message');
    await checkScreen(page, 'people-add');
    await page.getByRole('textbox', { name: 'Name' }).fill('Dana');
    await page
      .getByRole('combobox', { name: 'DiSC style' })
      .selectOption({ label: 'D (Dominance)' });
    await page.getByRole('combobox', { name: 'MBTI type' }).selectOption({ label: 'ENTJ' });
    await page.getByRole('button', { name: 'Save person' }).click();
    await expectVisible(page.getByRole('status').getByText('Dana is saved.'), '"Dana is saved."');
    const styles = page.getByRole('list', { name: 'Dana: styles' });
    await expect.poll(() => styles.textContent()).toContain('DiSC-style: D (Dominance)');
    expect(await styles.textContent()).toContain('Emergenetics-style: Not sure');
    await addByHand('Sam', {
      'DiSC style': 'S (Steadiness)',
      'MBTI type': 'ESFP',
      'Thinking preference': 'Social',
      'Strengths domain': 'Relationship Building',
    });
    await checkScreen(page, 'people-list');
  });

  step(
    'the pair guides of two contrasting people read differently and name frameworks',
    async () => {
      await page.getByRole('link', { name: 'Dana', exact: true }).click();
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Dana' }), "Dana's page");
      await expectVisible(
        page.getByRole('heading', { level: 2, name: 'You and Dana' }),
        'the pair guide',
      );
      const dana = await guideText();
      for (const section of ['Where you meet', 'How to open', 'How to give feedback']) {
        await expectVisible(
          page.getByRole('heading', { level: 3, name: section }),
          `the section "${section}"`,
        );
      }
      expect(dana.join('\n')).toMatch(/DiSC-style/);
      await checkScreen(page, 'people-guide-dana');

      await page.getByRole('link', { name: 'All people' }).click();
      await page.getByRole('link', { name: 'Sam', exact: true }).click();
      await expectVisible(
        page.getByRole('heading', { level: 2, name: 'You and Sam' }),
        "Sam's guide",
      );
      const sam = await guideText();
      // Every line carries a framework tag, and several frameworks speak.
      const tags = ['DiSC-style', 'MBTI-style', 'Emergenetics-style', 'CliftonStrengths-style'];
      for (const line of sam)
        expect(
          tags.some((tag) => line.includes(tag)),
          line,
        ).toBe(true);
      expect(tags.filter((tag) => sam.some((line) => line.includes(tag))).length).toBeGreaterThan(
        1,
      );
      expect(sam).not.toEqual(dana);
      const danaOpen = dana.filter((line) => line.includes('DiSC-style'));
      const samOpen = sam.filter((line) => line.includes('DiSC-style'));
      expect(samOpen).not.toEqual(danaOpen);
      await expectVisible(guideLines('Where you clash'), 'where you and Sam clash');
      await checkScreen(page, 'people-guide-sam');
    },
  );
});
