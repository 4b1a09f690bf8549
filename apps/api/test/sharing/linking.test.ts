import type {
  AccountExport,
  CoachReply,
  ErrorBody,
  InviteCreated,
  Person,
  PracticeSession,
  PracticeTurnResponse,
  SharedPerson,
  SharedPersonList,
  TeamSummary,
} from '@styleprint/contracts';
import { SharedPersonSchema } from '@styleprint/contracts';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { useApp } from '../helpers/app.js';
import { analysisRequest, chatRequest, parseEventStream } from '../helpers/coach.js';
import type { TestAccount } from '../helpers/emulator.js';
import { describeEachStore } from '../helpers/stores.js';
import { sharingFixtures } from './fixtures.js';

const BOTH = { traits: ['disc', 'mbti', 'thinking', 'strength'], suggestions: true } as const;
const GOAL = 'Ask for the report deadline to move to the 30th.';
const TURNS = [{ role: 'user', text: 'Could we move the report deadline to the 30th?' }];

/**
 * Linking someone who shares with me to the private entry I keep about them (decision 0104,
 * "Linking"): my side only, never seen by them, and nothing lost when it goes.
 */
describeEachStore((leg) => {
  const context = useApp(leg);

  const { call, withResult } = sharingFixtures(context);

  /** A private person of `account`'s: a guess of DiSC I, with a note. */
  const privatePerson = async (account: TestAccount, name: string): Promise<Person> => {
    const res = await call(account, 'POST', '/people', {
      name,
      note: 'Prefers mornings',
      traits: { disc: 'I' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Person>();
  };

  const sharedPeople = async (account: TestAccount): Promise<SharedPerson[]> => {
    const res = await call(account, 'GET', '/sharing/people');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SharedPersonList>().items;
  };

  /** Alice invites Bob from her private entry about him; Bob accepts, sharing all four. */
  const invitedFromEntry = async () => {
    const alice = await withResult('alice', 'Alice Moreau');
    const bob = await withResult('bob', 'Bob Lee');
    const entry = await privatePerson(alice, 'Bob from Sales');
    const created = await call(alice, 'POST', '/sharing/invites', {
      offer: BOTH,
      personId: entry.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { token } = created.json<InviteCreated>();
    const accepted = await call(bob, 'POST', '/sharing/invites/accept', { token, share: BOTH });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const id = accepted.json<{ id: string }>().id;
    return { alice, bob, entry, id };
  };

  describe('an invite made from a private person', () => {
    it('links my side to that person when accepted; they never see the link', async () => {
      const { alice, bob, entry, id } = await invitedFromEntry();
      const [bobForAlice] = await sharedPeople(alice);
      expect(Value.Check(SharedPersonSchema, bobForAlice)).toBe(true);
      expect(bobForAlice).toMatchObject({ id, name: 'Bob Lee', linkedPersonId: entry.id });
      const [aliceForBob] = await sharedPeople(bob);
      expect(aliceForBob).not.toHaveProperty('linkedPersonId');
      expect(JSON.stringify(aliceForBob)).not.toContain(entry.id);
      expect((await call(bob, 'GET', `/sharing/people/${id}`)).body).not.toContain(entry.id);
    });

    it('refuses a person that is not mine, and a person with a team', async () => {
      const alice = await withResult('alice', 'Alice');
      const mallory = await withResult('mallory', 'Mallory');
      const entry = await privatePerson(alice, 'Bob');
      const stolen = await call(mallory, 'POST', '/sharing/invites', { personId: entry.id });
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json<ErrorBody>().code).toBe('PERSON_NOT_FOUND');
      const team = await call(alice, 'POST', '/sharing/teams', { name: 'Core', share: BOTH });
      const both = await call(alice, 'POST', '/sharing/invites', {
        personId: entry.id,
        teamId: team.json<{ id: string }>().id,
      });
      expect(both.statusCode).toBe(400);
      expect(both.json<ErrorBody>().detail).toMatch(/either personId .* or teamId/);
      const unknown = await call(alice, 'POST', '/sharing/invites', { personId: 'nope' });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('linking by hand', () => {
    it('links, refuses a person linked elsewhere, and unlinks without losing anything', async () => {
      const alice = await withResult('alice', 'Alice');
      const bob = await withResult('bob', 'Bob Lee');
      const carol = await withResult('carol', 'Carol');
      const connect = async (to: TestAccount) => {
        const { token } = (
          await call(alice, 'POST', '/sharing/invites', { offer: BOTH })
        ).json<InviteCreated>();
        const res = await call(to, 'POST', '/sharing/invites/accept', { token, share: BOTH });
        return res.json<{ id: string }>().id;
      };
      const withBob = await connect(bob);
      const withCarol = await connect(carol);
      const entry = await privatePerson(alice, 'Bob from Sales');

      const linked = await call(alice, 'PUT', `/sharing/people/${withBob}/link`, {
        personId: entry.id,
      });
      expect(linked.statusCode, linked.body).toBe(200);
      expect(linked.json<SharedPerson>()).toMatchObject({ id: withBob, linkedPersonId: entry.id });

      const twice = await call(alice, 'PUT', `/sharing/people/${withCarol}/link`, {
        personId: entry.id,
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json<ErrorBody>().code).toBe('ALREADY_LINKED');
      // Linking the same pair again is no change.
      const again = await call(alice, 'PUT', `/sharing/people/${withBob}/link`, {
        personId: entry.id,
      });
      expect(again.statusCode).toBe(200);

      const unlinked = await call(alice, 'DELETE', `/sharing/people/${withBob}/link`);
      expect(unlinked.statusCode).toBe(204);
      const after = await sharedPeople(alice);
      expect(after.every((person) => person.linkedPersonId === undefined)).toBe(true);
      expect((await call(alice, 'GET', `/people/${entry.id}`)).json<Person>()).toEqual(entry);
      expect(after.find((person) => person.id === withBob)?.theirs).not.toBeNull();
    });

    it('another person can neither link, unlink nor see my links', async () => {
      const { alice, bob, entry, id } = await invitedFromEntry();
      const mallory = await withResult('mallory', 'Mallory');
      const mallorysEntry = await privatePerson(mallory, 'Bob');
      for (const [method, body] of [
        ['PUT', { personId: mallorysEntry.id }],
        ['DELETE', undefined],
      ] as const) {
        const res = await call(mallory, method, `/sharing/people/${id}/link`, body);
        expect(res.statusCode, method).toBe(404);
        expect(res.json<ErrorBody>().code).toBe('SHARE_NOT_FOUND');
      }
      // Alice cannot link to a person who is not hers; Bob, a side, links only his own side.
      const notMine = await call(alice, 'PUT', `/sharing/people/${id}/link`, {
        personId: mallorysEntry.id,
      });
      expect(notMine.statusCode).toBe(404);
      expect(notMine.json<ErrorBody>()).toEqual({
        code: 'PERSON_NOT_FOUND',
        detail: 'Person not found',
      });
      const bobsEntry = await privatePerson(bob, 'Alice M.');
      const bobLinks = await call(bob, 'PUT', `/sharing/people/${id}/link`, {
        personId: bobsEntry.id,
      });
      expect(bobLinks.statusCode).toBe(200);
      const viaAlice = await call(bob, 'PUT', `/sharing/people/${id}/link`, { personId: entry.id });
      expect(viaAlice.statusCode).toBe(404);
      expect((await call(bob, 'DELETE', `/sharing/people/${id}/link`)).statusCode).toBe(204);
      // Alice's link is untouched by all of it.
      expect((await sharedPeople(alice))[0]?.linkedPersonId).toBe(entry.id);
      expect(
        (await call(alice, 'PUT', '/sharing/people/nope/link', { personId: entry.id })).statusCode,
      ).toBe(404);
    });
  });

  describe('a linked person is used from their own results', () => {
    it('counts once on my team map, from their own results', async () => {
      const { alice, id } = await invitedFromEntry();
      const team = (await call(alice, 'GET', '/people/team')).json<TeamSummary>();
      expect(team.members.map((member) => [member.name, member.source])).toEqual([
        ['You', 'you'],
        ['Bob Lee', 'shared'],
      ]);
      expect(team.members[1]?.id).toBe(id);
    });

    it('the coach uses their own results for my private entry’s id, and every reply says whose it used', async () => {
      const { alice, entry, id } = await invitedFromEntry();
      const sam = await privatePerson(alice, 'Sam');
      const byEntry = await call(alice, 'POST', '/chat/ask', chatRequest({ personId: entry.id }));
      expect(byEntry.statusCode, byEntry.body).toBe(200);
      expect(byEntry.json<CoachReply>().about).toEqual({ name: 'Bob Lee', source: 'shared' });
      // Bob's own DiSC is D (validPayload), not Alice's guess of I.
      expect(byEntry.json<CoachReply>().inferred_style).toMatch(
        /likely DiSC D .*from their own results/,
      );

      const analysed = await call(
        alice,
        'POST',
        '/analysis/analyze-conversation',
        analysisRequest({ sharedPersonId: id }),
      );
      // The conversation's one counterpart (Sam) is the person named: the screen does not offer
      // to save them to People again.
      expect(analysed.json<CoachReply>().about).toEqual({
        name: 'Bob Lee',
        source: 'shared',
        counterpart: 'Sam',
      });
      const guessed = await call(
        alice,
        'POST',
        '/analysis/analyze-conversation',
        analysisRequest({ personId: sam.id }),
      );
      expect(guessed.json<CoachReply>().about).toEqual({
        name: 'Sam',
        source: 'guess',
        counterpart: 'Sam',
      });
      const streamed = await call(alice, 'POST', '/chat/stream', chatRequest({ personId: sam.id }));
      const done = parseEventStream(streamed.body).at(-1);
      expect(done?.type === 'done' && done.reply.about).toEqual({ name: 'Sam', source: 'guess' });
      const nobody = await call(alice, 'POST', '/chat/ask', chatRequest());
      expect(nobody.json<CoachReply>()).not.toHaveProperty('about');
    });

    it('practice plays my private entry from their own results, says so, and keeps none of them', async () => {
      const { alice, entry } = await invitedFromEntry();
      const body = { personId: entry.id, goal: GOAL, turns: TURNS };
      const turn = await call(alice, 'POST', '/practice/turn', body);
      expect(turn.statusCode, turn.body).toBe(200);
      expect(turn.json<PracticeTurnResponse>().persona).toMatchObject({
        name: 'Bob Lee',
        personId: entry.id,
        source: 'shared',
        styles: { disc: 'D', mbti: 'INTJ' },
      });
      const kept = await call(alice, 'POST', '/practice/sessions', body);
      expect(kept.statusCode, kept.body).toBe(201);
      expect(kept.json<PracticeSession>()).toMatchObject({
        personName: null,
        styles: { disc: null, mbti: null, thinking: null, strength: null },
      });
    });
  });

  describe('when sharing stops', () => {
    it('my guess is used again and my private entry is as it was; ending takes the link away', async () => {
      const { alice, bob, entry, id } = await invitedFromEntry();
      expect((await call(bob, 'DELETE', `/sharing/people/${id}/mine`)).statusCode).toBe(204);
      const turn = await call(alice, 'POST', '/practice/turn', {
        personId: entry.id,
        goal: GOAL,
        turns: TURNS,
      });
      expect(turn.json<PracticeTurnResponse>().persona).toMatchObject({
        name: 'Bob from Sales',
        source: 'guess',
        styles: { disc: 'I' },
      });
      const asked = await call(alice, 'POST', '/chat/ask', chatRequest({ personId: entry.id }));
      expect(asked.json<CoachReply>().about).toEqual({ name: 'Bob from Sales', source: 'guess' });
      const team = (await call(alice, 'GET', '/people/team')).json<TeamSummary>();
      expect(team.members.map((member) => [member.name, member.source])).toEqual([
        ['You', 'you'],
        ['Bob from Sales', 'guess'],
      ]);

      expect((await call(alice, 'DELETE', `/sharing/people/${id}`)).statusCode).toBe(204);
      expect(await sharedPeople(alice)).toEqual([]);
      expect((await call(alice, 'GET', `/people/${entry.id}`)).json<Person>()).toEqual(entry);
    });

    it('deleting my private person unlinks it and leaves the share as it was', async () => {
      const { alice, entry, id } = await invitedFromEntry();
      expect((await call(alice, 'DELETE', `/people/${entry.id}`)).statusCode).toBe(204);
      const [bobForAlice] = await sharedPeople(alice);
      expect(bobForAlice?.id).toBe(id);
      expect(bobForAlice).not.toHaveProperty('linkedPersonId');
      expect(bobForAlice?.theirs?.terms).toEqual(BOTH);
    });
  });

  describe('data rights', () => {
    it('my export names my links; theirs never does', async () => {
      const { alice, bob } = await invitedFromEntry();
      const mine = (await call(alice, 'GET', '/account/export')).json<AccountExport>();
      expect(mine.sharing?.people).toEqual([
        expect.objectContaining({ name: 'Bob Lee', linkedPerson: 'Bob from Sales' }),
      ]);
      const theirs = await call(bob, 'GET', '/account/export');
      expect(theirs.body).not.toContain('Bob from Sales');
      expect(theirs.json<AccountExport>().sharing?.people[0]).not.toHaveProperty('linkedPerson');
    });

    it('their erasure takes the link away and leaves my private entry', async () => {
      const { alice, bob, entry } = await invitedFromEntry();
      expect((await call(bob, 'DELETE', '/account')).statusCode).toBe(204);
      expect(await sharedPeople(alice)).toEqual([]);
      expect((await call(alice, 'GET', `/people/${entry.id}`)).json<Person>()).toEqual(entry);
    });

    it('my erasure removes my links and my invites’ person with them', async () => {
      const { alice, bob } = await invitedFromEntry();
      expect((await call(alice, 'DELETE', '/account')).statusCode).toBe(204);
      expect(await sharedPeople(bob)).toEqual([]);
      const left = await context.store.sql.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM share_connections WHERE person_a IS NOT NULL
                   OR person_b IS NOT NULL)
              + (SELECT count(*) FROM share_invites WHERE person_id IS NOT NULL) AS n`,
      );
      expect(Number(left[0]?.n)).toBe(0);
    });
  });
});
