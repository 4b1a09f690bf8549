import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthService } from '#web/lib/auth';
import { createFakeAuthService, testUser } from '#web/test/fake-auth';
import { answer, profileNotFound } from '#web/test/fake-api';
import { Route, Routes } from 'react-router';
import { LoginRoute } from '#web/features/auth/routes/LoginRoute';
import { renderApp, renderWithAuth, signedInAuth } from '#web/test/render';
import { RequireAuth } from './guards';

beforeEach(() => {
  answer('GET /profile/me', profileNotFound());
});

const loginHeading = () => screen.findByRole('heading', { level: 1, name: 'Welcome back' });

describe('route guards', () => {
  it.each(['/dashboard', '/quiz', '/profile/me', '/chat', '/suggestions', '/no/such/page'])(
    'sends a signed-out visitor from %s to /login',
    async (path) => {
      renderApp(path, createFakeAuthService().service);
      expect(await loginHeading()).toBeInTheDocument();
    },
  );

  it('shows a full-screen spinner while the sign-in state is unknown', async () => {
    const service: AuthService = {
      ...createFakeAuthService().service,
      watchSession: () => () => {},
    };
    renderApp('/dashboard', service);
    expect(screen.getByRole('status', { name: 'Checking your sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('lets a signed-out visitor see the public welcome page', async () => {
    renderApp('/', createFakeAuthService().service);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Discover your unique communication style',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Assessment' })).toHaveAttribute('href', '/quiz');
  });

  it.each(['/..//evil.example', '/%2F%2Fevil.example', '/%5Cevil.example'])(
    'sends a signed-in visitor whose next is %j to their landing page, not an error',
    async (next) => {
      renderApp(
        `/login?next=${encodeURIComponent(next)}`,
        createFakeAuthService(testUser()).service,
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Hello, Ada Lovelace' }),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Something went wrong/i)).not.toBeInTheDocument();
    },
  );

  it('sends a signed-in visitor on an unknown path to the dashboard', async () => {
    renderApp('/nowhere', createFakeAuthService(testUser()).service);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Ada Lovelace' }),
    ).toBeInTheDocument();
  });

  it('sends the visitor to /login when they are signed out elsewhere', async () => {
    const fake = createFakeAuthService(testUser());
    renderApp('/dashboard', fake.service);
    await screen.findByRole('heading', { level: 1, name: 'Hello, Ada Lovelace' });
    act(() => fake.signOutExternally());
    expect(await loginHeading()).toBeInTheDocument();
  });
});

describe('signed-in shell', () => {
  async function openShell(user = testUser()) {
    const fake = createFakeAuthService(user);
    const view = renderApp('/dashboard', fake.service);
    await screen.findByRole('heading', { level: 1, name: /Hello/ });
    return { ...fake, ...view };
  }

  it('has the logo link home and the same five items in the header and the bottom bar', async () => {
    await openShell();
    expect(screen.getByRole('link', { name: 'Styleprint home' })).toHaveAttribute('href', '/');
    for (const nav of ['Main navigation', 'Bottom navigation']) {
      const links = within(screen.getByRole('navigation', { name: nav })).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Home', '/'],
        ['Dashboard', '/dashboard'],
        ['AI Coach', '/chat'],
        ['People', '/people'],
        ['Suggestions', '/suggestions'],
      ]);
    }
  });

  it('signing in moves focus to the first page’s heading, not back to the top of the document', async () => {
    const { user } = renderApp('/login', createFakeAuthService().service);
    await loginHeading();
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret-123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    // The sign-in page has an h1 too: wait for the next page's, however slow the machine.
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: (name) => name !== 'Welcome back',
    });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('keeps the browser’s focus on the first page the app opens on', async () => {
    renderApp('/dashboard', createFakeAuthService(testUser()).service);
    await screen.findByRole('heading', { level: 1, name: /Hello/ });
    expect(document.activeElement).toBe(document.body);
  });

  it('navigates to the AI Coach, which asks a user without a profile for the assessment', async () => {
    const { user } = await openShell();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'AI Coach' }));
    // The coach shows its own h1 while it asks for the profile, then this screen's: focus follows
    // to the h1 that stays, so its name is what a screen reader says next.
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Communication Profile Required',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(nav).getByRole('link', { name: 'AI Coach' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows initials, name and email in the user menu', async () => {
    const { user } = await openShell(testUser({ displayName: 'grace brewster hopper' }));
    // The accessible name starts with the visible name (WCAG 2.5.3).
    const button = screen.getByRole('button', { name: 'grace brewster hopper, User menu' });
    expect(button).toHaveTextContent('GB');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'User menu' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'View Profile',
      'My results over time',
      'Practice a conversation',
      'How you come across',
      'Account',
      'Sign Out',
    ]);
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getAllByText('grace brewster hopper').length).toBeGreaterThan(0);
  });

  it('falls back to "User" without a display name', async () => {
    const { user } = await openShell(testUser({ displayName: null }));
    const button = screen.getByRole('button', { name: /user menu/i });
    expect(button).toHaveTextContent('U');
    await user.click(button);
    expect(screen.getAllByText('User').length).toBeGreaterThan(0);
  });

  it('closes the menu on Escape (focus back on the button) and on an outside click', async () => {
    const { user } = await openShell();
    const button = screen.getByRole('button', { name: /user menu/i });
    await user.click(button);
    expect(screen.getByRole('menuitem', { name: 'View Profile' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens the profile from "View Profile"', async () => {
    const { user } = await openShell();
    await user.click(screen.getByRole('button', { name: /user menu/i }));
    await user.click(screen.getByRole('menuitem', { name: 'View Profile' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace!' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('signs out: removes authToken, closes the menu and goes to /login', async () => {
    const { user, service } = await openShell();
    await waitFor(() => expect(localStorage.getItem('authToken')).toBe('test-id-token'));
    await user.click(screen.getByRole('button', { name: /user menu/i }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(await loginHeading()).toBeInTheDocument();
    expect(service.signOutUser).toHaveBeenCalled();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // On purpose, so not "on the way to /dashboard": signing in again is a fresh start. (The
    // sign-in page hands ?next= on to its sign-up link.)
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/signup');
  });
});

describe('after signing out on purpose', () => {
  const accountBehindGuard = (
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/account" element={<h1>Your account</h1>} />
      </Route>
      <Route path="/login" element={<LoginRoute />} />
    </Routes>
  );

  it('a sign-out that failed leaves a later loss of the session its ?next=', async () => {
    const fake = createFakeAuthService(testUser());
    fake.service.signOutUser.mockRejectedValueOnce(new Error('network'));
    const { user } = renderApp('/dashboard', fake.service);
    await screen.findByRole('heading', { level: 1, name: /Hello/ });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: /user menu/i }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    // Still signed in, still here.
    expect(screen.getByRole('heading', { level: 1, name: /Hello/ })).toBeInTheDocument();

    act(() => fake.signOutExternally());
    expect(await loginHeading()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/signup?next=%2Fdashboard',
    );
  });

  it('the sign-in page says what the app asked it to (after deleting the account)', async () => {
    renderWithAuth(accountBehindGuard, {
      auth: signedInAuth({
        status: 'signedOut',
        user: null,
        departure: { notice: 'Your account and everything stored with it are deleted.' },
      }),
      path: '/account',
    });
    expect(await loginHeading()).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your account and everything stored with it are deleted.',
    );
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/signup');
  });

  it('a session lost elsewhere still goes to /login?next=, back to where the person was', async () => {
    renderWithAuth(accountBehindGuard, {
      auth: signedInAuth({ status: 'signedOut', user: null }),
      path: '/account',
    });
    expect(await loginHeading()).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/signup?next=%2Faccount',
    );
  });
});
