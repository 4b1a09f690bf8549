import type { AssessmentPayload, Profile, StoredProfile } from '@styleprint/contracts';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockUser, wasErased } from './user-lock.js';
import { assessments, profiles } from './schema.js';
import { AccountErasedError } from './store-errors.js';
import type * as schema from './schema.js';

/** The query builder over either engine: PGlite and node-postgres share the PostgreSQL dialect. */
export type StoreDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface HistoryPage {
  items: StoredProfile[];
  /** The id of the last item when more items follow, else null. */
  nextCursor: string | null;
}

/** Why a history page could not be read: the cursor names no assessment of this user. */
export const UNKNOWN_CURSOR = Symbol('unknown cursor');

interface ProfileRow {
  id: string;
  createdAt: Date;
  profile: Profile;
}

const toStoredProfile = (row: ProfileRow): StoredProfile => ({
  ...row.profile,
  id: row.id,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Every read and write of assessments and profiles. Each method takes the user id and every
 * query filters on it, so no caller can reach another user's rows by passing an id.
 */
export class ProfileRepository {
  constructor(
    private readonly db: StoreDatabase,
    private readonly transaction: <T>(work: (tx: StoreDatabase) => Promise<T>) => Promise<T>,
  ) {}

  /**
   * Stores a submission and its derived profile in one transaction; resolves after commit. Throws
   * AccountErasedError when the account was deleted meanwhile (checked under the user's lock).
   */
  async saveAssessment(
    userId: string,
    payload: AssessmentPayload,
    profile: Profile,
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
      return toStoredProfile({ ...row, profile });
    });
  }

  /** The user's most recent profile, or null before their first submission. */
  async latest(userId: string): Promise<StoredProfile | null> {
    const [row] = await this.selectProfiles(userId, undefined, 1);
    return row ? toStoredProfile(row) : null;
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
    // Profiles go with their assessments (ON DELETE CASCADE), in the same statement.
    const erased = await this.db
      .delete(assessments)
      .where(eq(assessments.userId, userId))
      .returning({ id: assessments.id });
    return erased.length;
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
