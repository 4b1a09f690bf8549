/**
 * docs/decisions/0035-account-deletion-export-and-erasure-in-files.md, sign-in hygiene: "Forgot password?" through Firebase's reset email (read from the
 * emulator's out-of-band codes), a confirmation that never says whether the address has an
 * account, focus on the error after a failed sign-in, and the email-verification banner with its
 * "resend" link, until the address is confirmed.
 */
import { describe, expect } from 'vitest';
import { newAccount } from '../support/accounts.js';
import { readBuiltChunks } from '../support/built-chunks.js';
import { PATHS } from '../support/config.js';
import { journey } from '../support/journey.js';
import { confirmEmailWith, oobCodesFor, resetPasswordWith } from '../support/oob.js';
import { checkScreen } from '../support/screens.js';
import { journeySession } from '../support/session.js';
import { errorBox, expectEnabled, expectHidden, expectPath, expectVisible } from '../support/ui.js';

const account = newAccount('recovery', 'Robin Reset');
const newPassword = `${account.password}-New1`;
const signedUp = newAccount('verify', 'Vera Verify');

const session = await journeySession({ account });
const page = session.page;

const focusedText = () =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName}:${element.textContent?.trim().slice(0, 80)}` : '';
  });

describe('password reset', () => {
  const { step } = journey();

  step('a failed sign-in puts focus on the error, which names neither field', async () => {
    await page.goto('/login');
    await page.getByLabel('Email Address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectVisible(errorBox(page), 'the sign-in error');
    await expect.poll(focusedText).toMatch(/^DIV:(Incorrect password|Incorrect email or password)/);
  });

  step('"Forgot password?" opens the reset screen with the address already filled in', async () => {
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, '/forgot-password');
    await expect.poll(focusedText).toBe('H1:Reset your password');
    expect(await page.getByLabel('Email Address').inputValue()).toBe(account.email);
    await checkScreen(page, 'account-forgot-password');
  });

  step('an unknown address gets the same confirmation as a known one', async () => {
    const nobody = newAccount('nobody').email;
    await page.getByLabel('Email Address').fill(nobody);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectVisible(
      page
        .getByRole('status')
        .getByText(`If an account exists for ${nobody}, we have sent it a link`),
      'the neutral confirmation for an unknown address',
    );
    await page.getByLabel('Email Address').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectVisible(
      page
        .getByRole('status')
        .getByText(`If an account exists for ${account.email}, we have sent it a link`),
      'the same confirmation for a known address',
    );
    await expectHidden(errorBox(page), 'any error');
  });

  step(
    'the emailed code sets a new password, which signs in; the old one no longer does',
    async () => {
      const codes = await oobCodesFor(account.email, 'PASSWORD_RESET');
      expect(codes.length, 'a reset email was sent').toBeGreaterThan(0);
      await resetPasswordWith(codes.at(-1)!.oobCode, newPassword);

      await page.getByRole('link', { name: 'Back to Sign In' }).click();
      await page.getByLabel('Email Address').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expectVisible(errorBox(page), 'the old password refused');
      await page.getByLabel('Password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expectPath(page, '/profile/me');
      await page.getByRole('button', { name: /User menu/ }).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await expectPath(page, '/login');
    },
  );
});

describe('leaving a page while the next one loads (docs/decisions/0124)', () => {
  const { step } = journey();

  step(
    'on a slow connection, "Back to Sign In" replaces the reset form with a spinner at once, and what is typed next reaches the sign-in form',
    async () => {
      // A fresh page that has never loaded the sign-in screen's code, which the network holds back.
      const slowPage = await session.context.newPage();
      const loginChunks = [...readBuiltChunks(PATHS.webBuild).values()]
        .filter((chunk) => chunk.ownSources.some((source) => source.endsWith('LoginRoute.tsx')))
        .map((chunk) => `/${chunk.file}`);
      expect(loginChunks, 'the build has a chunk for the sign-in screen').not.toHaveLength(0);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await slowPage.route(
        (url) => loginChunks.includes(url.pathname),
        async (route) => {
          await held;
          await route.continue();
        },
      );
      try {
        await slowPage.goto('/forgot-password');
        await expectVisible(
          slowPage.getByRole('button', { name: 'Send reset link' }),
          'the reset form',
        );
        await slowPage.getByRole('link', { name: 'Back to Sign In' }).click();
        // While the sign-in code is on its way, the reset form must not stay there to be typed in.
        await expectHidden(
          slowPage.getByRole('button', { name: 'Send reset link' }),
          'the reset form after leaving it',
        );
        await expectVisible(slowPage.getByRole('status', { name: 'Loading' }), 'the spinner');
        release();
        await slowPage.getByLabel('Email Address').fill(account.email);
        await slowPage.getByLabel('Password', { exact: true }).fill(newPassword);
        await expectEnabled(slowPage.getByRole('button', { name: 'Sign In' }), 'Sign In');
      } finally {
        release();
        await slowPage.close();
      }
    },
  );
});

describe('email verification', () => {
  const { step } = journey();

  step('signing up sends a verification email and shows the banner', async () => {
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill(signedUp.name);
    await page.getByLabel('Email Address').fill(signedUp.email);
    await page.getByLabel('Password', { exact: true }).fill(signedUp.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(signedUp.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectPath(page, '/profile/me');
    await expectVisible(
      page.getByText(`Please confirm your email address: we sent a link to ${signedUp.email}.`),
      'the verification banner',
    );
    await expect
      .poll(async () => (await oobCodesFor(signedUp.email, 'VERIFY_EMAIL')).length)
      .toBe(1);
  });

  step('"Resend the link" sends another and says so in the status region', async () => {
    await page.getByRole('button', { name: 'Resend the link' }).click();
    await expectVisible(
      page.getByRole('status').getByText('We sent a new link. Check your inbox'),
      'the resend confirmation',
    );
    await expect
      .poll(async () => (await oobCodesFor(signedUp.email, 'VERIFY_EMAIL')).length)
      .toBe(2);
    await checkScreen(page, 'account-verify-banner');
  });

  step('after opening the link, "I\'ve confirmed it" removes the banner', async () => {
    const codes = await oobCodesFor(signedUp.email, 'VERIFY_EMAIL');
    await confirmEmailWith(codes.at(-1)!.oobCode);
    await page.getByRole('button', { name: "I've confirmed it" }).click();
    await expectHidden(
      page.getByText('Please confirm your email address'),
      'the verification banner',
    );
  });
});
