/**
 * The team view (docs/decisions/0103-people-screens.md): the user and four people on a DiSC circle
 * and a thinking-preference grid, the gaps and concentrations in words, and the same as a table;
 * axe and screenshots at phone and desktop width.
 */
import { describe, expect } from 'vitest';
import { inject } from 'vitest';
import { newAccount, submitIntjAssessment } from '../support/accounts.js';
import { journey } from '../support/journey.js';
import { checkScreen } from '../support/screens.js';
import { journeySession } from '../support/session.js';
import { expectCount, expectPath, expectVisible } from '../support/ui.js';

const account = newAccount('team', 'Morgan Team');

const TEAM = [
  {
    name: 'Dana',
    traits: { disc: 'D', mbti: 'ENTJ', thinking: 'Analytical', strength: 'Executing' },
  },
  {
    name: 'Priya',
    traits: { disc: 'D', mbti: 'ISTJ', thinking: 'Structural', strength: 'Executing' },
  },
  {
    name: 'Sam',
    traits: { disc: 'S', mbti: 'ESFP', thinking: 'Social', strength: 'Relationship' },
  },
  { name: 'Lee', traits: { disc: 'I', mbti: null, thinking: 'Analytical', strength: null } },
];

const session = await journeySession({
  account,
  prepare: async (idToken) => {
    await submitIntjAssessment(idToken);
    for (const person of TEAM) {
      const response = await fetch(`${inject('apiUrl')}/people`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
        body: JSON.stringify(person),
      });
      if (!response.ok)
        throw new Error(`POST /people: ${response.status} ${await response.text()}`);
    }
  },
});
const page = session.page;

describe('the team view', () => {
  const { step } = journey();

  step('the list links to the team view', async () => {
    await page.goto('/people');
    await expectPath(page, '/login');
    await page.getByLabel('Email Address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectPath(page, '/people');
    await page.getByRole('link', { name: 'See your team' }).click();
    await expectPath(page, '/people/team');
    await expectVisible(
      page.getByRole('heading', { level: 1, name: 'Your team' }),
      'the team view',
    );
  });

  step('both pictures are drawn with everyone on them, and described', async () => {
    const circle = page.getByRole('img', { name: /with 5 people placed by their DiSC style/ });
    await expectVisible(circle, 'the DiSC circle');
    for (const name of ['Dana', 'Priya', 'Sam', 'Lee', 'You']) {
      await expectVisible(circle.getByText(name, { exact: true }), `${name} on the circle`);
    }
    const grid = page.getByRole('img', { name: /with 5 people placed by their preference/ });
    await expectVisible(grid, 'the thinking grid');
    expect(await grid.getByText('• Dana').count()).toBe(1);
  });

  step('the gaps and concentrations are said in words', async () => {
    const findings = page
      .getByRole('region', { name: 'What the picture shows' })
      .getByRole('listitem');
    await expectVisible(findings, 'the findings');
    const text = (await findings.allTextContents()).join(' ');
    // Nobody here is C-style (a gap); three of five, the user among them, are D-style.
    expect(text).toContain('No one on your map is C-style');
    expect(text).toContain('3 of 5 people on your map are D-style');
    expect(text).toContain('No one on your map thinks conceptually first');
  });

  step('the text alternative lists everyone with their styles', async () => {
    const table = page.getByRole('table', { name: 'Everyone on the picture and their styles' });
    await expectCount(table.getByRole('row'), 6, 'rows (header, you and four people)');
    const sam = table.getByRole('row').filter({ hasText: 'Sam' });
    expect(await sam.textContent()).toContain('S (Steadiness)');
    expect(await sam.textContent()).toContain('Relationship Building');
    await checkScreen(page, 'people-team');
  });
});
