import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithAuth, signedInAuth } from '#web/test/render';
import { HomeRoute } from './HomeRoute';

describe('Home (welcome page)', () => {
  it('shows the hero, its claims and the four assessment cards', () => {
    renderWithAuth(<HomeRoute />, { auth: signedInAuth({ status: 'signedOut', user: null }) });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Discover your unique communication style' }),
    ).toBeInTheDocument();
    for (const claim of ['5-minute assessment', 'Instant results', 'AI-powered insights']) {
      expect(screen.getByText(claim)).toBeInTheDocument();
    }
    const cards = within(screen.getByRole('region', { name: 'Four lenses on how you communicate' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(cards).toEqual(['MBTI Assessment', 'DiSC Profile', 'Emergenetics', 'CliftonStrengths']);
    expect(screen.getByText(/not official certifications/)).toBeInTheDocument();
  });

  it('"Start Assessment" goes to /quiz; the sign-in link is only for signed-out visitors', () => {
    renderWithAuth(<HomeRoute />, { auth: signedInAuth() });
    expect(screen.getByRole('link', { name: 'Start Assessment' })).toHaveAttribute('href', '/quiz');
    expect(
      screen.queryByRole('link', { name: 'I already have an account' }),
    ).not.toBeInTheDocument();
  });
});
