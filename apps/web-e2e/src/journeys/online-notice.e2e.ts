/**
 * The floating online/offline notice (docs/product.md#s2, #s4): it appears when the browser goes offline and
 * stays while offline; back online it says "Back online! Content synced." and then goes away.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from '../support/session.js';
import { checkScreen } from '../support/screens.js';
import { expectHidden, expectVisible } from '../support/ui.js';

const BACK_ONLINE = 'Back online! Content synced.';

let session: Session;
let page: Page;

beforeAll(async () => {
  session = await openSession();
  page = session.page;
});

afterAll(async () => {
  await session?.context.setOffline(false);
  await session?.close();
});

describe('the online notice', () => {
  it('shows while offline, then says "Back online! Content synced." and disappears', async () => {
    await page.goto('/login');
    const notice = page.getByRole('status').filter({ hasText: /offline|online/i });
    await expectVisible(page.getByRole('button', { name: 'Sign In' }), 'the sign-in form');
    // /login is prerendered: its form shows before the app's scripts arrive. Going offline then
    // would stop them loading, and a page without its scripts can say nothing. Wait for them.
    await page.waitForLoadState('networkidle');
    await expectHidden(page.getByText(BACK_ONLINE), 'the back-online message before any change');

    await session.context.setOffline(true);
    await expectVisible(notice.filter({ hasText: /offline/i }), 'the offline notice');
    await checkScreen(page, '10-login-offline');

    await session.context.setOffline(false);
    await expectVisible(page.getByText(BACK_ONLINE, { exact: true }), `"${BACK_ONLINE}"`);
    // It lasts 5 s; the wait allows for that and a slow machine, it does not time it.
    await expectHidden(page.getByText(BACK_ONLINE, { exact: true }), `"${BACK_ONLINE}"`, 20_000);
    await expectHidden(notice.filter({ hasText: /offline/i }), 'the offline notice');
  });
});
