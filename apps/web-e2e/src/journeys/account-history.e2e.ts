/**
 * docs/decisions/0035-account-deletion-export-and-erasure-in-files.md, "My results over time" and "Take it with you": three retakes listed with their dates,
 * trend charts with headings, two results compared in words ("Your DiSC moved from D to S"),
 * one result deleted, and the profile's print layout rendered to PDF by Chromium (page.pdf, in
 * print media: navigation hidden, charts included, one or two pages).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { inject } from 'vitest';
import { newAccount } from '../support/accounts.js';
import { ARTIFACTS } from '../support/config.js';
import { journey } from '../support/journey.js';
import { checkScreen } from '../support/screens.js';
import { journeySession } from '../support/session.js';
import { expectCount, expectPath, expectVisible } from '../support/ui.js';
import { VIEWPORTS } from '../support/viewports.js';

const account = newAccount('history', 'Harper History');

/** Three retakes, oldest first, each with a different DiSC primary. */
const RETAKES = [
  { mbti: 'INTJ', disc: 'DCi', analytical: 2, social: 0 },
  { mbti: 'INFJ', disc: 'SiC', analytical: 1, social: 1 },
  { mbti: 'ENFP', disc: 'CSD', analytical: 0, social: 2 },
];

async function submit(idToken: string, retake: (typeof RETAKES)[number]): Promise<void> {
  const response = await fetch(`${inject('apiUrl')}/quiz/submit-assessment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({
      mbti: retake.mbti,
      disc: retake.disc,
      emergenetics: {
        analytical: retake.analytical,
        structural: 0,
        social: retake.social,
        conceptual: 0,
        expressiveness: 'medium',
        assertiveness: 'high',
        flexibility: 'low',
      },
      cliftonStrengths: { executing: 1, influencing: 0, relationship: 1, thinking: 1 },
    }),
  });
  if (!response.ok) throw new Error(`submit: ${response.status} ${await response.text()}`);
}

const session = await journeySession({
  account,
  prepare: async (idToken) => {
    for (const retake of RETAKES) await submit(idToken, retake);
  },
});
const page = session.page;

describe('my results over time', () => {
  const { step } = journey();

  step('signing in on the way to the history returns there (return-to)', async () => {
    await page.goto('/profile/history');
    await expectPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/profile/history');
    await page.getByLabel('Email Address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectPath(page, '/profile/history');
  });

  step('every result is listed with its date, newest first', async () => {
    await expectVisible(
      page.getByRole('heading', { level: 1, name: 'Your results over time' }),
      'the history',
    );
    const items = page
      .getByRole('list')
      .filter({ has: page.getByRole('button', { name: /^Delete the result of/ }) })
      .getByRole('listitem');
    await expectCount(items, 3, 'results');
    await expect.poll(() => items.first().textContent()).toContain('ENFP');
    await expect.poll(() => items.last().textContent()).toContain('INTJ');
  });

  step('the trend charts have headings and read as tables', async () => {
    await expectVisible(
      page.getByRole('heading', { level: 3, name: 'Thinking preferences' }),
      'the thinking chart heading',
    );
    await expectVisible(
      page.getByRole('heading', { level: 3, name: 'Strengths domains' }),
      'the strengths chart heading',
    );
    await expectCount(
      page.getByRole('table', { name: /Thinking preferences, score/ }).getByRole('row'),
      4,
      'rows (header + 3 results)',
    );
  });

  step(
    'the latest two are compared in words; choosing the first result changes the comparison',
    async () => {
      await expectVisible(
        page.getByText('Your DiSC moved from S to C.'),
        'the DiSC change between the last two',
      );
      await expectVisible(
        page.getByText('Your personality type moved from INFJ to ENFP.'),
        'the type change',
      );
      const earlier = page.getByLabel('Earlier result');
      const options = await earlier.locator('option').allTextContents();
      await earlier.selectOption({ label: options.at(-1)! });
      await expectVisible(
        page.getByText('Your DiSC moved from D to C.'),
        'the change from the first result',
      );
      await checkScreen(page, 'account-history');
    },
  );

  step(
    'at 390 and 320 px the charts and tables fit the page: nothing scrolls sideways',
    async () => {
      mkdirSync(ARTIFACTS.screenshots, { recursive: true });
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 844 });
        // The charts redraw at their measured width; the tables stack their rows.
        await expect
          .poll(
            () =>
              page.evaluate(() => {
                const scroller = document.scrollingElement ?? document.documentElement;
                return scroller.scrollWidth - window.innerWidth;
              }),
            { message: `horizontal overflow at ${width} px`, timeout: 5_000 },
          )
          .toBeLessThanOrEqual(0);
        const chartWidths = await page
          .locator('.trend__svg')
          .evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect().right));
        for (const right of chartWidths) expect(right).toBeLessThanOrEqual(width);
        // The whole page at this width, as a very tall screen would show it.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.setViewportSize({ width, height });
        await page.screenshot({
          path: path.join(ARTIFACTS.screenshots, `account-history-${width}.png`),
          animations: 'disabled',
        });
      }
      await page.setViewportSize(VIEWPORTS.desktop);
    },
  );

  step('deleting one result removes it and says so', async () => {
    const deleteButtons = page.getByRole('button', { name: /^Delete the result of/ });
    await deleteButtons.last().click();
    await page.getByRole('button', { name: 'Delete it' }).click();
    await expectVisible(page.getByRole('status').getByText(/is deleted\.$/), 'the deleted message');
    await expectCount(deleteButtons, 2, 'results left');
    const res = await fetch(`${inject('apiUrl')}/profile/history`, {
      headers: {
        Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('authToken'))}`,
      },
    });
    expect(((await res.json()) as { items: unknown[] }).items).toHaveLength(2);
  });

  step(
    'the profile prints to a clean PDF of one or two pages, charts in, navigation out',
    async () => {
      await page.goto('/profile/me');
      await expectVisible(
        page.getByRole('heading', { level: 1, name: 'Your Communication Profile' }),
        'the profile',
      );
      // The charts are a lazy chunk: wait for them rather than count them too early.
      await expectVisible(page.locator('.chart__svg').nth(1), 'the profile’s charts');
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.header').isVisible()).toBe(false);
      expect(await page.locator('.site-footer').isVisible()).toBe(false);
      expect(await page.locator('.chart__svg').count()).toBeGreaterThanOrEqual(2);
      mkdirSync(ARTIFACTS.screenshots, { recursive: true });
      const file = path.join(ARTIFACTS.screenshots, 'account-profile-print.pdf');
      const pdf = await page.pdf({ path: file, format: 'A4', printBackground: true });
      await page.emulateMedia({ media: 'screen' });
      const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
      expect(pages, 'pages in the PDF').toBeGreaterThanOrEqual(1);
      expect(pages, 'pages in the PDF').toBeLessThanOrEqual(2);
    },
  );
});
