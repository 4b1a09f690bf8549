/**
 * "Check this screen": at phone and at desktop width, run axe and save a whole-page screenshot to
 * artifacts/screenshots/<name>-<width>.png. The page ends at desktop width, where journeys run.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoBlockingViolations } from './axe.js';
import { ARTIFACTS } from './config.js';
import { VIEWPORTS, type ViewportName } from './viewports.js';

/** Lets layout, fonts and transitions started by a resize finish before looking at the page. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise<void>((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
    );
  });
}

/**
 * A picture of the whole page. Instead of Playwright's `fullPage` (which paints fixed elements,
 * such as the phone's bottom bar, where the viewport ended, mid-page), the viewport is stretched
 * to the page's height for the shot, as a very tall screen would show it.
 */
async function screenshot(page: Page, name: string, viewport: ViewportName): Promise<void> {
  mkdirSync(ARTIFACTS.screenshots, { recursive: true });
  const size = VIEWPORTS[viewport];
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
  await settle(page);
  await page.screenshot({
    path: path.join(ARTIFACTS.screenshots, `${name}-${viewport}.png`),
    animations: 'disabled',
  });
  await page.setViewportSize(size);
}

export async function checkScreen(page: Page, name: string): Promise<void> {
  const order: ViewportName[] = ['phone', 'desktop'];
  for (const viewport of order) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await settle(page);
    await expectNoBlockingViolations(page, `${name}-${viewport}`);
    await screenshot(page, name, viewport);
  }
}
