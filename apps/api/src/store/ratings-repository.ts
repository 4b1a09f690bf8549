import {
  RATING_LIMITS,
  type GivenRating,
  type RatingAnswers,
  type RatingRequest,
} from '@styleprint/contracts';
import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { StoreDatabase } from './database.js';
import { ratingRequests, ratings } from './ratings-schema.js';
import { AccountErasedError } from './store-errors.js';
import { lockUser, wasErased } from './user-lock.js';

/** The person already holds as many open links as allowed. */
export const OPEN_REQUESTS_LIMIT = Symbol('open rating requests limit reached');

/** A link found by its token: whose it is, and whether it still takes answers. */
export interface RatingLink extends RatingRequest {
  userId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Open, expired or revoked, judged by the database's clock so no two clocks disagree. */
const state = sql<RatingRequest['state']>`CASE
  WHEN ${ratingRequests.revokedAt} IS NOT NULL THEN 'revoked'
  WHEN ${ratingRequests.expiresAt} <= now() THEN 'expired'
  ELSE 'open' END`;

const isOpen = and(isNull(ratingRequests.revokedAt), gt(ratingRequests.expiresAt, sql`now()`));

const requestColumns = {
  id: ratingRequests.id,
  userId: ratingRequests.userId,
  name: ratingRequests.name,
  createdAt: ratingRequests.createdAt,
  expiresAt: ratingRequests.expiresAt,
  state,
};

interface RequestRow {
  id: string;
  userId: string;
  name: string;
  createdAt: Date;
  expiresAt: Date;
  state: RatingRequest['state'];
}

const toLink = (row: RequestRow): RatingLink => ({
  id: row.id,
  userId: row.userId,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  state: row.state,
});

/** What saving an answer came to. */
export type SaveOutcome = 'saved' | 'closed';

/**
 * Rating links and the answers given on them (docs/decisions/0108-how-others-see-you.md). A
 * link's owner reaches it by their user id; a rater reaches it only through its token's hash.
 * Nothing here hands one rater's answers to anyone but that rater.
 */
export class RatingsRepository {
  constructor(
    private readonly db: StoreDatabase,
    private readonly transaction: <T>(work: (tx: StoreDatabase) => Promise<T>) => Promise<T>,
  ) {}

  /** A new link under the user's lock, so two at once cannot pass the limit of open links. */
  async createRequest(
    userId: string,
    name: string,
    tokenSha256: string,
  ): Promise<RatingLink | typeof OPEN_REQUESTS_LIMIT> {
    return this.transaction(async (tx) => {
      await lockUser(tx, userId);
      if (await wasErased(tx, userId)) throw new AccountErasedError();
      const [open] = await tx
        .select({ n: count() })
        .from(ratingRequests)
        .where(and(eq(ratingRequests.userId, userId), isOpen));
      if ((open?.n ?? 0) >= RATING_LIMITS.maxOpenRequests) return OPEN_REQUESTS_LIMIT;
      const [row] = await tx
        .insert(ratingRequests)
        .values({
          userId,
          name,
          tokenSha256,
          expiresAt: sql`now() + make_interval(days => ${RATING_LIMITS.linkDays})`,
        })
        .returning(requestColumns);
      if (!row) throw new Error('INSERT … RETURNING returned no row');
      return toLink(row);
    });
  }

  /** The user's links, newest first. */
  async listRequests(userId: string): Promise<RatingLink[]> {
    const rows = await this.db
      .select(requestColumns)
      .from(ratingRequests)
      .where(eq(ratingRequests.userId, userId))
      .orderBy(desc(ratingRequests.createdAt), desc(ratingRequests.id));
    return rows.map(toLink);
  }

  /** Closes one of the user's links; false when they have none by that id. */
  async revoke(userId: string, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const rows = await this.db
      .update(ratingRequests)
      .set({ revokedAt: sql`coalesce(${ratingRequests.revokedAt}, now())` })
      .where(and(eq(ratingRequests.userId, userId), eq(ratingRequests.id, id)))
      .returning({ id: ratingRequests.id });
    return rows.length > 0;
  }

  /** The link a token's hash names, open or not; null for none. */
  async findLink(tokenSha256: string): Promise<RatingLink | null> {
    const [row] = await this.db
      .select(requestColumns)
      .from(ratingRequests)
      .where(eq(ratingRequests.tokenSha256, tokenSha256));
    return row ? toLink(row) : null;
  }

  /** The rater's own answers on one link, or null. */
  async ownAnswers(requestId: string, raterId: string): Promise<RatingAnswers | null> {
    const [row] = await this.db
      .select({ answers: ratings.answers })
      .from(ratings)
      .where(and(eq(ratings.requestId, requestId), eq(ratings.raterId, raterId)));
    return row?.answers ?? null;
  }

  /**
   * Saves (or changes) the rater's answers, only while the link is still open: the link row is
   * locked, so a revoke at the same moment either comes first (nothing stored) or after.
   */
  async saveAnswers(
    requestId: string,
    raterId: string,
    answers: RatingAnswers,
  ): Promise<SaveOutcome> {
    return this.transaction(async (tx) => {
      await lockUser(tx, raterId);
      if (await wasErased(tx, raterId)) throw new AccountErasedError();
      const [open] = await tx
        .select({ id: ratingRequests.id })
        .from(ratingRequests)
        .where(and(eq(ratingRequests.id, requestId), isOpen))
        .for('update');
      if (!open) return 'closed';
      await tx
        .insert(ratings)
        .values({ requestId, raterId, answers })
        .onConflictDoUpdate({
          target: [ratings.requestId, ratings.raterId],
          set: { answers, updatedAt: sql`now()` },
        });
      return 'saved';
    });
  }

  /**
   * The answers the user received, one set per different rater (their latest, should they have
   * answered several of the user's links), in no particular person's order.
   */
  async receivedAnswers(userId: string): Promise<RatingAnswers[]> {
    const rows = await this.db
      .selectDistinctOn([ratings.raterId], { answers: ratings.answers })
      .from(ratings)
      .innerJoin(ratingRequests, eq(ratingRequests.id, ratings.requestId))
      .where(eq(ratingRequests.userId, userId))
      .orderBy(ratings.raterId, desc(ratings.updatedAt));
    return rows.map((row) => row.answers);
  }

  /** The ratings the user gave others, oldest first: their own answers only. */
  async given(raterId: string): Promise<GivenRating[]> {
    const rows = await this.db
      .select({
        name: ratingRequests.name,
        answers: ratings.answers,
        createdAt: ratings.createdAt,
        updatedAt: ratings.updatedAt,
      })
      .from(ratings)
      .innerJoin(ratingRequests, eq(ratingRequests.id, ratings.requestId))
      .where(eq(ratings.raterId, raterId))
      .orderBy(asc(ratings.createdAt));
    return rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }
}
