/**
 * Every sign-up message of docs/product.md#s5 and #s8, as a person meets them in the browser: the checks run
 * before anything is sent, in the spec's order, and typing clears the message.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createAccount, newAccount } from '../support/accounts.js';
import { journeySession } from '../support/session.js';
import { errorBox, expectEnabled, expectHidden, expectPath, expectVisible } from '../support/ui.js';

const session = await journeySession();
const page = session.page;

beforeEach(async () => {
  await page.goto('/signup');
  await expectVisible(page.getByRole('button', { name: 'Create Account' }), 'the sign-up form');
});

interface SignUpForm {
  name: string;
  email: string;
  password: string;
  confirm: string;
}

async function fillForm(form: SignUpForm): Promise<void> {
  await page.getByLabel('Full Name').fill(form.name);
  await page.getByLabel('Email Address').fill(form.email);
  await page.getByLabel('Password', { exact: true }).fill(form.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(form.confirm);
}

async function submitAndExpectError(message: string): Promise<void> {
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectVisible(
    errorBox(page).getByText(message, { exact: true }),
    `the message "${message}"`,
  );
  await expectPath(page, '/signup');
}

const valid = (): SignUpForm => {
  const account = newAccount('validation', 'Riley Park');
  return { name: account.name, email: account.email, password: 'abc123', confirm: 'abc123' };
};

describe('sign-up validation', () => {
  it('keeps Create Account disabled until all four fields are filled', async () => {
    const create = page.getByRole('button', { name: 'Create Account' });
    await expectEnabled(create, 'Create Account with no fields', false);
    await page.getByLabel('Full Name').fill('Riley Park');
    await page.getByLabel('Email Address').fill('riley@example.com');
    await page.getByLabel('Password', { exact: true }).fill('abc123');
    await expectEnabled(create, 'Create Account without Confirm Password', false);
    await page.getByLabel('Confirm Password', { exact: true }).fill('abc123');
    await expectEnabled(create, 'Create Account with all four fields');
  });

  it('asks for the full name when it is only spaces, and typing clears the message', async () => {
    await fillForm({ ...valid(), name: '   ' });
    await submitAndExpectError('Please enter your full name.');
    await page.getByLabel('Full Name').fill('Riley Park');
    await expectHidden(errorBox(page), 'the error box after typing');
  });

  it('checks the name before the email, the password length and the match', async () => {
    await fillForm({ name: '   ', email: 'riley@example.com', password: 'abc', confirm: 'xyz' });
    await submitAndExpectError('Please enter your full name.');
  });

  it('an email of only spaces counts as empty: nothing can be sent', async () => {
    // Chromium strips spaces from an email input, so the field is empty and the button stays
    // disabled; "Please enter your email address." cannot appear here (decision 0050).
    await fillForm({ ...valid(), email: '   ' });
    await expectEnabled(
      page.getByRole('button', { name: 'Create Account' }),
      'Create Account',
      false,
    );
  });

  it('asks for a password of at least 6 characters', async () => {
    await fillForm({ ...valid(), password: 'abc12', confirm: 'abc12' });
    await submitAndExpectError('Password must be at least 6 characters long.');
  });

  it('says the passwords do not match, live and on submit', async () => {
    await fillForm({ ...valid(), password: 'abc123', confirm: 'abc124' });
    await expectVisible(page.getByText(/Passwords do not match$/), 'the live indicator');
    const confirm = page.getByLabel('Confirm Password', { exact: true });
    expect(await confirm.getAttribute('aria-invalid'), 'the confirm field is marked invalid').toBe(
      'true',
    );
    await submitAndExpectError('Passwords do not match.');
    await confirm.fill('abc123');
    await expectVisible(page.getByText(/Passwords match$/), '"Passwords match"');
  });

  it('rates the password as it is typed: Weak, Fair, Good, Strong', async () => {
    const password = page.getByLabel('Password', { exact: true });
    const ratings: [string, string][] = [
      ['abc', 'Weak'],
      ['abcdef', 'Fair'],
      ['abcdefgh', 'Good'],
      ['Abcdefg1', 'Strong'],
    ];
    for (const [typed, rating] of ratings) {
      await password.fill(typed);
      await expectVisible(page.getByText(rating, { exact: true }), `"${rating}" for ${typed}`);
    }
  });

  it('passes a malformed email to the provider and shows its message', async () => {
    await fillForm({ ...valid(), email: 'riley-at-example.com' });
    await submitAndExpectError('Please enter a valid email address.');
  });

  it('says when an account with the email already exists', async () => {
    const existing = newAccount('existing');
    await createAccount(existing);
    await fillForm({ ...valid(), email: existing.email });
    await submitAndExpectError('An account with this email already exists.');
  });
});
