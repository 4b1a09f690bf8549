import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFakeAuthService, testUser } from '#web/test/fake-auth';
import {
  answer,
  apiError,
  json,
  networkFailure,
  profileNotFound,
  type Reply,
} from '#web/test/fake-api';
import { storedProfile } from '#web/test/profiles';
import { renderApp } from '#web/test/render';

// The charts are a lazy chunk (visx and d3): its first import in a test run can take seconds on a
// busy machine, longer than a query waits. These tests are about what the profile shows.
beforeAll(async () => {
  await import('../components/ProfileCharts');
}, 60_000);

const stubProfileApi = (...replies: [Reply, ...Reply[]]) => answer('GET /profile/me', ...replies);

const openProfile = (user = testUser()) =>
  renderApp('/profile/me', createFakeAuthService(user).service);

describe('Profile screen', () => {
  it('shows a loading state first', async () => {
    stubProfileApi(profileNotFound());
    openProfile();
    expect(await screen.findByRole('status', { name: 'Loading your profile' })).toBeInTheDocument();
  });

  it('welcomes a new user by display name, with the two next steps', async () => {
    const requests = stubProfileApi(profileNotFound());
    openProfile();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace!' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(8);
    expect(screen.getByRole('link', { name: 'Start Assessment Now' })).toHaveAttribute(
      'href',
      '/quiz',
    );
    expect(screen.getByRole('link', { name: 'Learn More First' })).toHaveAttribute('href', '/');
    expect(requests[0]?.url).toBe('http://127.0.0.1:8080/profile/me');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer test-id-token');
  });

  it('greets by the part of the email before the @ when there is no display name', async () => {
    stubProfileApi(profileNotFound());
    openProfile(testUser({ displayName: null, email: 'grace.hopper@navy.mil' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, grace.hopper!' }),
    ).toBeInTheDocument();
  });

  // docs/decisions/0036: these three used to show the new-user welcome, as if results were gone.
  it('says the answer could not be read when the body breaks the contract, never "no profile yet"', async () => {
    stubProfileApi(json(200, { mbti: { Type: 'INTJ' } }));
    openProfile();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unable to Read Your Profile' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Welcome, / })).not.toBeInTheDocument();
  });

  it('says "wait N seconds" on a 429, from Retry-After', async () => {
    stubProfileApi(
      apiError(429, { detail: 'Too many requests', code: 'RATE_LIMITED' }, { 'Retry-After': '17' }),
    );
    openProfile();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Please wait a moment' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Please wait 17 seconds and try again\./)).toBeInTheDocument();
  });

  it('refreshes the token once on a 401, and says the session has ended when that fails too', async () => {
    const refused = () =>
      apiError(401, {
        detail: 'Authentication required: the sign-in has expired. Please sign in again.',
        code: 'TOKEN_EXPIRED',
      });
    const requests = stubProfileApi(refused(), refused());
    const fake = createFakeAuthService(testUser());
    renderApp('/profile/me', fake.service);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your session has ended' }),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(2);
    expect(fake.service.currentIdToken).toHaveBeenCalledWith(true);
  });

  it('retries with the refreshed token and shows the profile when that works', async () => {
    stubProfileApi(
      apiError(401, { detail: 'Authentication required', code: 'TOKEN_EXPIRED' }),
      json(200, storedProfile()),
    );
    openProfile();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Communication Profile' }),
    ).toBeInTheDocument();
  });

  it('shows "Connection Issue" on a network failure, and "Try Again" refetches', async () => {
    stubProfileApi(networkFailure(), json(200, storedProfile()));
    const { user } = openProfile();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connection Issue' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "We're having trouble connecting to our servers. Please check your internet connection and try again.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take Assessment' })).toHaveAttribute('href', '/quiz');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Communication Profile' }),
    ).toBeInTheDocument();
  });

  it('shows "Service Temporarily Unavailable" on a server error', async () => {
    stubProfileApi(apiError(503, { detail: 'Store unavailable', code: 'STORE_UNAVAILABLE' }));
    openProfile();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Service Temporarily Unavailable' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Our servers are experiencing high traffic. Please wait a moment and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows the profile: summary cards, charts, behaviours and insights', async () => {
    stubProfileApi(json(200, storedProfile()));
    openProfile();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Communication Profile' }),
    ).toBeInTheDocument();

    const cards = within(screen.getByRole('region', { name: 'Profile summary' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((card) => card.textContent)).toEqual([
      'Personality Type (MBTI-style)INTJConfidence: Indicative (1 answer per axis)',
      'Primary Style (DiSC-style)DSecondary style: C',
      'Thinking Style (Emergenetics-style)AnalyticalYour strongest thinking preference',
      'Top Domain (CliftonStrengths-style)Strategic ThinkingYour leading strengths domain',
    ]);
    expect(screen.getByText('March 1, 2026', { exact: false })).toBeInTheDocument();

    // Each chart: a visible heading, read once; its data as one named list; no image to read.
    const itemsOf = (list: HTMLElement) =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(
      await screen.findByRole('heading', { name: 'Emergenetics-style Thinking Preferences' }),
    ).toBeVisible();
    expect(itemsOf(screen.getByRole('list', { name: 'Score from 0 to 10' }))).toEqual([
      'Analytical: 6.7',
      'Structural: 3.3',
      'Social: 0',
      'Conceptual: 0',
    ]);
    expect(
      await screen.findByRole('heading', { name: 'CliftonStrengths-style Domains' }),
    ).toBeVisible();
    expect(itemsOf(screen.getByRole('list', { name: 'Score (0–3) by domain' }))).toEqual([
      'Executing: 1 of 3',
      'Influencing: 0 of 3',
      'Relationship Building: 0 of 3',
      'Strategic Thinking: 2 of 3',
    ]);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getAllByText('Emergenetics-style Thinking Preferences')).toHaveLength(1);

    const behaviours = screen.getByRole('region', { name: 'Behavioural Attributes' });
    expect(within(behaviours).getByText('Expressiveness').nextSibling).toHaveTextContent('High');
    expect(within(behaviours).getByText('Assertiveness').nextSibling).toHaveTextContent('Medium');
    expect(within(behaviours).getByText('Flexibility').nextSibling).toHaveTextContent('Low');

    const insights = screen.getByRole('region', { name: 'Key Communication Insights' });
    expect(within(insights).getByRole('heading', { name: 'Your Strengths' })).toBeInTheDocument();
    expect(within(insights).getByRole('heading', { name: 'Growth Areas' })).toBeInTheDocument();
    expect(within(insights).getByText(/thoughtful analysis/)).toBeInTheDocument();
  });

  it('accepts the older "clifton" name and numeric behaviour levels', async () => {
    const { cliftonStrengths, ...rest } = storedProfile();
    stubProfileApi(
      json(200, {
        ...rest,
        clifton: cliftonStrengths,
        emergenetics: { ...rest.emergenetics, Expressiveness: 8, Assertiveness: 5, Flexibility: 1 },
      }),
    );
    openProfile();
    const behaviours = await screen.findByRole('region', { name: 'Behavioural Attributes' });
    expect(within(behaviours).getByText('Expressiveness').nextSibling).toHaveTextContent('High');
    expect(within(behaviours).getByText('Flexibility').nextSibling).toHaveTextContent('Low');
  });
});
