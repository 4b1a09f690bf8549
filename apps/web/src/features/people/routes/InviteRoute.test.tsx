import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { InvitePreview } from '@styleprint/contracts';
import { json } from '#web/test/fake-api';
import { renderWithAuth, sentence, signedInAuth } from '#web/test/render';
import { fakePeopleApi } from '../testing/people-api';
import { InviteRoute } from './InviteRoute';

const TOKEN = 'T'.repeat(43);
const YOU = { disc: 'S', mbti: 'INFP', thinking: 'Social', strength: 'Relationship' } as const;

const preview = (overrides: Partial<InvitePreview> = {}): InvitePreview => ({
  from: 'Alex Kim',
  kind: 'person',
  teamName: null,
  offer: { traits: ['disc', 'mbti'], suggestions: true },
  expiresAt: '2026-12-11T12:00:00.000Z',
  you: YOU,
  ...overrides,
});

const renderInvite = (auth = signedInAuth()) =>
  renderWithAuth(
    <Routes>
      <Route path="/invite/:token" element={<InviteRoute />} />
    </Routes>,
    { auth, path: `/invite/${TOKEN}` },
  );

describe('the consent screen', () => {
  it('asks a signed-out visitor to sign in or sign up, and brings them back', async () => {
    renderInvite(signedInAuth({ status: 'signedOut', user: null }));
    expect(
      screen.getByRole('heading', { name: 'You are invited to share your Styleprint results' }),
    ).toBeInTheDocument();
    const back = encodeURIComponent(`/invite/${TOKEN}`);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?next=${back}`,
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/signup?next=${back}`,
    );
  });

  it('sends someone without a result to the assessment, and back here after', async () => {
    fakePeopleApi({ 'POST /sharing/invites/open': () => json(200, preview({ you: null })) });
    renderInvite();
    expect(
      await screen.findByRole('heading', { name: 'Take the assessment first' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Assessment' })).toHaveAttribute(
      'href',
      `/quiz?next=${encodeURIComponent(`/invite/${TOKEN}`)}`,
    );
  });

  it('shows exactly what would be shared and with whom, and shares what was ticked', async () => {
    const api = fakePeopleApi({
      'POST /sharing/invites/open': () => json(200, preview()),
      'POST /sharing/invites/accept': () => json(201, { kind: 'person', id: 'c1' }),
    });
    const { user } = renderInvite();
    expect(
      await screen.findByRole('heading', { name: 'Alex Kim invites you to share your results' }),
    ).toBeInTheDocument();
    expect(screen.getByText(sentence('Who would see them: Alex Kim.'))).toBeInTheDocument();
    expect(
      screen.getByText(sentence(/^Both ways: Alex Kim shares back their DiSC-style, MBTI-style\./)),
    ).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'What you share' });
    expect(group).toBeInTheDocument();
    const disc = screen.getByRole('checkbox', { name: 'DiSC-style: S (Steadiness)' });
    expect(disc).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /^CliftonStrengths/ }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Include suggestions for working with you' }),
    );
    expect(api.callsTo('POST', '/sharing/invites/open')[0]?.body).toEqual({ token: TOKEN });
    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByRole('heading', { name: 'You are sharing now' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/sharing/invites/accept')[0]?.body).toEqual({
      token: TOKEN,
      share: { traits: ['disc', 'mbti', 'thinking'], suggestions: false },
    });
    expect(screen.getByRole('link', { name: 'Go to People' })).toHaveAttribute(
      'href',
      '/people/shared/c1',
    );
  });

  it('says one way when the inviter shares nothing back, and refuses to share nothing', async () => {
    const api = fakePeopleApi({
      'POST /sharing/invites/open': () => json(200, preview({ offer: null })),
    });
    const { user } = renderInvite();
    expect(
      await screen.findByText(sentence('One way: Alex Kim does not share their results with you.')),
    ).toBeInTheDocument();
    for (const name of [/^DiSC/, /^MBTI/, /^Emergenetics/, /^CliftonStrengths/]) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one result to share.');
    expect(api.callsTo('POST', '/sharing/invites/accept')).toEqual([]);
  });

  it('"No thanks" shares nothing', async () => {
    const api = fakePeopleApi({
      'POST /sharing/invites/open': () => json(200, preview()),
      'POST /sharing/invites/decline': () => new Response(null, { status: 204 }),
    });
    const { user } = renderInvite();
    await user.click(await screen.findByRole('button', { name: 'No thanks' }));
    expect(await screen.findByRole('heading', { name: 'Nothing was shared' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/sharing/invites/accept')).toEqual([]);
  });

  it('says plainly when a link no longer works', async () => {
    fakePeopleApi({
      'POST /sharing/invites/open': () =>
        json(410, {
          detail: 'This invite link has expired (links work for 14 days). Ask for a new one.',
          code: 'INVITE_EXPIRED',
        }),
    });
    renderInvite();
    expect(
      await screen.findByRole('heading', { name: 'This invite link does not work' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/has expired/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('names the team a team invite joins', async () => {
    fakePeopleApi({
      'POST /sharing/invites/open': () =>
        json(200, preview({ kind: 'team', teamName: 'Launch crew', offer: null })),
    });
    renderInvite();
    expect(
      await screen.findByRole('heading', {
        name: 'Alex Kim invites you to join the team Launch crew',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(sentence('Who would see them: everyone in Launch crew, now and later.')),
    ).toBeInTheDocument();
  });
});
