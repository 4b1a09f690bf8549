import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAuth } from '#web/test/render';
import { ProfileErrorScreen } from './ProfileErrorScreen';

describe('ProfileErrorScreen (docs/product.md#s8)', () => {
  it.each([
    [
      'network',
      'Connection Issue',
      "We're having trouble connecting to our servers. Please check your internet connection and try again.",
    ],
    [
      'server',
      'Service Temporarily Unavailable',
      'Our servers are experiencing high traffic. Please wait a moment and try again.',
    ],
    [
      'unknown',
      'Unable to Load Profile',
      'Something went wrong while loading your profile. This might be a temporary issue.',
    ],
    ['no_data', 'No Profile Data', 'Unable to display profile information.'],
  ] as const)('%s: "%s" with Try Again and Take Assessment', async (kind, title, message) => {
    const onRetry = vi.fn();
    const { user } = renderWithAuth(<ProfileErrorScreen kind={kind} onRetry={onRetry} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take Assessment' })).toHaveAttribute('href', '/quiz');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
