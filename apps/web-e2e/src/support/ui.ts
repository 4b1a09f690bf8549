/**
 * Waiting assertions for a user-visible state: playwright-core has no `expect`, and vitest's
 * `expect.poll` reports only "expected false to be true", so these name what was expected.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** How long the app may take to reach a state: a reaction, not a speed requirement. */
const SETTLE_MS = 15_000;

export async function expectPath(page: Page, pathname: string, timeout = SETTLE_MS): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === pathname, { timeout });
  } catch {
    throw new Error(`Expected to be on ${pathname}, but the page is at ${page.url()}`);
  }
}

export async function expectVisible(locator: Locator, what: string, timeout = SETTLE_MS) {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`Expected ${what} to be visible (${locator.toString()})`);
  }
}

export async function expectHidden(locator: Locator, what: string, timeout = SETTLE_MS) {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch {
    throw new Error(`Expected ${what} to disappear (${locator.toString()})`);
  }
}

export async function expectEnabled(locator: Locator, what: string, enabled = true) {
  await expect
    .poll(() => locator.isEnabled(), {
      timeout: SETTLE_MS,
      message: `${what} should be ${enabled ? 'enabled' : 'disabled'}`,
    })
    .toBe(enabled);
}

export async function expectCount(locator: Locator, count: number, what: string) {
  await expect
    .poll(() => locator.count(), { timeout: SETTLE_MS, message: `number of ${what}` })
    .toBe(count);
}

/** The red error box of the auth forms (an alert, so screen readers announce it). */
export function errorBox(page: Page): Locator {
  return page.getByRole('alert');
}
