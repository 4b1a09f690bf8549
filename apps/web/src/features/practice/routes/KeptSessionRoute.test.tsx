import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { json } from '#web/test/fake-api';
import { ASK, GOAL, feedback, keptSession, sessionList } from '#web/test/practice';
import { recordedApi } from '#web/test/recorded-api';
import { renderWithAuth, sentence } from '#web/test/render';
import { KeptSessionRoute } from './KeptSessionRoute';
import { PracticeRoute } from './PracticeRoute';

/** The session's page inside the routes it links back to. */
const renderSession = (id = 's1') =>
  renderWithAuth(
    <Routes>
      <Route path="/practice" element={<PracticeRoute />} />
      <Route path="/practice/sessions/:id" element={<KeptSessionRoute />} />
    </Routes>,
    { path: `/practice/sessions/${id}` },
  );

describe('a kept practice session', () => {
  it('reads the conversation and the feedback again', async () => {
    recordedApi({ 'GET /practice/sessions/s1': () => json(200, keptSession()) });
    renderSession();
    expect(await screen.findByRole('heading', { level: 1, name: GOAL })).toBeVisible();
    // The title is set by an effect after the page renders: wait for it on a slow machine.
    await waitFor(() => expect(document.title).toContain(GOAL));
    expect(screen.getByText(sentence(/^With Priya · Kept/))).toHaveTextContent('9 of 20');
    const conversation = screen.getByRole('region', { name: 'The conversation' });
    expect(
      within(conversation)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([`You${ASK}`, 'PriyaWhy the 30th, specifically?']);
    const panel = screen.getByRole('region', { name: 'Feedback on your messages' });
    expect(panel).toHaveTextContent(feedback().summary);
    expect(within(panel).getByText('Reason given')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Practice and kept sessions' })).toHaveAttribute(
      'href',
      '/practice',
    );
  });

  it('says when a session was kept without feedback', async () => {
    recordedApi({
      'GET /practice/sessions/s1': () =>
        json(200, keptSession({ feedback: null, personName: null })),
    });
    renderSession();
    expect(await screen.findByText('This session was kept without feedback.')).toBeVisible();
    expect(screen.getByText(/^With your colleague/)).toHaveTextContent('Not scored');
    expect(screen.queryByRole('region', { name: 'Feedback on your messages' })).toBeNull();
  });

  it('says the session is not found for an id that is not mine', async () => {
    recordedApi({
      'GET /practice/sessions/nope': () =>
        json(404, {
          detail: 'You have no kept practice session with that id.',
          code: 'NOT_FOUND',
        }),
    });
    renderSession('nope');
    expect(await screen.findByRole('heading', { name: 'Session not found' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Practice and kept sessions' })).toBeVisible();
  });

  it('offers to try again when it cannot be loaded', async () => {
    let calls = 0;
    recordedApi({
      'GET /practice/sessions/s1': () =>
        ++calls === 1
          ? json(500, { detail: 'Server error occurred', code: 'INTERNAL_ERROR' })
          : json(200, keptSession()),
    });
    const { user } = renderSession();
    expect(
      await screen.findByRole('heading', { name: 'Unable to load the session' }),
    ).toBeVisible();
    expect(screen.getByText('Server error occurred')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: GOAL })).toBeVisible();
  });

  it('deletes after a confirmation and goes back to the practice screen, which says so', async () => {
    const api = recordedApi({
      'GET /practice/sessions/s1': () => json(200, keptSession()),
      'DELETE /practice/sessions/s1': () => new Response(null, { status: 204 }),
      'GET /people': () => json(200, { items: [], max: 200 }),
      'GET /sharing/people': () => json(200, { items: [] }),
      'GET /practice/sessions': () => json(200, sessionList()),
    });
    const { user } = renderSession();
    await user.click(await screen.findByRole('button', { name: `Delete the session “${GOAL}”` }));
    const confirm = screen.getByRole('group', { name: /^Delete the session .*\?/ });
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(screen.getByRole('heading', { level: 1, name: GOAL })).toBeVisible();
    await user.click(screen.getByRole('button', { name: `Delete the session “${GOAL}”` }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Practice a conversation' }),
    ).toBeVisible();
    expect(screen.getByText(`The session “${GOAL}” is deleted.`)).toHaveAttribute('role', 'status');
    expect(api.callsTo('DELETE', '/practice/sessions/s1')).toHaveLength(1);
  });

  it('stays and says why when the delete fails', async () => {
    recordedApi({
      'GET /practice/sessions/s1': () => json(200, keptSession()),
      'DELETE /practice/sessions/s1': () =>
        json(503, {
          detail: 'Storage is unavailable. Try again shortly.',
          code: 'STORE_UNAVAILABLE',
        }),
    });
    const { user } = renderSession();
    await user.click(await screen.findByRole('button', { name: `Delete the session “${GOAL}”` }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Storage is unavailable. Try again shortly.',
    );
    expect(screen.getByRole('heading', { level: 1, name: GOAL })).toBeVisible();
  });
});
