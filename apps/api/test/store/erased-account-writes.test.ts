import { randomUUID } from 'node:crypto';
import { deriveProfile } from '@styleprint/scoring';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { USER_TABLES } from '../../src/store/account-repository.js';
import { CoachUsageRepository } from '../../src/store/coach-usage-repository.js';
import type { Store } from '../../src/store/open-store.js';
import { AccountErasedError } from '../../src/store/store-errors.js';
import { validPayload } from '../helpers/payloads.js';
import { practiceSessionRequest } from '../helpers/practice.js';
import { describeEachStore, resetStore, type OpenedStore } from '../helpers/stores.js';

/**
 * Every write of a user's rows, once their account is erased, is refused and leaves nothing
 * behind (docs/decisions/0027-hostile-text-late-writes-and-revocation.md). A table added to
 * USER_TABLES without a write here fails the first test, so a new per-user table is not forgotten.
 */
type Write = (store: Store, userId: string) => Promise<unknown>;

const SHARE = { traits: ['disc' as const], suggestions: true };
const lateInvite = (tokenSha256: string) => ({
  tokenSha256,
  ownerLabel: 'Ana',
  offer: null,
  teamId: null,
  personId: null,
  expiresAt: new Date(Date.now() + 60_000),
});

const WRITES: Record<(typeof USER_TABLES)[number], { where: string; write: Write }> = {
  assessments: {
    where: 'user_id = $1',
    write: (store, userId) =>
      store.profiles.saveAssessment(userId, validPayload(), deriveProfile(validPayload())),
  },
  // Profiles are written only with their assessment, in the same transaction.
  profiles: {
    where: 'assessment_id IN (SELECT id FROM assessments WHERE user_id = $1)',
    write: (store, userId) =>
      store.profiles.saveAssessment(userId, validPayload(), deriveProfile(validPayload())),
  },
  coach_token_usage: {
    where: "subject = 'user:' || $1",
    write: (store, userId) =>
      new CoachUsageRepository(store.sql).reserve(`user:${userId}`, '2026-11-27', 10, 1000, userId),
  },
  people: {
    where: 'user_id = $1',
    write: (store, userId) =>
      store.people.create(
        userId,
        {
          name: 'Late Person',
          note: null,
          origin: 'manual',
          choices: { disc: null, mbti: null, thinking: null },
          evidence: [],
          keptConversation: null,
        },
        50,
      ),
  },
  practice_sessions: {
    where: 'user_id = $1',
    write: (store, userId) => {
      const { goal, turns } = practiceSessionRequest();
      return store.practice.create(userId, {
        goal,
        personId: null,
        personName: 'Priya',
        styles: { disc: 'C', mbti: null, thinking: null, strength: null },
        turns,
        feedback: null,
      });
    },
  },
  rating_requests: {
    where: 'user_id = $1',
    write: (store, userId) => store.ratings.createRequest(userId, 'Late Person', randomUUID()),
  },
  // A rating is the rater's row: on a colleague's open link.
  ratings: {
    where: 'rater_id = $1',
    write: async (store, userId) => {
      const link = await store.ratings.createRequest(`asker-${randomUUID()}`, 'Ana', randomUUID());
      if (typeof link === 'symbol') throw new Error('a new asker has no open links');
      return store.ratings.saveAnswers(link.id, userId, {
        pace: -2,
        focus: 1,
        assertiveness: 2,
        feedback: -1,
        plans: 1,
      });
    },
  },
  share_invites: {
    where: 'owner_id = $1',
    write: (store, userId) => store.sharing.createInvite(userId, lateInvite(randomUUID())),
  },
  // A connection is made by accepting someone else's invite.
  share_connections: {
    where: 'user_a = $1 OR user_b = $1',
    write: async (store, userId) => {
      const token = randomUUID();
      await store.sharing.createInvite(`inviter-${randomUUID()}`, lateInvite(token));
      return store.sharing.accept(token, { uid: userId, label: 'Late' }, SHARE, new Date(), 50);
    },
  },
  share_teams: {
    where: 'owner_id = $1',
    write: (store, userId) =>
      store.sharing.createTeam({ uid: userId, label: 'Late' }, 'T', SHARE, 5),
  },
  share_team_members: {
    where: 'user_id = $1',
    write: (store, userId) =>
      store.sharing.createTeam({ uid: userId, label: 'Late' }, 'T', SHARE, 5),
  },
};

describeEachStore((leg) => {
  let opened: OpenedStore;
  beforeAll(async () => {
    opened = await leg.open();
  });
  afterAll(async () => {
    await opened?.dispose();
  });
  beforeEach(async () => {
    await resetStore(opened.store);
  });

  const rows = async (table: string, where: string, userId: string) =>
    (
      await opened.store.sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`,
        [userId],
      )
    )[0]?.n;

  it('has a write for every table of user rows', () => {
    expect(Object.keys(WRITES).sort()).toEqual([...USER_TABLES].sort());
  });

  describe.each(Object.entries(WRITES))('%s', (table, { where, write }) => {
    it('is written for a live account', async () => {
      const userId = `live-${randomUUID()}`;
      await write(opened.store, userId);
      expect(await rows(table, where, userId)).toBeGreaterThan(0);
    });

    it('is refused with AccountErasedError after the account was erased, and stores nothing', async () => {
      const userId = `gone-${randomUUID()}`;
      await opened.store.account.eraseDeletedAccount(userId);
      await expect(write(opened.store, userId)).rejects.toBeInstanceOf(AccountErasedError);
      expect(await rows(table, where, userId)).toBe(0);
    });
  });
});
