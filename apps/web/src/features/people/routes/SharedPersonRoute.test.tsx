import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PairGuide, Person, SharedPerson } from '@styleprint/contracts';
import { json } from '#web/test/fake-api';
import { renderWithAuth, sentence } from '#web/test/render';
import { NO_TRAITS, person } from '#web/test/people';
import { fakePeopleApi } from '../testing/people-api';
import { SharedPersonRoute } from './SharedPersonRoute';

const SAM: SharedPerson = {
  id: 'c1',
  name: 'Sam Lee',
  theirs: {
    terms: { traits: ['disc', 'mbti', 'strength'], suggestions: true },
    traits: { disc: 'S', mbti: 'ISFJ', thinking: null, strength: null },
  },
  mine: { traits: ['disc'], suggestions: false },
  since: '2026-11-27T12:00:00.000Z',
};

const GUIDE: PairGuide = {
  person: { id: 'c1', name: 'Sam Lee' },
  you: { disc: 'D', mbti: 'INTJ', thinking: 'Analytical', strength: 'Executing' },
  them: SAM.theirs!.traits!,
  sections: [
    {
      key: 'open',
      title: 'How to open',
      lines: [{ framework: 'disc', text: 'Ask how the team is doing first.', anyStyle: false }],
    },
  ],
};

function renderShared(routes: Parameters<typeof fakePeopleApi>[0]) {
  const api = fakePeopleApi({
    'GET /sharing/people/c1/guide': () => json(200, GUIDE),
    // The page offers to link them to one of my private people: none here.
    'GET /people': () => json(200, { items: [], max: 200 }),
    ...routes,
  });
  const view = renderWithAuth(
    <Routes>
      <Route path="/people/shared/:id" element={<SharedPersonRoute />} />
    </Routes>,
    { path: '/people/shared/c1' },
  );
  return { ...api, ...view };
}

describe('someone who shares', () => {
  it('shows their own results, only the shared ones, and a guide that says it uses them', async () => {
    renderShared({ 'GET /sharing/people/c1': () => json(200, SAM) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Lee' })).toBeInTheDocument();
    expect(screen.getByText('Shares their results with you')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Their own results' });
    expect(results).toHaveTextContent('DiSC-styleS (Steadiness)');
    expect(results).toHaveTextContent('Emergenetics-styleNot shared');
    // Shared, but an even split: said so, not as if they had never taken it.
    expect(results).toHaveTextContent('CliftonStrengths-styleno single result yet');
    const guide = await screen.findByRole('region', { name: 'You and Sam Lee' });
    expect(guide).toHaveTextContent('From Sam Lee’s own results');
    // The guide is its own request: the region shows "Putting the guide together" until it lands.
    expect(await within(guide).findByText('Ask how the team is doing first.')).toBeInTheDocument();
  });

  it('keeps a private note beside their results', async () => {
    const api = renderShared({
      'GET /sharing/people/c1': () => json(200, SAM),
      'PUT /sharing/people/c1/note': () => json(200, { ...SAM, note: 'Prefers mornings' }),
    });
    expect(
      await screen.findByText(
        sentence(
          'Only you can read this. Sam Lee never sees it, and it does not change their results.',
        ),
      ),
    ).toBeInTheDocument();
    await api.user.type(screen.getByRole('textbox', { name: 'Note' }), 'Prefers mornings');
    await api.user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Your note is saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/sharing/people/c1/note')[0]?.body).toEqual({
      note: 'Prefers mornings',
    });
  });

  it('stops sharing with them at once', async () => {
    const api = renderShared({
      'GET /sharing/people/c1': () => json(200, SAM),
      'DELETE /sharing/people/c1/mine': () => new Response(null, { status: 204 }),
    });
    await api.user.click(await screen.findByRole('button', { name: 'Stop sharing with Sam Lee' }));
    expect(
      await screen.findByText(sentence('Sam Lee no longer sees your results.')),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/sharing/people/c1/mine')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Share with Sam Lee' })).toBeInTheDocument();
  });

  it('shows no guide and says so when they do not share now', async () => {
    renderShared({ 'GET /sharing/people/c1': () => json(200, { ...SAM, theirs: null }) });
    expect(
      await screen.findByText(sentence('Sam Lee does not share their results with you now.')),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'You and Sam Lee' })).toBeNull();
  });

  describe('and someone in my People', () => {
    const ENTRY: Person = person({
      id: 'p1',
      name: 'Sam from Sales',
      note: 'Prefers mornings',
      origin: 'manual',
      evidence: [],
      traits: {
        ...NO_TRAITS,
        disc: { value: 'I', source: 'user', confidence: null, read: NO_TRAITS.disc.read },
      },
    });
    const OTHER: Person = person({ id: 'p2', name: 'Ana', origin: 'manual', evidence: [] });

    it('shows my private note and guess beside their own results, labelled as mine', async () => {
      renderShared({
        'GET /sharing/people/c1': () => json(200, { ...SAM, linkedPersonId: 'p1' }),
        'GET /people': () => json(200, { items: [ENTRY, OTHER], max: 200 }),
      });
      const mine = await screen.findByRole('region', { name: 'Your private notes and guess' });
      expect(mine).toHaveTextContent(
        'From your private People list: only you see this, and Sam Lee never does.',
      );
      expect(mine).toHaveTextContent('Prefers mornings');
      expect(mine).toHaveTextContent('DiSC-styleI (Influence)');
      expect(screen.getByRole('region', { name: 'Their own results' })).toHaveTextContent(
        'DiSC-styleS (Steadiness)',
      );
      expect(
        screen.getByRole('link', { name: 'Edit your notes and guess for Sam from Sales' }),
      ).toHaveAttribute('href', '/people/p1');
      expect(screen.queryByRole('combobox', { name: 'Someone in your People' })).toBeNull();
    });

    it('links them to someone in my People not linked yet, and unlinks', async () => {
      const api = renderShared({
        'GET /sharing/people/c1': () => json(200, SAM),
        'GET /people': () => json(200, { items: [ENTRY, OTHER], max: 200 }),
        // Ana already stands for someone else who shares.
        'GET /sharing/people': () =>
          json(200, { items: [SAM, { ...SAM, id: 'c2', name: 'Ana B', linkedPersonId: 'p2' }] }),
        'PUT /sharing/people/c1/link': () => json(200, { ...SAM, linkedPersonId: 'p1' }),
        'DELETE /sharing/people/c1/link': () => new Response(null, { status: 204 }),
      });
      expect(
        await screen.findByRole('heading', { name: 'Is this someone in your People?' }),
      ).toBeInTheDocument();
      const select = await screen.findByRole('combobox', { name: 'Someone in your People' });
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a person', 'Sam from Sales']);
      await api.user.click(screen.getByRole('button', { name: 'Link' }));
      expect(
        await screen.findByText('Choose the person in your People first.'),
      ).toBeInTheDocument();
      expect(api.callsTo('PUT', '/sharing/people/c1/link')).toHaveLength(0);

      await api.user.selectOptions(select, 'Sam from Sales');
      await api.user.click(screen.getByRole('button', { name: 'Link' }));
      expect(
        await screen.findByText(sentence('Linked to Sam from Sales in your People.')),
      ).toBeInTheDocument();
      expect(api.callsTo('PUT', '/sharing/people/c1/link')[0]?.body).toEqual({ personId: 'p1' });
      expect(
        screen.getByRole('region', { name: 'Your private notes and guess' }),
      ).toHaveTextContent('Prefers mornings');

      await api.user.click(screen.getByRole('button', { name: 'Unlink' }));
      expect(await screen.findByText(/Unlinked: your private entry shows/)).toBeInTheDocument();
      expect(api.callsTo('DELETE', '/sharing/people/c1/link')).toHaveLength(1);
      expect(screen.getByRole('combobox', { name: 'Someone in your People' })).toBeInTheDocument();
    });
  });
});
