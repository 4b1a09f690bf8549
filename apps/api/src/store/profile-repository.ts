import type { AssessmentPayload, Profile, StoredProfile } from '@styleprint/contracts';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { CacheStats } from '../cache/hit-counter.js';
import { BatchedLookup, type BatchStats } from './batched-lookup.js';
import { lockUser, wasErased } from './user-lock.js';
import { assessments, profiles } from './schema.js';
import { olderTieSource, readStoredProfile, type TieSource } from './stored-ties.js';
import { AccountErasedError } from './store-errors.js';
import type { StoreDatabase } from './database.js';

export interface HistoryPage {
  items: StoredProfile[];
  /** The id of the last item when more items follow, else null. */
  nextCursor: string | null;
}

/** The most users whose latest profiles one query reads; more go as several queries. */
const LATEST_BATCH_MAX = 100;

/** Why a history page could not be read: the cursor names no assessment of this user. */
export const UNKNOWN_CURSOR = Symbol('unknown cursor');

interface ProfileRow {
  id: string;
  createdAt: Date;
  profile: Profile;
  /** The answers sent with the submission, when it carried them (decision 0013). */
  answers?: AssessmentPayload['answers'] | null;
  /** What breaks a tie stored the older way (decision 0018); null for every other row. */
  olderTies?: TieSource | null;
}

const toStoredProfile = (row: ProfileRow): StoredProfile => ({
  ...readStoredProfile(row.profile, row.olderTies ?? null),
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  ...(row.answers ? { answers: row.answers } : {}),
});

/**
 * Every read and write of assessments and profiles. Each method takes the user id and every
 * query filters on it, so no caller can reach another user's rows by passing an id.
 */
export class ProfileRepository {
  /**
   * The hot read (every GET /profile/me): the latest profile of each user asked for in one turn
   * of the event loop, in one query (BatchedLookup, decision 0121). Built once and sent as a
   * named prepared statement: no query building per request, and PostgreSQL parses and plans it
   * once per connection.
   */
  private readonly latestQuery;
  private readonly latestOfUsers = new BatchedLookup<string, StoredProfile>(
    (userIds) => this.selectLatest(userIds),
    LATEST_BATCH_MAX,
  );

  constructor(
    private readonly db: StoreDatabase,
    private readonly transaction: <T>(work: (tx: StoreDatabase) => Promise<T>) => Promise<T>,
  ) {
    // For each user id in the array, their newest submission: one index probe per user
    // (assessments_user_seq_idx), however many submissions each has kept.
    const newest = db
      .select({
        id: assessments.id,
        createdAt: assessments.createdAt,
        profile: profiles.profile,
        olderTies: olderTieSource.as('older_ties'),
      })
      .from(assessments)
      .innerJoin(profiles, eq(profiles.assessmentId, assessments.id))
      .where(eq(assessments.userId, sql`wanted.user_id`))
      .orderBy(desc(assessments.seq))
      .limit(1)
      .as('newest');
    this.latestQuery = db
      .select({
        userId: sql<string>`wanted.user_id`,
        id: newest.id,
        createdAt: newest.createdAt,
        profile: newest.profile,
        olderTies: newest.olderTies,
      })
      .from(sql`unnest(${sql.placeholder('userIds')}::text[]) AS wanted(user_id)`)
      .innerJoinLateral(newest, sql`true`)
      .prepare('styleprint_latest_profiles');
  }

  /** Hits and misses of the latest-profile cache, when there is one (PGlite). */
  get cacheStats(): CacheStats | undefined {
    return undefined;
  }

  /** Latest-profile reads that reached the database, and the queries that carried them. */
  get latestReadStats(): BatchStats {
    return this.latestOfUsers.stats;
  }

  /** Drops whatever is held in memory; for tests that change the tables behind the store. */
  forgetCached(): void {}

  /**
   * Runs a change to the user's rows made elsewhere (an erasure), so that whatever this
   * repository holds in memory for the user is dropped and refetched afterwards.
   */
  changing<T>(_userId: string, work: () => Promise<T>): Promise<T> {
    return work();
  }

  /**
   * Stores a submission and its derived profile in one transaction; resolves after commit.
   * With `keepNewest`, the user's older submissions beyond that many go in the same transaction
   * (the retention rule, decision 0082), so one account cannot grow the store without bound.
   * Throws AccountErasedError when the account was deleted meanwhile (checked under the user's
   * lock).
   */
  async saveAssessment(
    userId: string,
    payload: AssessmentPayload,
    profile: Profile,
    options: { keepNewest?: number } = {},
  ): Promise<StoredProfile> {
    return this.transaction(async (tx) => {
      await lockUser(tx, userId);
      if (await wasErased(tx, userId)) throw new AccountErasedError();
      const [row] = await tx
        .insert(assessments)
        .values({ userId, payload })
        .returning({ id: assessments.id, createdAt: assessments.createdAt });
      if (!row) throw new Error('INSERT … RETURNING returned no row');
      await tx.insert(profiles).values({ assessmentId: row.id, profile });
      if (options.keepNewest !== undefined) await this.trim(tx, userId, options.keepNewest);
      return toStoredProfile({ ...row, profile, answers: payload.answers });
    });
  }

  /** Deletes the user's submissions older than their `keep` newest (profiles cascade). */
  private async trim(tx: StoreDatabase, userId: string, keep: number): Promise<void> {
    const [oldestKept] = await tx
      .select({ seq: assessments.seq })
      .from(assessments)
      .where(eq(assessments.userId, userId))
      .orderBy(desc(assessments.seq))
      .offset(keep - 1)
      .limit(1);
    if (!oldestKept) return;
    await tx
      .delete(assessments)
      .where(and(eq(assessments.userId, userId), lt(assessments.seq, oldestKept.seq)));
  }

  /** The user's most recent profile, or null before their first submission. */
  latest(userId: string): Promise<StoredProfile | null> {
    return this.latestOfUsers.read(userId);
  }

  private async selectLatest(userIds: string[]): Promise<Map<string, StoredProfile>> {
    const rows = await this.latestQuery.execute({ userIds });
    return new Map(rows.map((row) => [row.userId, toStoredProfile(row)]));
  }

  /** One page of the user's profiles, newest first, after the item named by `cursor`. */
  async history(
    userId: string,
    page: { limit: number; cursor: string | undefined },
  ): Promise<HistoryPage | typeof UNKNOWN_CURSOR> {
    let before: number | undefined;
    if (page.cursor !== undefined) {
      const [anchor] = await this.db
        .select({ seq: assessments.seq })
        .from(assessments)
        .where(and(eq(assessments.userId, userId), eq(assessments.id, page.cursor)));
      if (!anchor) return UNKNOWN_CURSOR;
      before = anchor.seq;
    }
    // One extra row says whether another page follows, without counting.
    const rows = await this.selectProfiles(userId, before, page.limit + 1);
    const items = rows.slice(0, page.limit);
    const last = items.at(-1);
    return {
      items: items.map(toStoredProfile),
      nextCursor: rows.length > page.limit && last ? last.id : null,
    };
  }

  /** Erases every assessment and profile of the user; returns how many submissions went. */
  async eraseUser(userId: string): Promise<number> {
    return this.transaction(async (tx) => {
      // Under the user's lock like every other write to their rows, so the erasure runs before or
      // after a submission's insert-and-trim (saveAssessment), never between its statements.
      await lockUser(tx, userId);
      // Profiles go with their assessments (ON DELETE CASCADE), in the same statement.
      const erased = await tx
        .delete(assessments)
        .where(eq(assessments.userId, userId))
        .returning({ id: assessments.id });
      return erased.length;
    });
  }

  private selectProfiles(
    userId: string,
    beforeSeq: number | undefined,
    limit: number,
  ): Promise<ProfileRow[]> {
    return this.db
      .select({
        id: assessments.id,
        createdAt: assessments.createdAt,
        profile: profiles.profile,
        // The answers live in the stored payload (jsonb): no new column, no migration.
        answers: sql<AssessmentPayload['answers'] | null>`${assessments.payload} -> 'answers'`,
        olderTies: olderTieSource,
      })
      .from(assessments)
      .innerJoin(profiles, eq(profiles.assessmentId, assessments.id))
      .where(
        and(
          eq(assessments.userId, userId),
          beforeSeq === undefined ? undefined : lt(assessments.seq, beforeSeq),
        ),
      )
      .orderBy(desc(assessments.seq))
      .limit(limit);
  }
}
