import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeAuthService, testUser } from '#web/test/fake-auth';
import { answer, json, networkFailure, profileNotFound, type Reply } from '#web/test/fake-api';
import { storedProfile } from '#web/test/profiles';
import { renderApp } from '#web/test/render';

const stubProfile = (reply: Reply) => answer('GET /profile/me', reply);

const openSuggestions = () => renderApp('/suggestions', createFakeAuthService(testUser()).service);

describe('Suggestions screen', () => {
  it('shows one card per framework with trait, evaluation and superpower, then the practice card', async () => {
    stubProfile(json(200, storedProfile()));
    openSuggestions();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Communication Suggestions' }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getAllByText(/./)[0]?.textContent)).toEqual([
      'MBTI-style',
      'DiSC-style',
      'Emergenetics-style',
      'CliftonStrengths-style',
    ]);
    for (const card of cards) {
      expect(within(card).getByRole('heading', { level: 2 })).not.toBeEmptyDOMElement();
      expect(within(card).getByText('Your Communication Superpower')).toBeInTheDocument();
    }
    expect(
      screen.getByRole('heading', { level: 2, name: 'Put It Into Practice' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/independent self-reflection tool/).length).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('shows each tip once across the four cards', async () => {
    stubProfile(json(200, storedProfile()));
    const { user } = openSuggestions();
    for (const name of ['MBTI-style', 'DiSC-style', 'Emergenetics-style', 'CliftonStrengths-style'])
      await user.click(await screen.findByRole('button', { name: `Show details for ${name}` }));
    const tips = screen.getAllByRole('article').flatMap((card) =>
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    );
    expect(tips.length).toBeGreaterThan(8);
    expect(new Set(tips).size).toBe(tips.length);
  });

  it('expands and collapses each card on its own, from the keyboard too', async () => {
    stubProfile(json(200, storedProfile()));
    const { user } = openSuggestions();
    const mbtiToggle = await screen.findByRole('button', { name: 'Show details for MBTI-style' });
    const discToggle = screen.getByRole('button', { name: 'Show details for DiSC-style' });
    expect(mbtiToggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Natural Strengths' })).not.toBeInTheDocument();

    await user.click(mbtiToggle);
    expect(mbtiToggle).toHaveAttribute('aria-expanded', 'true');
    expect(mbtiToggle).toHaveAccessibleName('Hide details for MBTI-style');
    const details = document.getElementById(mbtiToggle.getAttribute('aria-controls')!)!;
    expect(within(details).getByRole('heading', { name: 'Natural Strengths' })).toBeVisible();
    expect(within(details).getByRole('heading', { name: 'Growth Opportunities' })).toBeVisible();
    expect(discToggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('heading', { name: 'Natural Strengths' })).toHaveLength(1);

    discToggle.focus();
    await user.keyboard('{Enter}');
    expect(discToggle).toHaveAttribute('aria-expanded', 'true');
    mbtiToggle.focus();
    await user.keyboard(' ');
    expect(mbtiToggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('heading', { name: 'Natural Strengths' })).toHaveLength(1);
  });

  it('shows the behavioural context on the Emergenetics card', async () => {
    stubProfile(json(200, storedProfile()));
    const { user } = openSuggestions();
    await user.click(
      await screen.findByRole('button', { name: 'Show details for Emergenetics-style' }),
    );
    expect(screen.getByRole('heading', { name: 'Behavioural Context' })).toBeInTheDocument();
  });

  it('asks for the assessment first when there is no profile', async () => {
    stubProfile(profileNotFound());
    openSuggestions();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile Required' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take Assessment' })).toHaveAttribute('href', '/quiz');
  });

  it('shows the load-failure screen with a reload button when the profile cannot be loaded', async () => {
    stubProfile(networkFailure());
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const { user } = openSuggestions();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unable to Load Suggestions' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Failed to load your profile data. Please try refreshing the page.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalled();
  });
});
