import type {
  AccountExport,
  ErrorBody,
  InviteCreated,
  InviteList,
  InvitePreview,
  PairGuide,
  SharedPerson,
  SharedPersonList,
  SharedTeam,
  SharedTeamList,
  TeamSummary,
} from '@styleprint/contracts';
import {
  AccountExportSchema,
  InviteCreatedSchema,
  InvitePreviewSchema,
  SharedPersonListSchema,
  SharedTeamSchema,
  SHARING_LIMITS,
} from '@styleprint/contracts';
import { Value } from '@sinclair/typebox/value';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callerFor, useApp } from '../helpers/app.js';
import { createEmailAccount, type TestAccount } from '../helpers/emulator.js';
import { validPayload } from '../helpers/payloads.js';
import { describeEachStore } from '../helpers/stores.js';

const BOTH = { traits: ['disc', 'mbti', 'thinking', 'strength'], suggestions: true } as const;
const DISC_AND_MBTI = { traits: ['mbti', 'disc'], suggestions: true } as const;

describeEachStore((leg) => {
  const context = useApp(leg);

  const call = callerFor(context);

  const withResult = async (label: string, displayName?: string) => {
    const account = await createEmailAccount(
      label,
      displayName === undefined ? {} : { displayName },
    );
    const res = await call(account, 'POST', '/quiz/submit-assessment', validPayload());
    expect(res.statusCode, res.body).toBe(201);
    return account;
  };

  const invite = async (account: TestAccount, body: unknown = {}): Promise<InviteCreated> => {
    const res = await call(account, 'POST', '/sharing/invites', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<InviteCreated>();
  };

  const accept = (account: TestAccount, token: string, share: unknown = DISC_AND_MBTI) =>
    call(account, 'POST', '/sharing/invites/accept', { token, share });

  const sharedPeople = async (account: TestAccount): Promise<SharedPerson[]> => {
    const res = await call(account, 'GET', '/sharing/people');
    expect(res.statusCode, res.body).toBe(200);
    expect(Value.Check(SharedPersonListSchema, res.json())).toBe(true);
    return res.json<SharedPersonList>().items;
  };

  const rows = async (table: string) =>
    (await context.store.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

  /** A person invite from `from`, sharing both ways, accepted by `to`. */
  const connect = async (from: TestAccount, to: TestAccount): Promise<string> => {
    const { token } = await invite(from, { offer: BOTH });
    const res = await accept(to, token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };

  describe('invite, consent and share', () => {
    it('shares both ways exactly what each agreed to, and a stop shows on the next read', async () => {
      const alice = await withResult('alice', 'Alice Moreau');
      const bob = await createEmailAccount('bob');

      const created = await invite(alice, { offer: BOTH });
      expect(Value.Check(InviteCreatedSchema, created)).toBe(true);
      expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(created.invite).toMatchObject({ kind: 'person', status: 'open', offer: BOTH });
      const days =
        (Date.parse(created.invite.expiresAt) - Date.parse(created.invite.createdAt)) / 86_400_000;
      expect(days).toBeCloseTo(SHARING_LIMITS.inviteDays, 3);
      // Only the token's hash is stored.
      const stored = await context.store.sql.query<{ token_sha256: string }>(
        'SELECT token_sha256 FROM share_invites',
      );
      expect(stored[0]?.token_sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(created.token);
      expect((await call(alice, 'GET', '/sharing/invites')).json<InviteList>().items).toEqual([
        created.invite,
      ]);

      // Bob opens the link before he has a result: the screen asks him to take the assessment.
      const before = await call(bob, 'POST', '/sharing/invites/open', { token: created.token });
      expect(before.statusCode, before.body).toBe(200);
      expect(Value.Check(InvitePreviewSchema, before.json())).toBe(true);
      expect(before.json<InvitePreview>()).toMatchObject({
        from: 'Alice Moreau',
        kind: 'person',
        teamName: null,
        offer: BOTH,
        you: null,
      });
      const early = await accept(bob, created.token);
      expect(early.statusCode).toBe(409);
      expect(early.json<ErrorBody>().code).toBe('PROFILE_NOT_FOUND');

      await call(bob, 'POST', '/quiz/submit-assessment', validPayload());
      const preview = (
        await call(bob, 'POST', '/sharing/invites/open', { token: created.token })
      ).json<InvitePreview>();
      // INTJ, D-style, analytical, Relationship Building (validPayload).
      expect(preview.you).toMatchObject({ disc: 'D', mbti: 'INTJ' });

      const accepted = await accept(bob, created.token);
      expect(accepted.statusCode, accepted.body).toBe(201);
      expect(accepted.json()).toMatchObject({ kind: 'person' });

      // Alice sees only what Bob chose: DiSC and MBTI, with suggestions.
      const [bobForAlice] = await sharedPeople(alice);
      expect(bobForAlice).toMatchObject({
        name: bob.email,
        theirs: {
          terms: { traits: ['disc', 'mbti'], suggestions: true },
          traits: { disc: 'D', mbti: 'INTJ', thinking: null, strength: null },
        },
        mine: BOTH,
      });
      // Bob sees all four of Alice's, as her invite offered.
      const [aliceForBob] = await sharedPeople(bob);
      expect(aliceForBob?.name).toBe('Alice Moreau');
      expect(aliceForBob?.theirs?.traits).toMatchObject({ disc: 'D', thinking: 'Analytical' });

      const guide = await call(alice, 'GET', `/sharing/people/${bobForAlice!.id}/guide`);
      expect(guide.statusCode, guide.body).toBe(200);
      expect(guide.json<PairGuide>().them).toEqual({
        disc: 'D',
        mbti: 'INTJ',
        thinking: null,
        strength: null,
      });

      // The link is used up, and gone from Alice's open invites.
      expect((await accept(bob, created.token)).json<ErrorBody>().code).toBe('INVITE_USED');
      expect((await call(alice, 'GET', '/sharing/invites')).json<InviteList>().items).toEqual([]);

      // Bob stops: Alice's very next read no longer has his results, nor a guide from them.
      const stop = await call(bob, 'DELETE', `/sharing/people/${aliceForBob!.id}/mine`);
      expect(stop.statusCode).toBe(204);
      expect((await sharedPeople(alice))[0]).toMatchObject({ theirs: null, mine: BOTH });
      expect(
        (await call(alice, 'GET', `/sharing/people/${bobForAlice!.id}/guide`)).statusCode,
      ).toBe(404);

      // Alice stops too: nothing is left to show either of them.
      await call(alice, 'DELETE', `/sharing/people/${bobForAlice!.id}/mine`);
      expect(await sharedPeople(alice)).toEqual([]);
      expect(await sharedPeople(bob)).toEqual([]);
    });

    it('"No thanks" shares nothing and closes the link', async () => {
      const alice = await withResult('alice');
      const bob = await withResult('bob');
      const { token } = await invite(alice, { offer: BOTH });
      const declined = await call(bob, 'POST', '/sharing/invites/decline', { token });
      expect(declined.statusCode).toBe(204);
      expect(await rows('share_connections')).toBe(0);
      expect((await accept(bob, token)).json<ErrorBody>().code).toBe('INVITE_USED');
    });

    it('a one-way invite shares only the invitee’s results; they can share back later', async () => {
      const alice = await withResult('alice');
      const bob = await withResult('bob');
      const { token } = await invite(alice);
      await accept(bob, token, { traits: ['thinking'], suggestions: false });
      const [bobForAlice] = await sharedPeople(alice);
      expect(bobForAlice?.theirs?.traits).toEqual({
        disc: null,
        mbti: null,
        thinking: 'Analytical',
        strength: null,
      });
      // No suggestions were shared: no pair guide from Bob's results.
      expect(
        (await call(alice, 'GET', `/sharing/people/${bobForAlice!.id}/guide`)).json<ErrorBody>()
          .code,
      ).toBe('SHARE_NOT_FOUND');
      const [aliceForBob] = await sharedPeople(bob);
      expect(aliceForBob?.theirs).toBeNull();

      const back = await call(alice, 'PUT', `/sharing/people/${bobForAlice!.id}/mine`, {
        share: { traits: ['disc'], suggestions: true },
      });
      expect(back.statusCode, back.body).toBe(200);
      expect((await sharedPeople(bob))[0]?.theirs?.traits?.disc).toBe('D');
    });

    it('either person can end it both ways', async () => {
      const alice = await withResult('alice');
      const bob = await withResult('bob');
      const id = await connect(alice, bob);
      expect((await call(bob, 'DELETE', `/sharing/people/${id}`)).statusCode).toBe(204);
      expect(await sharedPeople(alice)).toEqual([]);
    });
  });

  describe('beside my private notes and guesses', () => {
    it('keeps my note about them private: they never read it', async () => {
      const alice = await withResult('alice');
      const bob = await withResult('bob');
      const id = await connect(alice, bob);
      const noted = await call(alice, 'PUT', `/sharing/people/${id}/note`, {
        note: '  Likes the numbers first ',
      });
      expect(noted.statusCode, noted.body).toBe(200);
      expect(noted.json<SharedPerson>().note).toBe('Likes the numbers first');
      expect((await sharedPeople(alice))[0]?.note).toBe('Likes the numbers first');
      // Bob sees Alice with no note, and nothing of Alice's note anywhere in his answers.
      const bobs = await call(bob, 'GET', '/sharing/people');
      expect(bobs.json<SharedPersonList>().items[0]?.note).toBeUndefined();
      expect(bobs.body).not.toContain('numbers first');
      const bobExport = await call(bob, 'GET', '/account/export');
      expect(bobExport.body).not.toContain('numbers first');
      expect(
        (await call(alice, 'GET', '/account/export')).json<AccountExport>().sharing?.people[0]
          ?.note,
      ).toBe('Likes the numbers first');
      // Removing it.
      await call(alice, 'PUT', `/sharing/people/${id}/note`, { note: null });
      expect((await sharedPeople(alice))[0]?.note).toBeUndefined();
      const long = await call(alice, 'PUT', `/sharing/people/${id}/note`, {
        note: 'x'.repeat(501),
      });
      expect(long.statusCode).toBe(400);
    });

    it('puts people who share on my team map with their own results, said apart from my guesses', async () => {
      const alice = await withResult('alice');
      const bob = await withResult('bob', 'Bob');
      const { token } = await invite(alice, { offer: BOTH });
      await accept(bob, token, { traits: ['disc'], suggestions: true });
      await call(alice, 'POST', '/people', { name: 'Guessed Gil', traits: { disc: 'S' } });
      const team = (await call(alice, 'GET', '/people/team')).json<TeamSummary>();
      expect(team.members.map((m) => [m.name, m.source])).toEqual([
        ['You', 'you'],
        ['Guessed Gil', 'guess'],
        ['Bob', 'shared'],
      ]);
      // Only what Bob shares: his DiSC style, not his thinking preference.
      expect(team.members.find((m) => m.name === 'Bob')?.traits).toEqual({
        disc: 'D',
        mbti: null,
        thinking: null,
        strength: null,
      });
      // Bob stops: gone from Alice's map on her next read.
      const [aliceForBob] = await sharedPeople(bob);
      await call(bob, 'DELETE', `/sharing/people/${aliceForBob!.id}/mine`);
      const after = (await call(alice, 'GET', '/people/team')).json<TeamSummary>();
      expect(after.members.map((m) => m.name)).toEqual(['You', 'Guessed Gil']);
    });
  });

  describe('links that do nothing', () => {
    it.each([
      [
        'expired',
        "UPDATE share_invites SET expires_at = now() - interval '1 second'",
        410,
        'INVITE_EXPIRED',
      ],
      ['revoked', 'UPDATE share_invites SET revoked_at = now()', 410, 'INVITE_REVOKED'],
    ])('an %s link is refused and shares nothing', async (_name, update, status, code) => {
      const alice = await withResult('alice');
      const bob = await withResult('bob');
      const { token } = await invite(alice, { offer: BOTH });
      await context.store.sql.exec(update);
      for (const path of ['open', 'accept', 'decline']) {
        const res = await call(bob, 'POST', `/sharing/invites/${path}`, { token, share: BOTH });
        if (path !== 'accept') {
          // /open and /decline take the token alone.
          const alone = await call(bob, 'POST', `/sharing/invites/${path}`, { token });
          expect(alone.statusCode).toBe(status);
          expect(alone.json<ErrorBody>().code).toBe(code);
        } else {
          expect(res.statusCode).toBe(status);
          expect(res.json<ErrorBody>().code).toBe(code);
          expect(res.json<ErrorBody>().detail).toMatch(/\w/);
        }
      }
      expect(await rows('share_connections')).toBe(0);
      expect(await sharedPeople(bob)).toEqual([]);
    });

    it('revoking through the API closes the link at once', async () => {
      const alice = await withResult('alice');
      const bob = await withResult('bob');
      const { token, invite: made } = await invite(alice, { offer: BOTH });
      expect((await call(alice, 'DELETE', `/sharing/invites/${made.id}`)).statusCode).toBe(204);
      expect((await accept(bob, token)).json<ErrorBody>().code).toBe('INVITE_REVOKED');
      expect((await call(alice, 'DELETE', `/sharing/invites/${made.id}`)).statusCode).toBe(404);
      expect(await rows('share_connections')).toBe(0);
    });

    it('an unknown token is 404, and my own link 409', async () => {
      const alice = await withResult('alice');
      const { token } = await invite(alice, { offer: BOTH });
      const unknown = await accept(alice, 'x'.repeat(SHARING_LIMITS.tokenChars));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<ErrorBody>().code).toBe('INVITE_NOT_FOUND');
      const own = await accept(alice, token);
      expect(own.statusCode).toBe(409);
      expect(own.json<ErrorBody>().code).toBe('OWN_INVITE');
      expect((await call(alice, 'POST', '/sharing/invites/open', { token })).statusCode).toBe(409);
      expect(await rows('share_connections')).toBe(0);
    });

    it.each([
      ['a token too short', { token: 'abc', share: BOTH }, /token/],
      ['a token with other characters', { token: `${'a'.repeat(42)}!`, share: BOTH }, /token/],
      [
        'no result chosen',
        { token: 'a'.repeat(43), share: { traits: [], suggestions: true } },
        /share.traits/,
      ],
      [
        'a result that is not one of the four',
        { token: 'a'.repeat(43), share: { traits: ['iq'], suggestions: true } },
        /share.traits/,
      ],
      [
        'a result twice',
        { token: 'a'.repeat(43), share: { traits: ['disc', 'disc'], suggestions: true } },
        /share.traits/,
      ],
      [
        'no word on suggestions',
        { token: 'a'.repeat(43), share: { traits: ['disc'] } },
        /suggestions/,
      ],
      [
        'an unknown field',
        { token: 'a'.repeat(43), share: BOTH, everyone: true },
        /everyone|additional/i,
      ],
    ])('refuses %s with 400 in the product’s shape', async (_name, body, detail) => {
      const alice = await withResult('alice');
      const res = await call(alice, 'POST', '/sharing/invites/accept', body);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(res.json<ErrorBody>().detail).toMatch(detail);
    });

    it('lets the web set what it shares and its note from its own origin (PUT preflight)', async () => {
      const preflight = await context.app.inject({
        method: 'OPTIONS',
        url: '/sharing/people/c1/note',
        headers: {
          origin: 'http://127.0.0.1:4200',
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(String(preflight.headers['access-control-allow-methods'])).toContain('PUT');
    });

    it('refuses a bad invite body and a signed-out caller', async () => {
      const alice = await withResult('alice');
      const bad = await call(alice, 'POST', '/sharing/invites', { offer: { traits: ['disc'] } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ErrorBody>().code).toBe('VALIDATION_ERROR');
      expect((await call(null, 'POST', '/sharing/invites', {})).statusCode).toBe(401);
      expect((await call(null, 'GET', '/sharing/people')).statusCode).toBe(401);
    });
  });

  describe('rate limit', () => {
    it(`lets one person create ${SHARING_LIMITS.invitesPerHour} invites an hour, then says when to retry`, async () => {
      const alice = await withResult('alice');
      const bob = await withResult('bob');
      for (let i = 0; i < SHARING_LIMITS.invitesPerHour; i++) await invite(alice);
      const refused = await call(alice, 'POST', '/sharing/invites', {});
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ErrorBody>().code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another person's budget is their own.
      await invite(bob);
    });
  });

  describe('teams by invitation', () => {
    it('members join by invite, each sharing what they chose; leaving takes them off the map', async () => {
      const alice = await withResult('alice', 'Alice');
      const bob = await withResult('bob', 'Bob');
      const cara = await withResult('cara', 'Cara');
      const made = await call(alice, 'POST', '/sharing/teams', {
        name: '  Launch   crew ',
        share: BOTH,
      });
      expect(made.statusCode, made.body).toBe(201);
      expect(Value.Check(SharedTeamSchema, made.json())).toBe(true);
      const team = made.json<SharedTeam>();
      expect(team).toMatchObject({ name: 'Launch crew', isOwner: true });

      const { token, invite: teamInvite } = await invite(alice, { teamId: team.id });
      expect(teamInvite).toMatchObject({
        kind: 'team',
        team: { id: team.id, name: 'Launch crew' },
      });
      const preview = (
        await call(bob, 'POST', '/sharing/invites/open', { token })
      ).json<InvitePreview>();
      expect(preview).toMatchObject({ kind: 'team', teamName: 'Launch crew', from: 'Alice' });
      // A team link works for each person it is sent to.
      expect((await accept(bob, token, { traits: ['disc'], suggestions: false })).statusCode).toBe(
        201,
      );
      expect((await accept(cara, token, BOTH)).json()).toEqual({ kind: 'team', id: team.id });

      const seen = (await call(bob, 'GET', `/sharing/teams/${team.id}`)).json<SharedTeam>();
      expect(seen.isOwner).toBe(false);
      expect(seen.members.map((m) => [m.name, m.isYou, m.isOwner])).toEqual([
        ['Alice', false, true],
        ['Bob', true, false],
        ['Cara', false, false],
      ]);
      expect(seen.summary.counts.disc.D).toBe(3);
      // Bob shared only DiSC: his thinking preference is not on the map.
      expect(seen.summary.counts.thinking.Analytical).toBe(2);
      const list = (await call(cara, 'GET', '/sharing/teams')).json<SharedTeamList>();
      expect(list.items).toEqual([
        { id: team.id, name: 'Launch crew', isOwner: false, memberCount: 3 },
      ]);

      const caraMember = seen.members.find((m) => m.name === 'Cara')!;
      // Bob may not remove Cara; Cara may leave.
      expect(
        (await call(bob, 'DELETE', `/sharing/teams/${team.id}/members/${caraMember.id}`))
          .statusCode,
      ).toBe(404);
      expect(
        (await call(cara, 'DELETE', `/sharing/teams/${team.id}/members/${caraMember.id}`))
          .statusCode,
      ).toBe(204);
      expect((await call(cara, 'GET', `/sharing/teams/${team.id}`)).statusCode).toBe(404);
      const after = (await call(alice, 'GET', `/sharing/teams/${team.id}`)).json<SharedTeam>();
      expect(after.members.map((m) => m.name)).toEqual(['Alice', 'Bob']);
      expect(after.summary.counts.disc.D).toBe(2);

      // The owner removes Bob, then deletes the team with its invite.
      const bobMember = after.members.find((m) => m.name === 'Bob')!;
      expect(
        (await call(alice, 'DELETE', `/sharing/teams/${team.id}/members/${bobMember.id}`))
          .statusCode,
      ).toBe(204);
      expect((await call(alice, 'DELETE', `/sharing/teams/${team.id}`)).statusCode).toBe(204);
      expect(await rows('share_invites')).toBe(0);
      expect((await accept(bob, token)).statusCode).toBe(404);
    });
  });

  describe('authorization: another person can neither read nor change what is not theirs', () => {
    it('covers invites, shares and teams', async () => {
      const alice = await withResult('alice');
      const bob = await withResult('bob');
      const mallory = await withResult('mallory');
      const connection = await connect(alice, bob);
      const { invite: open } = await invite(alice, { offer: BOTH });
      const team = (
        await call(alice, 'POST', '/sharing/teams', { name: 'Core', share: BOTH })
      ).json<SharedTeam>();
      const owner = team.members[0]!;

      expect((await call(mallory, 'GET', '/sharing/invites')).json<InviteList>().items).toEqual([]);
      expect(await sharedPeople(mallory)).toEqual([]);
      expect((await call(mallory, 'GET', '/sharing/teams')).json<SharedTeamList>().items).toEqual(
        [],
      );
      const refused: [InjectOptions['method'], string, unknown?][] = [
        ['DELETE', `/sharing/invites/${open.id}`],
        ['GET', `/sharing/people/${connection}`],
        ['GET', `/sharing/people/${connection}/guide`],
        ['PUT', `/sharing/people/${connection}/mine`, { share: BOTH }],
        ['PUT', `/sharing/people/${connection}/note`, { note: 'mine now' }],
        ['DELETE', `/sharing/people/${connection}/mine`],
        ['DELETE', `/sharing/people/${connection}`],
        ['GET', `/sharing/teams/${team.id}`],
        ['DELETE', `/sharing/teams/${team.id}`],
        ['DELETE', `/sharing/teams/${team.id}/members/${owner.id}`],
        ['POST', '/sharing/invites', { teamId: team.id }],
      ];
      for (const [method, url, body] of refused) {
        const res = await call(mallory, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
      // Nothing changed for Alice and Bob.
      expect((await call(alice, 'GET', '/sharing/invites')).json<InviteList>().items).toHaveLength(
        1,
      );
      expect((await sharedPeople(alice))[0]?.theirs).not.toBeNull();
      expect((await sharedPeople(bob))[0]?.theirs).not.toBeNull();
      expect((await call(alice, 'GET', `/sharing/teams/${team.id}`)).statusCode).toBe(200);
      // The owner cannot remove themselves: they delete the team instead.
      expect(
        (await call(alice, 'DELETE', `/sharing/teams/${team.id}/members/${owner.id}`)).statusCode,
      ).toBe(404);
    });

    it('ids that are not ids answer 404 like unknown ones', async () => {
      const alice = await withResult('alice');
      for (const url of ['/sharing/people/nope', '/sharing/teams/nope']) {
        expect((await call(alice, 'GET', url)).statusCode).toBe(404);
      }
      expect((await call(alice, 'DELETE', '/sharing/invites/nope')).statusCode).toBe(404);
    });
  });

  describe('account export', () => {
    it('includes invites, shares given and received, and teams, never the other’s results', async () => {
      const alice = await withResult('alice', 'Alice');
      const bob = await withResult('bob', 'Bob');
      await connect(alice, bob);
      await call(alice, 'POST', '/sharing/teams', { name: 'Core', share: BOTH });
      const res = await call(bob, 'GET', '/account/export');
      expect(res.statusCode, res.body).toBe(200);
      expect(Value.Check(AccountExportSchema, res.json())).toBe(true);
      const sharing = res.json<AccountExport>().sharing;
      expect(sharing).toEqual({
        invites: [],
        people: [
          {
            name: 'Alice',
            given: { traits: ['disc', 'mbti'], suggestions: true },
            received: BOTH,
            since: expect.any(String),
          },
        ],
        teams: [],
      });
      const mine = (await call(alice, 'GET', '/account/export')).json<AccountExport>().sharing;
      expect(mine?.invites.map((i) => i.status)).toEqual(['used']);
      expect(mine?.teams).toEqual([{ name: 'Core', isOwner: true, given: BOTH }]);
      expect(JSON.stringify(mine)).not.toContain('INTJ');
    });
  });

  describe('account deletion', () => {
    it('removes the account’s shares, invites and team places everywhere', async () => {
      const alice = await withResult('alice', 'Alice');
      const bob = await withResult('bob', 'Bob');
      await connect(alice, bob);
      const team = (
        await call(alice, 'POST', '/sharing/teams', { name: 'Core', share: BOTH })
      ).json<SharedTeam>();
      const { token } = await invite(alice, { teamId: team.id });
      await accept(bob, token, BOTH);
      await invite(bob, { offer: BOTH });

      expect((await call(bob, 'DELETE', '/account')).statusCode).toBe(204);
      expect(await sharedPeople(alice)).toEqual([]);
      const after = (await call(alice, 'GET', `/sharing/teams/${team.id}`)).json<SharedTeam>();
      expect(after.members.map((m) => m.name)).toEqual(['Alice']);
      const bobsRows = await context.store.sql.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM share_invites WHERE owner_id = $1)
              + (SELECT count(*) FROM share_team_members WHERE user_id = $1)
              + (SELECT count(*) FROM share_connections WHERE user_a = $1 OR user_b = $1) AS n`,
        [bob.uid],
      );
      expect(Number(bobsRows[0]?.n)).toBe(0);
      expect(await rows('share_invites')).toBe(2);
    });
  });
});
