import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeAuthService, testUser } from '#web/test/fake-auth';
import { renderApp } from '#web/test/render';

describe('What your results can and cannot tell (decision 0019)', () => {
  it('is open to anyone and explains clear, leaning and even split in plain words', async () => {
    renderApp('/about-results', createFakeAuthService().service);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'What your results can and cannot tell',
      }),
    ).toBeInTheDocument();
    for (const heading of [
      'How many answers each result rests on',
      'Clear, leaning or even split',
      'How often a result is right',
      'Sharpen my result',
      'What your results cannot tell',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(
      screen.getByText(/^Clear: the leading result is at least 3 answers ahead/),
    ).toBeVisible();
    expect(screen.getByText(/Do not use its results for hiring/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Back to my profile' })).toBeNull();
  });

  it('leads a signed-in person back to their profile', async () => {
    renderApp('/about-results', createFakeAuthService(testUser()).service);
    expect(await screen.findByRole('link', { name: 'Back to my profile' })).toHaveAttribute(
      'href',
      '/profile/me',
    );
  });
});
