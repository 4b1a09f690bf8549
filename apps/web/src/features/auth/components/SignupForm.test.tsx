import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeAuthService, providerError } from '#web/test/fake-auth';
import { answer, profileNotFound } from '#web/test/fake-api';
import { renderApp } from '#web/test/render';

const field = (label: string) => screen.getByLabelText(label);
const createButton = () => screen.getByRole('button', { name: 'Create Account' });

beforeEach(() => {
  answer('GET /profile/me', profileNotFound());
});

async function openSignup() {
  const fake = createFakeAuthService();
  const view = renderApp('/signup', fake.service);
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
  return { ...fake, ...view };
}

type Fields = { name?: string; email?: string; password?: string; confirm?: string };
async function fill(user: Awaited<ReturnType<typeof openSignup>>['user'], values: Fields) {
  if (values.name) await user.type(field('Full Name'), values.name);
  if (values.email) await user.type(field('Email Address'), values.email);
  if (values.password) await user.type(field('Password'), values.password);
  if (values.confirm) await user.type(field('Confirm Password'), values.confirm);
}

describe('Sign-up screen', () => {
  it('shows the tagline, the Google button, the sign-in link and the terms', async () => {
    await openSignup();
    expect(screen.getByText('Discover your unique communication style')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(
      screen.getByText(/creating an account, you agree to our Terms of Service and Privacy Policy/),
    ).toBeInTheDocument();
  });

  it('keeps "Create Account" disabled until all four fields are filled', async () => {
    const { user } = await openSignup();
    expect(createButton()).toBeDisabled();
    await fill(user, { name: 'Ada', email: 'ada@example.com', password: 'secret1' });
    expect(createButton()).toBeDisabled();
    await fill(user, { confirm: 'secret1' });
    expect(createButton()).toBeEnabled();
  });

  it('rates the password as it is typed', async () => {
    const { user } = await openSignup();
    expect(screen.queryByText(/Password strength/)).not.toBeInTheDocument();
    await user.type(field('Password'), 'abc');
    expect(screen.getByText(/Password strength/)).toHaveTextContent('Password strength: Weak');
    await user.type(field('Password'), 'def');
    expect(screen.getByText(/Password strength/)).toHaveTextContent('Fair');
    await user.type(field('Password'), 'gh');
    expect(screen.getByText(/Password strength/)).toHaveTextContent('Good');
    await user.clear(field('Password'));
    await user.type(field('Password'), 'Abcdefg1');
    expect(screen.getByText(/Password strength/)).toHaveTextContent('Strong');
    // The meter describes the field, so screen readers hear it with the password field.
    expect(field('Password')).toHaveAccessibleDescription('Password strength: Strong');
  });

  it('says live whether the passwords match and marks the confirm field', async () => {
    const { user } = await openSignup();
    await fill(user, { password: 'secret1', confirm: 'secret' });
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(field('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    await user.type(field('Confirm Password'), '1');
    expect(screen.getByText('Passwords match')).toBeInTheDocument();
    expect(field('Confirm Password')).not.toHaveAttribute('aria-invalid');
  });

  it('toggles each password field separately', async () => {
    const { user } = await openSignup();
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(field('Confirm Password')).toHaveAttribute('type', 'text');
    expect(field('Password')).toHaveAttribute('type', 'password');
  });

  it.each([
    [
      { name: '   ', email: 'a@b.co', password: 'secret1', confirm: 'secret1' },
      'Please enter your full name.',
    ],
    [
      { name: 'Ada', email: 'a@b.co', password: '12345', confirm: '12345' },
      'Password must be at least 6 characters long.',
    ],
    [
      { name: 'Ada', email: 'a@b.co', password: 'secret1', confirm: 'secret2' },
      'Passwords do not match.',
    ],
    [{ name: ' ', email: 'a@b.co', password: '1', confirm: '2' }, 'Please enter your full name.'],
  ])('checks locally before sending: %j → %s', async (values, message) => {
    const { user, service } = await openSignup();
    await fill(user, values);
    await user.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(service.signUpWithEmail).not.toHaveBeenCalled();
    await user.type(field('Full Name'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['auth/email-already-in-use', 'An account with this email already exists.'],
    ['auth/weak-password', 'Password should be at least 6 characters long.'],
    ['auth/operation-not-allowed', 'Email/password accounts are not enabled.'],
    ['auth/network-request-failed', 'An error occurred during account creation. Please try again.'],
  ])('maps the provider error %s', async (code, message) => {
    const { user, service } = await openSignup();
    service.signUpWithEmail.mockRejectedValueOnce(providerError(code));
    await fill(user, {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'secret1',
      confirm: 'secret1',
    });
    await user.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field('Full Name')).toBeEnabled();
  });

  it('disables the fields while the account is being created', async () => {
    const { user, service } = await openSignup();
    service.signUpWithEmail.mockImplementationOnce(() => new Promise(() => {}));
    await fill(user, {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'secret1',
      confirm: 'secret1',
    });
    await user.click(createButton());
    for (const label of ['Full Name', 'Email Address', 'Password', 'Confirm Password']) {
      expect(field(label)).toBeDisabled();
    }
  });

  it('creates the account with the trimmed name and greets the user by it on the profile', async () => {
    const { user, service } = await openSignup();
    await fill(user, {
      name: '  Ada Lovelace ',
      email: 'ada@example.com',
      password: 'secret1',
      confirm: 'secret1',
    });
    await user.click(createButton());
    expect(service.signUpWithEmail).toHaveBeenCalledWith(
      'Ada Lovelace',
      'ada@example.com',
      'secret1',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /user menu/i })).toHaveTextContent('AL');
  });
});
