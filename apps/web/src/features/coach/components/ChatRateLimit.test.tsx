import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeCoachApi } from '../testing/coach-api';
import { chatTab, messageBox, renderConnectedCoach } from '../testing/render-coach';

const tooMany = () =>
  new Response(
    JSON.stringify({ detail: 'Too many requests, please wait 12 seconds', code: 'RATE_LIMITED' }),
    {
      status: 429,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '12' },
    },
  );

describe('Chat and a 429 (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md)', () => {
  it('shows the message but keeps the coach connected', async () => {
    fakeCoachApi({ stream: tooMany, ask: tooMany });
    const { user } = await renderConnectedCoach();
    await user.click(chatTab());
    await user.type(messageBox(), 'Hello{Enter}');
    const log = screen.getByRole('region', { name: 'Messages' });
    expect(await within(log).findByText(/Too many requests/)).toBeVisible();
    expect(screen.getByText('AI Connected')).toBeInTheDocument();
    expect(screen.queryByText('AI Disconnected')).not.toBeInTheDocument();
  });
});
