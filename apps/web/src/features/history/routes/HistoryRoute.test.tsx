import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, answer, json, networkFailure } from '#web/test/fake-api';
import { storedProfile } from '#web/test/profiles';
import { renderWithAuth } from '#web/test/render';
import { longDate } from '../lib/dates';
import { HISTORY_TEXT } from '../texts';
import { HistoryRoute } from './HistoryRoute';

const LATEST = storedProfile({ id: 'r2', createdAt: '2026-06-01T09:30:00.000Z' });
const FIRST = storedProfile({ id: 'r1', createdAt: '2026-03-01T10:00:00.000Z' });
const page = (items: unknown[]) => json(200, { items, nextCursor: null });
const list = () =>
  within(screen.getByRole('region', { name: HISTORY_TEXT.list.heading })).getByRole('list');
const deleteButton = (iso: string) =>
  screen.getByRole('button', { name: HISTORY_TEXT.list.deleteNamed(longDate(iso)) });

describe('Your results over time', () => {
  it('lists every result, newest first', async () => {
    answer('GET /profile/history', page([LATEST, FIRST]));
    renderWithAuth(<HistoryRoute />);
    expect(
      await screen.findByRole('heading', { level: 1, name: HISTORY_TEXT.title }),
    ).toBeVisible();
    const items = within(list()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(longDate(LATEST.createdAt)),
      expect.stringContaining(longDate(FIRST.createdAt)),
    ]);
  });

  it('removes a deleted result from the list without loading it again, and says so', async () => {
    const reads = answer('GET /profile/history', page([LATEST, FIRST]));
    const deletes = answer('DELETE /profile/history/:id', new Response(null, { status: 204 }));
    const { user } = renderWithAuth(<HistoryRoute />);
    await screen.findByRole('heading', { level: 1, name: HISTORY_TEXT.title });

    await user.click(deleteButton(FIRST.createdAt));
    await user.click(screen.getByRole('button', { name: HISTORY_TEXT.list.confirmYes }));

    expect(
      await screen.findByText(HISTORY_TEXT.list.deleted(longDate(FIRST.createdAt))),
    ).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list()).queryByText(longDate(FIRST.createdAt))).toBeNull();
    expect(screen.getByRole('heading', { name: HISTORY_TEXT.list.heading })).toHaveFocus();
    expect(new URL(deletes[0]!.url).pathname).toBe('/profile/history/r1');
    expect(reads).toHaveLength(1);
  });

  it('keeps the result and says why when the delete fails', async () => {
    answer('GET /profile/history', page([LATEST, FIRST]));
    answer(
      'DELETE /profile/history/:id',
      apiError(503, { detail: 'The store is unavailable', code: 'STORE_UNAVAILABLE' }),
    );
    const { user } = renderWithAuth(<HistoryRoute />);
    await screen.findByRole('heading', { level: 1, name: HISTORY_TEXT.title });
    await user.click(deleteButton(FIRST.createdAt));
    await user.click(screen.getByRole('button', { name: HISTORY_TEXT.list.confirmYes }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The store is unavailable');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('offers "Try Again" when the results cannot be loaded, and shows them once they can', async () => {
    const reads = answer('GET /profile/history', networkFailure(), page([LATEST]));
    const { user } = renderWithAuth(<HistoryRoute />);
    expect(
      await screen.findByRole('heading', { name: HISTORY_TEXT.error.title }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: HISTORY_TEXT.error.tryAgain }));
    expect(
      await screen.findByRole('heading', { level: 1, name: HISTORY_TEXT.title }),
    ).toBeVisible();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(reads).toHaveLength(2);
  });

  it('says there are no results yet when the history is empty', async () => {
    answer('GET /profile/history', page([]));
    renderWithAuth(<HistoryRoute />);
    expect(await screen.findByRole('heading', { name: HISTORY_TEXT.empty.title })).toBeVisible();
    expect(screen.getByRole('link', { name: HISTORY_TEXT.empty.action })).toHaveAttribute(
      'href',
      '/quiz',
    );
  });
});
