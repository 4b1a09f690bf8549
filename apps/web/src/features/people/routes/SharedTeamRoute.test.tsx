import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SharedTeam } from '@styleprint/contracts';
import { json } from '#web/test/fake-api';
import { renderWithAuth, sentence } from '#web/test/render';
import { fakePeopleApi } from '../testing/people-api';
import { SharedTeamRoute } from './SharedTeamRoute';

const ALL = { traits: ['disc', 'mbti', 'thinking', 'strength'], suggestions: true } as const;
const traits = { disc: 'D', mbti: 'INTJ', thinking: 'Analytical', strength: 'Executing' } as const;

const team = (isOwner: boolean, withCasey = true): SharedTeam => ({
  id: 't1',
  name: 'Launch crew',
  isOwner,
  members: [
    {
      id: 'm1',
      name: 'Alex',
      isYou: isOwner,
      isOwner: true,
      terms: { ...ALL, traits: [...ALL.traits] },
    },
    {
      id: 'm2',
      name: 'Blake',
      isYou: !isOwner,
      isOwner: false,
      terms: { traits: ['disc'], suggestions: false },
    },
    ...(withCasey
      ? [
          {
            id: 'm3',
            name: 'Casey',
            isYou: false,
            isOwner: false,
            terms: { traits: ['mbti' as const], suggestions: true },
          },
        ]
      : []),
  ],
  summary: {
    members: [
      { id: 'm1', name: 'You', isYou: true, traits },
      {
        id: 'm2',
        name: 'Blake',
        isYou: false,
        traits: { ...traits, mbti: null, thinking: null, strength: null },
      },
    ],
    counts: {
      disc: { D: 2, I: 0, S: 0, C: 0, unknown: 0 },
      thinking: { Analytical: 1, Structural: 0, Social: 0, Conceptual: 0, unknown: 1 },
    },
    observations: [{ kind: 'gap', framework: 'disc', text: 'No one on your map is C-style.' }],
  },
});

const renderTeam = (routes: Parameters<typeof fakePeopleApi>[0]) => {
  const api = fakePeopleApi(routes);
  const view = renderWithAuth(
    <Routes>
      <Route path="/people/teams/:id" element={<SharedTeamRoute />} />
    </Routes>,
    { path: '/people/teams/t1' },
  );
  return { ...api, ...view };
};

describe('a team by invitation', () => {
  it('shows each member with what they share, and the owner removes one with the team kept on screen', async () => {
    const api = renderTeam({
      'GET /sharing/teams/t1': (() => {
        let calls = 0;
        return () => json(200, team(true, calls++ === 0));
      })(),
      'DELETE /sharing/teams/t1/members/m3': () => new Response(null, { status: 204 }),
    });
    const members = await screen.findByRole('region', { name: 'Members' });
    expect(within(members).getByText('Shares DiSC-style')).toBeInTheDocument();
    expect(within(members).queryByRole('button', { name: 'Remove Alex' })).toBeNull();
    await api.user.click(within(members).getByRole('button', { name: 'Remove Casey' }));
    expect(
      await screen.findByText(sentence('Casey is no longer in the team.')),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/sharing/teams/t1/members/m3')).toHaveLength(1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Launch crew' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete the team' })).toBeInTheDocument();
  });

  it('lets a member leave, which takes them out at once', async () => {
    const api = renderTeam({
      'GET /sharing/teams/t1': () => json(200, team(false)),
      'DELETE /sharing/teams/t1/members/m2': () => new Response(null, { status: 204 }),
    });
    await api.user.click(await screen.findByRole('button', { name: 'Leave the team' }));
    expect(await screen.findByRole('heading', { name: 'You left the team.' })).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/sharing/teams/t1/members/m2')).toHaveLength(1);
  });

  it('says so when the team is not one of yours', async () => {
    renderTeam({
      'GET /sharing/teams/t1': () =>
        json(404, { detail: 'No team of yours has this id', code: 'TEAM_NOT_FOUND' }),
    });
    expect(await screen.findByRole('heading', { name: 'Team not found' })).toBeInTheDocument();
  });
});
