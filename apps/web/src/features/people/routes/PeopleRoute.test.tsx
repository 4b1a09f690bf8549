import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DiscStyle, Person } from '@styleprint/contracts';
import { renderWithAuth, sentence } from '#web/test/render';
import { json } from '#web/test/fake-api';
import { NO_TRAITS, person, sharingPerson } from '#web/test/people';
import { fakePeopleApi, openInvite } from '../testing/people-api';
import { PeopleRoute } from './PeopleRoute';

const list = (items: Person[]) => () => json(200, { items, max: 200 });

function byHand(name: string, disc: DiscStyle | null): Person {
  return person({
    id: `id-${name}`,
    name,
    origin: 'manual',
    evidence: [],
    traits: {
      ...NO_TRAITS,
      disc: disc
        ? { value: disc, source: 'user', confidence: null, read: NO_TRAITS.disc.read }
        : NO_TRAITS.disc,
    },
  });
}

describe('the People list', () => {
  it('explains what it is, and that it is private, when empty', async () => {
    fakePeopleApi({ 'GET /people': list([]) });
    renderWithAuth(<PeopleRoute />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No people yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Only you can see them\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Analyze a conversation' })).toHaveAttribute(
      'href',
      '/chat',
    );
  });

  it('is not empty when nobody is in the private list but someone shares with you', async () => {
    fakePeopleApi({
      'GET /people': list([]),
      'GET /sharing/people': () => json(200, { items: [sharingPerson()] }),
    });
    renderWithAuth(<PeopleRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'People' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No people yet' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Sam Lee' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a person' })).toBeInTheDocument();
  });

  it('shows each name isolated, so a right-to-left override cannot reorder the page', async () => {
    fakePeopleApi({ 'GET /people': list([byHand('Ana\u202Egnp.exe', 'D'), byHand('Sam', null)]) });
    renderWithAuth(<PeopleRoute />);
    const link = await screen.findByRole('link', { name: 'Ana\u202Egnp.exe' });
    expect(link.querySelector('bdi')?.textContent).toBe('Ana\u202Egnp.exe');
    expect(screen.getByRole('link', { name: 'Sam' }).querySelector('bdi')).not.toBeNull();
  });

  it('adds a person by hand and lists them with their styles and origin', async () => {
    const api = fakePeopleApi({
      'GET /people': list([]),
      'POST /people': () => json(201, byHand('Sam', 'S')),
    });
    const { user } = renderWithAuth(<PeopleRoute />);
    await user.click(await screen.findByRole('button', { name: 'Add a person' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sam');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'DiSC style' }),
      'S (Steadiness)',
    );
    await user.click(screen.getByRole('button', { name: 'Save person' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sam is saved.');
    expect(api.callsTo('POST', '/people')[0]?.body).toEqual({
      name: 'Sam',
      traits: { disc: 'S', mbti: null, thinking: null, strength: null },
    });
    const row = screen.getByRole('link', { name: 'Sam' }).closest('li');
    expect(row).not.toBeNull();
    const styles = within(row as HTMLElement).getByRole('list', { name: 'Sam: styles' });
    expect(styles).toHaveTextContent('DiSC-style: S (Steadiness)');
    expect(styles).toHaveTextContent('MBTI-style: Not sure');
    expect(row).toHaveTextContent('Added by hand');
  });

  it('edits only what changed, so read styles stay read', async () => {
    const api = fakePeopleApi({
      'GET /people': list([person()]),
      'PATCH /people/p1': () => json(200, person({ name: 'Jordan K' })),
    });
    const { user } = renderWithAuth(<PeopleRoute />);
    await user.click(await screen.findByRole('button', { name: 'Edit Jordan' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Jordan K');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('link', { name: 'Jordan K' })).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/people/p1')[0]?.body).toEqual({ name: 'Jordan K' });
    expect(screen.getByText('Read from a conversation')).toBeInTheDocument();
  });

  it('deletes only after a confirmation, and can be kept', async () => {
    const api = fakePeopleApi({
      'GET /people': list([person(), byHand('Sam', null)]),
      'DELETE /people/id-Sam': () => new Response(null, { status: 204 }),
    });
    const { user } = renderWithAuth(<PeopleRoute />);
    await user.click(await screen.findByRole('button', { name: 'Delete Sam' }));
    const confirm = screen.getByRole('group', { name: /^Delete Sam\?/ });
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(screen.getByRole('link', { name: 'Sam' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Sam' }));
    await user.click(
      within(screen.getByRole('group', { name: /^Delete Sam\?/ })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Sam is deleted.');
    expect(screen.queryByRole('link', { name: 'Sam' })).toBeNull();
    expect(api.callsTo('DELETE', '/people/id-Sam')).toHaveLength(1);
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let calls = 0;
    fakePeopleApi({
      'GET /people': () =>
        ++calls === 1
          ? json(500, { detail: 'Server error occurred', code: 'INTERNAL_ERROR' })
          : json(200, { items: [person()], max: 200 }),
    });
    const { user } = renderWithAuth(<PeopleRoute />);
    expect(
      await screen.findByRole('heading', { name: 'Unable to load your people' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Jordan' })).toBeInTheDocument();
  });
});

describe('sharing on People', () => {
  it('marks who shares their results with you, with only the results they shared', async () => {
    fakePeopleApi({
      'GET /people': list([byHand('Sam', 'D')]),
      'GET /sharing/people': () =>
        json(200, {
          items: [
            {
              id: 'c1',
              name: 'Priya Shah',
              theirs: {
                terms: { traits: ['disc', 'thinking'], suggestions: true },
                traits: { disc: 'I', mbti: null, thinking: 'Conceptual', strength: null },
              },
              mine: { traits: ['disc'], suggestions: false },
              since: '2026-11-27T12:00:00.000Z',
            },
            {
              id: 'c2',
              name: 'Jon',
              theirs: null,
              mine: { traits: ['mbti'], suggestions: true },
              since: '2026-11-27T12:00:00.000Z',
            },
          ],
        }),
    });
    renderWithAuth(<PeopleRoute />);
    const priya = await screen.findByRole('link', { name: 'Priya Shah' });
    expect(priya).toHaveAttribute('href', '/people/shared/c1');
    const marks = screen.getByRole('list', { name: 'Priya Shah: sharing' });
    expect(marks).toHaveTextContent('Shares their results with you');
    expect(marks).toHaveTextContent('You share your results with them');
    const results = screen.getByRole('list', { name: 'Priya Shah: their results' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['DiSC-style: I (Influence)', 'Emergenetics-style: Conceptual']);
    expect(screen.getByRole('list', { name: 'Jon: sharing' })).toHaveTextContent(
      'Does not share with you now',
    );
    // The private list stays as it was, apart from the shared people.
    expect(screen.getByRole('link', { name: 'Sam' })).toHaveAttribute('href', '/people/id-Sam');
  });

  it('lists a linked person once, under Sharing, with the mark that my notes are attached', async () => {
    fakePeopleApi({
      'GET /people': list([byHand('Sam from Sales', 'I'), byHand('Ana', 'D')]),
      'GET /sharing/people': () =>
        json(200, { items: [sharingPerson({ linkedPersonId: 'id-Sam from Sales' })] }),
    });
    renderWithAuth(<PeopleRoute />);
    const sam = await screen.findByRole('link', { name: 'Sam Lee' });
    expect(sam).toHaveAttribute('href', '/people/shared/c1');
    expect(screen.getByRole('list', { name: 'Sam Lee: sharing' })).toHaveTextContent(
      'Your private notes attached',
    );
    // The private entry is not listed apart; the others are.
    expect(screen.queryByRole('link', { name: 'Sam from Sales' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ana' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your people (1 person)' })).toBeInTheDocument();
  });

  it('shows the private entry again, as before, once they no longer share', async () => {
    fakePeopleApi({
      'GET /people': list([byHand('Sam from Sales', 'I')]),
      'GET /sharing/people': () =>
        json(200, {
          items: [
            sharingPerson({
              linkedPersonId: 'id-Sam from Sales',
              theirs: null,
              mine: { traits: ['disc'], suggestions: false },
            }),
          ],
        }),
    });
    renderWithAuth(<PeopleRoute />);
    expect(await screen.findByRole('link', { name: 'Sam from Sales' })).toHaveAttribute(
      'href',
      '/people/id-Sam%20from%20Sales',
    );
    expect(screen.getByRole('list', { name: 'Sam Lee: sharing' })).toHaveTextContent(
      'Does not share with you now',
    );
  });

  it('makes an invite link, shows it once to copy, and lists it to withdraw', async () => {
    const invite = openInvite('i1', { traits: ['disc'], suggestions: false });
    const api = fakePeopleApi({
      'GET /people': list([]),
      'POST /sharing/invites': () => json(201, { invite, token: 'k'.repeat(43), emailed: false }),
      'DELETE /sharing/invites/i1': () => new Response(null, { status: 204 }),
    });
    const { user } = renderWithAuth(<PeopleRoute />);
    await user.click(await screen.findByRole('button', { name: 'Invite someone to share' }));
    // The button is gone: a keyboard user is taken to the form's heading.
    expect(screen.getByRole('heading', { level: 3, name: /invite/i })).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: 'DiSC-style' }));
    await user.click(screen.getByRole('button', { name: 'Create the link' }));
    const link = await screen.findByRole('textbox', { name: 'Invite link' });
    expect(link).toHaveValue(`${window.location.origin}/invite/${'k'.repeat(43)}`);
    expect(api.callsTo('POST', '/sharing/invites')[0]?.body).toEqual({
      offer: { traits: ['disc'], suggestions: false },
    });
    const withdraw = screen.getByRole('button', { name: /^Withdraw the invite that works until/ });
    await user.click(withdraw);
    expect(
      await screen.findByText('The link is withdrawn: it does nothing now.'),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/sharing/invites/i1')).toHaveLength(1);
  });

  it('emails the link too when the service can, and says where it went', async () => {
    const invite = openInvite('i2');
    const api = fakePeopleApi({
      'GET /people': list([]),
      'GET /sharing/invites': () => json(200, { items: [], canEmail: true }),
      'POST /sharing/invites': () => json(201, { invite, token: 'e'.repeat(43), emailed: true }),
    });
    const { user } = renderWithAuth(<PeopleRoute />);
    await user.click(await screen.findByRole('button', { name: 'Invite someone to share' }));
    const address = screen.getByRole('textbox', { name: 'Also email it to (optional)' });
    await user.type(address, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Create the link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an email address');
    expect(api.callsTo('POST', '/sharing/invites')).toEqual([]);
    await user.clear(address);
    await user.type(address, 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Create the link' }));
    expect(
      await screen.findByText(
        sentence('The link is on its way to sam@example.com. You can copy it too.'),
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/sharing/invites')[0]?.body).toEqual({ email: 'sam@example.com' });
  });
});
