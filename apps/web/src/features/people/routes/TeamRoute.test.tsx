import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamSummary, TraitValues } from '@styleprint/contracts';
import { renderWithAuth } from '#web/test/render';
import { json } from '#web/test/fake-api';
import { fakePeopleApi } from '../testing/people-api';
import { TeamRoute } from './TeamRoute';

const member = (
  id: string | null,
  name: string,
  disc: TraitValues['disc'],
  thinking: TraitValues['thinking'],
): TeamSummary['members'][number] => ({
  id,
  name,
  isYou: id === null,
  traits: { disc, mbti: null, thinking, strength: null },
});

const TEAM: TeamSummary = {
  members: [
    member(null, 'Ada Lovelace', 'I', 'Social'),
    member('a', 'Jordan', 'D', 'Analytical'),
    member('b', 'Priya', 'D', 'Analytical'),
    member('c', 'Sam', 'S', null),
    member('d', 'Lee', null, null),
  ],
  counts: {
    disc: { D: 2, I: 1, S: 1, C: 0, unknown: 1 },
    thinking: { Analytical: 2, Structural: 0, Social: 1, Conceptual: 0, unknown: 2 },
  },
  observations: [
    {
      kind: 'gap',
      framework: 'disc',
      text: 'Nobody leads with C: checking the detail may fall to you.',
    },
    { kind: 'concentration', framework: 'disc', text: 'Two of five lead with D.' },
  ],
};

describe('the team view', () => {
  it('draws both pictures with a description, says what they show and lists everyone', async () => {
    fakePeopleApi({ 'GET /people/team': () => json(200, TEAM) });
    renderWithAuth(<TeamRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your team' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /DiSC style\. The table below/ })).toHaveAccessibleName(
      expect.stringContaining('with 4 people placed'),
    );
    expect(screen.getByRole('img', { name: /thinking preferences/i })).toHaveAccessibleName(
      expect.stringContaining('with 3 people placed'),
    );
    expect(
      screen.getByText('Nobody leads with C: checking the detail may fall to you.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Not on this picture (style not known yet): Lee.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Everyone on the picture and their styles' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(rows[1]).toHaveTextContent('Ada Lovelace (You)I (Influence)');
    expect(within(table).getByRole('rowheader', { name: 'Sam' }).closest('tr')).toHaveTextContent(
      'SamS (Steadiness)Not sureNot sureNot sure',
    );
  });

  it('asks for people first when only the user is there', async () => {
    fakePeopleApi({
      'GET /people/team': () =>
        json(200, { ...TEAM, members: [TEAM.members[0]], observations: [] }),
    });
    renderWithAuth(<TeamRoute />);
    expect(await screen.findByRole('heading', { name: 'No one to place yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a person' })).toHaveAttribute('href', '/people');
  });

  it('says whose styles are their own results and whose are the user’s guesses', async () => {
    const [you, jordan, priya] = TEAM.members;
    fakePeopleApi({
      'GET /people/team': () =>
        json(200, {
          ...TEAM,
          members: [
            { ...you, source: 'you' },
            { ...jordan, source: 'guess' },
            { ...priya, source: 'shared' },
          ],
        }),
    });
    renderWithAuth(<TeamRoute />);
    const table = await screen.findByRole('table', {
      name: 'Everyone on the picture and their styles',
    });
    expect(within(table).getByRole('rowheader', { name: /^Priya/ })).toHaveTextContent(
      'Priya (their own results)',
    );
    expect(within(table).getByRole('rowheader', { name: /^Jordan/ })).toHaveTextContent(
      'Jordan (your guess)',
    );
  });
});
