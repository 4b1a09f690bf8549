import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { providerError, testUser } from '#web/test/fake-auth';
import { renderWithAuth, signedInAuth } from '#web/test/render';
import type { AccountService } from '../account-service';
import { AccountRoute } from './AccountRoute';

const fakeService = (overrides: Partial<AccountService> = {}): AccountService => ({
  updateDisplayName: vi.fn(async () => {}),
  changePassword: vi.fn(async () => {}),
  reauthenticate: vi.fn(async () => {}),
  exportData: vi.fn(async () => ({ assessments: [] })),
  signOutEverywhere: vi.fn(async () => {}),
  deleteAccount: vi.fn(async () => {}),
  ...overrides,
});

function openAccount(service: AccountService, auth = signedInAuth()) {
  return renderWithAuth(
    <Routes>
      <Route path="/account" element={<AccountRoute service={service} />} />
      <Route path="/login" element={<h1>Sign in page</h1>} />
    </Routes>,
    { auth, path: '/account' },
  );
}

describe('Account page: display name', () => {
  it('refuses an empty name, focusing the message, and saves a good one', async () => {
    const service = fakeService();
    const refreshUser = vi.fn(async () => {});
    const { user } = openAccount(service, signedInAuth({ refreshUser }));
    const field = screen.getByRole('textbox', { name: 'Display name' });
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please enter your name.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(service.updateDisplayName).not.toHaveBeenCalled();

    await user.type(field, '  Grace Hopper ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Your name is saved.')).toBeInTheDocument();
    expect(service.updateDisplayName).toHaveBeenCalledWith('Grace Hopper');
    expect(refreshUser).toHaveBeenCalled();
  });
});

describe('Account page: password', () => {
  it.each([
    [{ current: '', next: 'abcdef', confirm: 'abcdef' }, 'Please enter your current password.'],
    [
      { current: 'old-one', next: 'abc', confirm: 'abc' },
      'Your new password must be at least 6 characters long.',
    ],
    [
      { current: 'same-pass', next: 'same-pass', confirm: 'same-pass' },
      'Your new password must differ from the current one.',
    ],
    [
      { current: 'old-one', next: 'new-pass', confirm: 'new-pasS' },
      'The new passwords do not match.',
    ],
  ])('checks %o → "%s"', async (values, message) => {
    const service = fakeService();
    const { user } = openAccount(service);
    if (values.current) await user.type(screen.getByLabelText('Current password'), values.current);
    await user.type(screen.getByLabelText('New password'), values.next);
    await user.type(screen.getByLabelText('Confirm new password'), values.confirm);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(service.changePassword).not.toHaveBeenCalled();
  });

  it('says the current password is wrong when re-authentication fails', async () => {
    const service = fakeService({
      changePassword: vi.fn(async () => {
        throw providerError('auth/invalid-credential');
      }),
    });
    const { user } = openAccount(service);
    await user.type(screen.getByLabelText('Current password'), 'not-it');
    await user.type(screen.getByLabelText('New password'), 'new-pass-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That password is not right. Please try again.',
    );
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells a Google account there is no password to change', () => {
    openAccount(fakeService(), signedInAuth({ user: testUser({ hasPassword: false }) }));
    expect(
      screen.getByText('You sign in with Google, so there is no Styleprint password to change.'),
    ).toBeInTheDocument();
  });
});

describe('Account page: delete account', () => {
  it('names what is erased, re-authenticates, deletes, and signs out saying so', async () => {
    const service = fakeService();
    const signOut = vi.fn(async () => {});
    const { user } = openAccount(service, signedInAuth({ signOut }));
    await user.click(screen.getByRole('button', { name: 'Delete account…' }));
    expect(screen.getByText(/every assessment you submitted/)).toBeInTheDocument();
    // Everything the account keeps is named, People and kept practice included.
    expect(screen.getByText(/the people you added/)).toBeInTheDocument();
    expect(screen.getByText(/the practice conversations you kept/)).toBeInTheDocument();
    expect(screen.getByText(/the ratings you gave others/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your current password.');
    expect(service.deleteAccount).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Your password, to confirm'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    // Signing out with the notice is what takes the person to /login and tells them (the route
    // guard does the taking: app/shell.test.tsx).
    await waitFor(() =>
      expect(signOut).toHaveBeenCalledWith({
        notice: 'Your account and everything stored with it are deleted.',
      }),
    );
    expect(service.reauthenticate).toHaveBeenCalledWith('correct-horse');
    expect(service.deleteAccount).toHaveBeenCalledOnce();
  });

  it('keeps the account and says why when the API wants a fresher sign-in', async () => {
    const { ApiError } = await import('#web/lib/api-client');
    const service = fakeService({
      deleteAccount: vi.fn(async () => {
        throw new ApiError('x', { status: 403, code: 'RECENT_SIGN_IN_REQUIRED', type: 'auth' });
      }),
    });
    const { user } = openAccount(service);
    await user.click(screen.getByRole('button', { name: 'Delete account…' }));
    await user.type(screen.getByLabelText('Your password, to confirm'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'For your safety, please confirm your password again.',
    );
  });
});
