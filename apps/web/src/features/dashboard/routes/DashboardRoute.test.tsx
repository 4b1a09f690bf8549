import type { Profile } from '@styleprint/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeAuthService, testUser } from '#web/test/fake-auth';
import { answer, json, networkFailure, profileNotFound, type Reply } from '#web/test/fake-api';
import { storedProfile } from '#web/test/profiles';
import { renderApp } from '#web/test/render';

const stubProfile = (...replies: [Reply, ...Reply[]]) => answer('GET /profile/me', ...replies);

const openDashboard = () => renderApp('/dashboard', createFakeAuthService(testUser()).service);

describe('Dashboard', () => {
  it('greets the user and points a new user to the assessment', async () => {
    stubProfile(profileNotFound());
    openDashboard();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('You have not taken the assessment yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take Assessment' })).toHaveAttribute('href', '/quiz');
    const shortcuts = screen.getByRole('region', { name: 'Shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: /AI Coach/ })).toHaveAttribute(
      'href',
      '/chat',
    );
    expect(within(shortcuts).getByRole('link', { name: /Suggestions/ })).toHaveAttribute(
      'href',
      '/suggestions',
    );
  });

  it('shows the profile status, the date of the last assessment and how to retake it', async () => {
    stubProfile(json(200, storedProfile()));
    openDashboard();
    expect(await screen.findByText('Your profile is ready.')).toBeInTheDocument();
    expect(screen.getByText(/Last assessment:/)).toHaveTextContent(
      'Last assessment: March 1, 2026',
    );
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/profile/me',
    );
    expect(screen.getByRole('link', { name: 'Retake Assessment' })).toHaveAttribute(
      'href',
      '/quiz',
    );
  });

  // Ties travel in Tie and TopTie (decision 0018); a server may still send the older "I/S/C".
  const tieForms: [
    string,
    Profile['disc'],
    Pick<Profile['cliftonStrengths'], 'TopDomain' | 'TopTie'>,
  ][] = [
    [
      'Tie and TopTie',
      { Primary: 'S', Secondary: null, Tie: ['S', 'I', 'C'] },
      { TopDomain: 'Influencing', TopTie: ['Influencing', 'Executing'] },
    ],
    [
      'the older "I/S/C" form',
      { Primary: 'I/S/C', Secondary: null },
      { TopDomain: 'Executing/Influencing' },
    ],
  ];
  it.each(tieForms)(
    'shows ties sent as %s as ties on the status card, not as their first style',
    async (_form, disc, top) => {
      stubProfile(
        json(
          200,
          storedProfile({
            disc,
            emergenetics: {
              Analytical: 5,
              Structural: 5,
              Social: 2,
              Conceptual: 1,
              Expressiveness: 'High',
              Assertiveness: 'Medium',
              Flexibility: 'Low',
            },
            cliftonStrengths: {
              Executing: 2,
              Influencing: 2,
              Relationship: 0,
              Thinking: 0,
              ...top,
            },
          }),
        ),
      );
      openDashboard();
      const card = await screen.findByRole('region', { name: 'Your profile' });
      expect(await within(card).findByText('DiSC Even split: I, S and C')).toBeVisible();
      expect(within(card).getByText('Even split: Analytical and Structural')).toBeVisible();
      expect(within(card).getByText('Even split: Executing and Influencing')).toBeVisible();
      expect(within(card).queryByText('Analytical')).not.toBeInTheDocument();
    },
  );

  it('offers a retry when the profile cannot be checked', async () => {
    stubProfile(networkFailure(), json(200, storedProfile()));
    const { user } = openDashboard();
    expect(
      await screen.findByText('We could not check your profile right now.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Your profile is ready.')).toBeInTheDocument();
  });
});
