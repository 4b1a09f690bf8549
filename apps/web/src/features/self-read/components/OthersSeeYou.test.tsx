import type { MyRatings, RatingAggregate } from '@styleprint/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '#web/test/fake-api';
import { recordedApi } from '#web/test/recorded-api';
import { renderWithAuth } from '#web/test/render';
import { OthersSeeYou } from './OthersSeeYou';

const REQUEST = {
  id: 'r1',
  name: 'Ada Lovelace',
  createdAt: '2026-11-27T10:00:00.000Z',
  expiresAt: '2026-12-11T10:00:00.000Z',
  state: 'open',
} as const;

const mine = (overrides: Partial<MyRatings> = {}): MyRatings => ({
  requests: [],
  raters: 0,
  needed: 3,
  aggregate: null,
  ...overrides,
});

const AGGREGATE: RatingAggregate = {
  raters: 3,
  axes: [
    {
      axis: 'pace',
      first: 'Fast, decides quickly',
      second: 'Measured, weighs it up',
      average: -0.7,
      split: true,
    },
    { axis: 'focus', first: 'The task', second: 'The people', average: 0, split: true },
  ],
  frameworks: [
    {
      framework: 'disc',
      label: 'DiSC-style',
      self: 'Steadiness (S)',
      seen: 'Dominance (D): fast, and the task first',
      agreement: 'differs',
      summary:
        'You rate yourself Steadiness (S), but colleagues see Dominance (D): fast, and the task first.',
    },
  ],
};

describe('how others see you', () => {
  it('with two answers says how many and when results appear, and shows nothing of them', async () => {
    recordedApi({ 'GET /ratings/mine': () => json(200, mine({ raters: 2, requests: [REQUEST] })) });
    renderWithAuth(<OthersSeeYou />);
    expect(screen.getByRole('heading', { level: 2, name: 'How others see you' })).toBeVisible();
    expect(
      await screen.findByText(
        '2 of 3 colleagues have answered. Results appear here once 3 different people have answered; until then nothing of their answers is shown.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: /colleagues see/ })).toBeNull();
    expect(screen.queryByText('Colleagues see')).toBeNull();
  });

  it('with three shows the combined view beside what I said of myself', async () => {
    recordedApi({
      'GET /ratings/mine': () => json(200, mine({ raters: 3, aggregate: AGGREGATE })),
    });
    renderWithAuth(<OthersSeeYou />);
    expect(
      await screen.findByRole('heading', { level: 3, name: 'What 3 colleagues see' }),
    ).toBeVisible();
    const disc = screen.getByRole('heading', { level: 4, name: 'DiSC-style' }).closest('li')!;
    expect(disc).toHaveTextContent('Differs');
    expect(disc).toHaveTextContent('You rated yourselfSteadiness (S)');
    expect(disc).toHaveTextContent('Colleagues seeDominance (D): fast, and the task first');
    const axes = screen.getByRole('heading', {
      name: 'Where their answers sit',
    }).nextElementSibling!;
    const [pace, focus] = within(axes as HTMLElement).getAllByRole('listitem');
    expect(pace).toHaveTextContent(/Leans to “Fast, decides quickly”\. Answers point both ways\./);
    expect(focus).toHaveTextContent(/In between\./);
  });

  it('makes a link with my name, shows it to copy, lists it and closes it', async () => {
    const api = recordedApi({
      'GET /ratings/mine': () => json(200, mine()),
      'POST /ratings/requests': () => json(201, { ...REQUEST, name: 'Ada', token: 'tok_123' }),
      'DELETE /ratings/requests/r1': () => new Response(null, { status: 204 }),
    });
    const { user } = renderWithAuth(<OthersSeeYou />);
    expect(await screen.findByText(/No one has answered yet/)).toBeVisible();
    const name = screen.getByRole('textbox', { name: 'Your name, as colleagues know you' });
    expect(name).toHaveValue('Ada Lovelace');
    await user.clear(name);
    await user.type(name, 'Ada');
    await user.click(screen.getByRole('button', { name: 'Ask colleagues' }));

    const link = await screen.findByRole('textbox', { name: 'Link to send to colleagues' });
    expect(link).toHaveValue(`${window.location.origin}/rate/tok_123`);
    expect(link).toHaveFocus();
    expect(link).toHaveAccessibleDescription(/Open for 14 days/);
    expect(api.callsTo('POST', '/ratings/requests')[0]?.body).toEqual({ name: 'Ada' });
    const mineList = screen.getByRole('heading', { name: 'Your links' }).nextElementSibling!;
    expect(mineList).toHaveTextContent('Open');

    await user.click(screen.getByRole('button', { name: /^Close link made / }));
    await waitFor(() => expect(mineList).toHaveTextContent('Closed'));
    expect(api.callsTo('DELETE', '/ratings/requests/r1')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Link closed. Answers already given still count.',
    );
  });

  it('says when too many links were made', async () => {
    recordedApi({
      'GET /ratings/mine': () => json(200, mine()),
      'POST /ratings/requests': () =>
        apiError(
          429,
          { detail: 'Too many requests', code: 'RATE_LIMITED' },
          { 'Retry-After': '30' },
        ),
    });
    const { user } = renderWithAuth(<OthersSeeYou />);
    await user.click(screen.getByRole('button', { name: 'Ask colleagues' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait 30 seconds and try again.',
    );
  });
});
