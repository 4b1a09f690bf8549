import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeAuthService, providerError, testUser } from '#web/test/fake-auth';
import { answer, profileNotFound } from '#web/test/fake-api';
import { renderApp } from '#web/test/render';

const emailField = () => screen.getByLabelText('Email Address');
const passwordField = () => screen.getByLabelText('Password');
const signInButton = () => screen.getByRole('button', { name: 'Sign In' });

beforeEach(() => {
  // The profile page fetches after a successful sign-in; a new user has no profile yet.
  answer('GET /profile/me', profileNotFound());
});

async function openLogin() {
  const fake = createFakeAuthService();
  const view = renderApp('/login', fake.service);
  await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
  return { ...fake, ...view };
}

describe('Login screen', () => {
  it('keeps "Sign In" disabled until both email and password are filled', async () => {
    const { user } = await openLogin();
    expect(signInButton()).toBeDisabled();
    await user.type(emailField(), 'ada@example.com');
    expect(signInButton()).toBeDisabled();
    await user.type(passwordField(), 'secret1');
    expect(signInButton()).toBeEnabled();
    await user.clear(emailField());
    expect(signInButton()).toBeDisabled();
  });

  it('uses a browser email input and a password field with a show/hide toggle', async () => {
    const { user } = await openLogin();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(passwordField()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('offers Google sign-in, a link to create an account and the terms notice', async () => {
    await openLogin();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByText(/Terms of Service and Privacy Policy/)).toBeInTheDocument();
  });

  it.each([
    ['auth/wrong-password', 'Incorrect password. Please try again.'],
    ['auth/user-not-found', 'No account found with this email address.'],
    ['auth/too-many-requests', 'Too many failed attempts. Please try again later.'],
    ['auth/internal-error', 'An error occurred during sign in. Please try again.'],
  ])('shows the message for %s in a red box, and typing clears it', async (code, message) => {
    const { user, service } = await openLogin();
    service.signInWithEmail.mockRejectedValueOnce(providerError(code));
    await user.type(emailField(), 'ada@example.com');
    await user.type(passwordField(), 'wrong-pass');
    await user.click(signInButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(emailField()).toBeEnabled();
    await user.type(passwordField(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disables the fields while signing in', async () => {
    const { user, service } = await openLogin();
    let finish: () => void = () => {};
    service.signInWithEmail.mockImplementationOnce(
      () =>
        new Promise((_, reject) => (finish = () => reject(providerError('auth/wrong-password')))),
    );
    await user.type(emailField(), 'ada@example.com');
    await user.type(passwordField(), 'secret1');
    await user.click(signInButton());

    expect(emailField()).toBeDisabled();
    expect(passwordField()).toBeDisabled();
    expect(signInButton()).toHaveAttribute('aria-busy', 'true');
    finish();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(emailField()).toBeEnabled();
  });

  it('signs in, keeps the ID token under authToken and opens the profile', async () => {
    const { user, service } = await openLogin();
    await user.type(emailField(), '  ada@example.com ');
    await user.type(passwordField(), 'secret1');
    await user.click(signInButton());

    expect(service.signInWithEmail).toHaveBeenCalledWith('ada@example.com', 'secret1');
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Assessment Now' })).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBe('test-id-token');
  });

  it('says nothing when the Google popup is closed, and maps a Google failure', async () => {
    const { user, service } = await openLogin();
    service.signInWithGoogle.mockRejectedValueOnce(providerError('auth/popup-closed-by-user'));
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled(),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    service.signInWithGoogle.mockRejectedValueOnce(providerError('auth/user-disabled'));
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account has been disabled.');
  });

  it('sends a visitor who is already signed in to the dashboard', async () => {
    const fake = createFakeAuthService(testUser());
    renderApp('/login', fake.service);
    expect(await screen.findByRole('heading', { level: 1, name: /Ada/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
