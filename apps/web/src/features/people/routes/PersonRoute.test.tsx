import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PairGuide, Person } from '@styleprint/contracts';
import { renderWithAuth } from '#web/test/render';
import { json } from '#web/test/fake-api';
import { QUOTES, person, readDisc, sharingPerson } from '#web/test/people';
import { fakePeopleApi, openInvite } from '../testing/people-api';
import { PersonRoute } from './PersonRoute';

const GUIDE: PairGuide = {
  person: { id: 'p1', name: 'Jordan' },
  you: { disc: 'I', mbti: 'ENFP', thinking: 'Social', strength: 'Relationship' },
  them: { disc: 'D', mbti: null, thinking: null, strength: null },
  sections: [
    {
      key: 'open',
      title: 'How to open',
      lines: [{ framework: 'disc', text: 'Lead with the decision you need.', anyStyle: false }],
    },
  ],
};

function renderPerson(routes: Parameters<typeof fakePeopleApi>[0]) {
  const api = fakePeopleApi({ 'GET /people/p1/guide': () => json(200, GUIDE), ...routes });
  const view = renderWithAuth(
    <Routes>
      <Route path="/people/:id" element={<PersonRoute />} />
      <Route path="/people" element={<h1>People list</h1>} />
    </Routes>,
    { path: '/people/p1' },
  );
  return { ...api, ...view };
}

const discCard = () => screen.getByRole('region', { name: 'DiSC-style' });

describe('one person', () => {
  it('shows each trait with the quotes it rests on and how sure the read is', async () => {
    renderPerson({ 'GET /people/p1': () => json(200, person()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jordan' })).toBeInTheDocument();
    expect(within(discCard()).getByText('D (Dominance)')).toBeInTheDocument();
    expect(within(discCard()).getByText(/83% sure/)).toBeInTheDocument();
    const quotes = within(discCard()).getByRole('list', { name: 'DiSC-style: What it rests on' });
    expect(within(quotes).getAllByRole('listitem')).toHaveLength(3);
    expect(within(quotes).getByText('“Decide today and tell me.”')).toBeInTheDocument();
    // Traits with nothing known say so.
    expect(
      within(screen.getByRole('region', { name: 'MBTI-style' })).getByText('Not known yet'),
    ).toBeInTheDocument();
  });

  it('offers to practise a conversation with this person', async () => {
    renderPerson({ 'GET /people/p1': () => json(200, person()) });
    const link = await screen.findByRole('link', { name: 'Practise a conversation with Jordan' });
    expect(link).toHaveAttribute('href', '/practice?person=p1');
  });

  it('strikes out a quote and shows the read the server recomputed at once', async () => {
    const struck: Person = person({
      traits: { ...person().traits, disc: readDisc('S', 0.4) },
      evidence: QUOTES.map((q) => (q.id === 'q1' || q.id === 'q2' ? { ...q, struck: true } : q)),
      updatedAt: '2026-11-23T10:05:00.000Z',
    });
    const api = renderPerson({
      'GET /people/p1': () => json(200, person()),
      'PATCH /people/p1': () => json(200, struck),
    });
    const { user } = api;
    await screen.findByRole('heading', { level: 1, name: 'Jordan' });
    await user.click(
      screen.getByRole('button', {
        name: 'Strike out the quote "I need the numbers by Friday, no excuses."',
      }),
    );
    expect(await within(discCard()).findByText('S (Steadiness)')).toBeInTheDocument();
    expect(within(discCard()).getByText(/40% sure/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('DiSC-style updated.');
    expect(api.callsTo('PATCH', '/people/p1')[0]?.body).toEqual({
      struck: [{ id: 'q1', struck: true }],
    });
    // The struck quote can be put back with a button that names it.
    expect(
      screen.getByRole('button', {
        name: 'Put back the quote "I need the numbers by Friday, no excuses."',
      }),
    ).toBeInTheDocument();
    // The guide is asked for again for the person as they are now.
    expect(api.callsTo('GET', '/people/p1/guide').length).toBeGreaterThanOrEqual(2);
  });

  it('sets a trait by hand and goes back to the read', async () => {
    const byHand = person({
      traits: {
        ...person().traits,
        disc: { ...readDisc('D', 0.83), value: 'C', source: 'user', confidence: null },
      },
    });
    const api = renderPerson({
      'GET /people/p1': () => json(200, person()),
      'PATCH /people/p1': (call) =>
        json(
          200,
          (call.body as { traits: { disc: string } }).traits.disc === 'read' ? person() : byHand,
        ),
    });
    const { user } = api;
    await screen.findByRole('heading', { level: 1, name: 'Jordan' });
    await user.click(screen.getByRole('button', { name: 'Set DiSC-style by hand' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Set DiSC-style by hand' }),
      'C (Conscientiousness)',
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await within(discCard()).findByText('C (Conscientiousness)')).toBeInTheDocument();
    expect(within(discCard()).getByText('Set by you')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go back to the read for DiSC-style' }));
    expect(await within(discCard()).findByText('D (Dominance)')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/people/p1').map((c) => c.body)).toEqual([
      { traits: { disc: 'C' } },
      { traits: { disc: 'read' } },
    ]);
  });

  it("shows the API's message when a change is refused, and keeps the read", async () => {
    const api = renderPerson({
      'GET /people/p1': () => json(200, person()),
      'PATCH /people/p1': () => json(404, { detail: 'Person not found', code: 'PERSON_NOT_FOUND' }),
    });
    const { user } = api;
    await screen.findByRole('heading', { level: 1, name: 'Jordan' });
    await user.click(
      screen.getByRole('button', { name: 'Strike out the quote "Decide today and tell me."' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Person not found');
    expect(within(discCard()).getByText('D (Dominance)')).toBeInTheDocument();
  });

  it('shows the pair guide with a framework tag on every line', async () => {
    renderPerson({ 'GET /people/p1': () => json(200, person()) });
    const guide = await screen.findByRole('region', { name: 'You and Jordan' });
    // It says which styles it used: the user's own guess.
    expect(within(guide).getByText('From your guess')).toBeInTheDocument();
    const open = await within(guide).findByRole('region', { name: 'How to open' });
    expect(within(open).getByRole('listitem')).toHaveTextContent(
      'Lead with the decision you need. From DiSC-style',
    );
  });

  it('asks for the assessment when the user has no profile for the guide', async () => {
    renderPerson({
      'GET /people/p1': () => json(200, person()),
      'GET /people/p1/guide': () =>
        json(404, { detail: 'Profile not found', code: 'PROFILE_NOT_FOUND' }),
    });
    expect(
      await screen.findByText(
        'Take the assessment first: the guide compares your styles with theirs.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Assessment' })).toHaveAttribute('href', '/quiz');
  });

  it('deletes after a confirmation and goes back to the list', async () => {
    const api = renderPerson({
      'GET /people/p1': () => json(200, person()),
      'DELETE /people/p1': () => new Response(null, { status: 204 }),
    });
    const { user } = api;
    await screen.findByRole('heading', { level: 1, name: 'Jordan' });
    await user.click(screen.getByRole('button', { name: 'Delete Jordan' }));
    expect(api.callsTo('DELETE', '/people/p1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'People list' })).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/people/p1')).toHaveLength(1);
  });

  it('says so when the person does not exist', async () => {
    renderPerson({
      'GET /people/p1': () => json(404, { detail: 'Person not found', code: 'PERSON_NOT_FOUND' }),
    });
    expect(await screen.findByRole('heading', { name: 'Person not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All people' })).toHaveAttribute('href', '/people');
  });

  describe('and their own results', () => {
    it('invites them to share from here, and the invite carries this private entry', async () => {
      const api = renderPerson({
        'GET /people/p1': () => json(200, person()),
        'POST /sharing/invites': () =>
          json(201, {
            invite: openInvite('i1'),
            token: 'a'.repeat(43),
            emailed: false,
          }),
      });
      await api.user.click(
        await screen.findByRole('button', { name: 'Invite Jordan to share their own results' }),
      );
      expect(
        screen.getByRole('heading', { level: 3, name: 'Invite Jordan to share' }),
      ).toHaveFocus();
      expect(screen.getByText(/People shows Jordan once, with this private entry/)).toBeVisible();
      await api.user.click(screen.getByRole('button', { name: 'Create the link' }));
      expect(await screen.findByRole('textbox', { name: 'Invite link' })).toHaveValue(
        `${window.location.origin}/invite/${'a'.repeat(43)}`,
      );
      expect(api.callsTo('POST', '/sharing/invites')[0]?.body).toEqual({ personId: 'p1' });
    });

    it('once linked to someone who shares, points to their own results and guides from them', async () => {
      renderPerson({
        'GET /people/p1': () => json(200, person()),
        'GET /sharing/people': () =>
          json(200, { items: [sharingPerson({ linkedPersonId: 'p1' })] }),
        'GET /sharing/people/c1/guide': () =>
          json(200, { ...GUIDE, person: { id: 'c1', name: 'Sam Lee' } }),
      });
      expect(
        await screen.findByRole('link', { name: 'See Sam Lee’s own results' }),
      ).toHaveAttribute('href', '/people/shared/c1');
      expect(screen.queryByRole('button', { name: /Invite Jordan/ })).toBeNull();
      const guide = await screen.findByRole('region', { name: 'You and Sam Lee' });
      expect(guide).toHaveTextContent('From Sam Lee’s own results');
    });
  });
});
