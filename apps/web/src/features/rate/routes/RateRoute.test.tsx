import type { RatingInvitation } from '@styleprint/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '#web/test/fake-api';
import { recordedApi } from '#web/test/recorded-api';
import { renderWithAuth, sentence } from '#web/test/render';
import { RateRoute } from './RateRoute';

const INVITATION: RatingInvitation = {
  name: 'Ana',
  expiresAt: '2026-12-11T10:00:00.000Z',
  answers: null,
};

const renderRate = () =>
  renderWithAuth(
    <Routes>
      <Route path="/rate/:token" element={<RateRoute />} />
    </Routes>,
    { path: '/rate/tok_123' },
  );

describe('rating a colleague', () => {
  it('asks five questions about the person, says answers are combined, and sends them', async () => {
    const api = recordedApi({
      'POST /ratings/invitation': () => json(200, INVITATION),
      'POST /ratings/invitation/answer': () =>
        json(200, {
          ...INVITATION,
          answers: { pace: -2, focus: 1, assertiveness: -1, feedback: 2, plans: 1 },
        }),
    });
    const { user } = renderRate();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How does Ana come across?' }),
    ).toBeVisible();
    expect(api.callsTo('POST', '/ratings/invitation')[0]?.body).toEqual({ token: 'tok_123' });
    expect(
      screen.getByText(sentence(/Ana sees only the combined result, never who said what\.$/)),
    ).toBeVisible();
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(5);
    expect(groups[0]).toHaveAccessibleName('1. When something needs deciding, Ana tends to…');

    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Answer every question first: 5 questions are still open.',
    );
    expect(within(groups[0]!).getAllByRole('radio')[0]).toHaveFocus();
    expect(api.callsTo('POST', '/ratings/invitation/answer')).toHaveLength(0);

    const pick = (group: number, label: RegExp) =>
      user.click(within(groups[group]!).getByRole('radio', { name: label }));
    await pick(0, /^Clearly: move fast/);
    await pick(1, /^A bit more: how everyone is doing/);
    await pick(2, /^A bit more: say so plainly/);
    await pick(3, /^Clearly: how it will land/);
    await pick(4, /^A bit more: keeps options open/);
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));

    const thanks = await screen.findByRole('heading', { level: 1, name: 'Thank you' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(api.callsTo('POST', '/ratings/invitation/answer')[0]?.body).toEqual({
      token: 'tok_123',
      answers: { pace: -2, focus: 1, assertiveness: -1, feedback: 2, plans: 1 },
    });
  });

  it('shows my earlier answers to change', async () => {
    recordedApi({
      'POST /ratings/invitation': () =>
        json(200, {
          ...INVITATION,
          answers: { pace: 2, focus: -2, assertiveness: 1, feedback: -1, plans: -2 },
        }),
    });
    renderRate();
    expect(await screen.findByText(/You answered this link before/)).toBeVisible();
    expect(screen.getByRole('radio', { name: /^Clearly: take time to weigh it up/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Clearly: settles them early/ })).toBeChecked();
  });

  it.each([
    [410, 'RATING_LINK_CLOSED', 'This rating link has closed, so it takes no more answers.'],
    [
      404,
      'RATING_LINK_NOT_FOUND',
      'This rating link does not exist. Check that you copied all of it.',
    ],
    [403, 'RATING_OWN_LINK', 'This is your own rating link: send it to colleagues.'],
  ])('says plainly when the link cannot be used (%i)', async (status, code, detail) => {
    recordedApi({ 'POST /ratings/invitation': () => apiError(status, { detail, code }) });
    renderRate();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(detail);
    expect(screen.queryByRole('group')).toBeNull();
  });
});
