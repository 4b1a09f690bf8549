import type { AssessmentPayload, Profile } from '@styleprint/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Engine } from './engines/engine.js';
import type { StoreDatabase } from './database.js';
import { assessments, people, profiles } from './schema.js';
import { SharingRepository } from './sharing-repository.js';
import { readStoredProfile } from './stored-ties.js';
import { lockUser, markErased } from './user-lock.js';

/** One stored submission with everything kept about it, as the data export lists it. */
export interface ExportedAssessment {
  id: string;
  createdAt: string;
  /** The answers' tallies exactly as submitted. */
  payload: AssessmentPayload;
  /** The profile derived from them. */
  profile: Profile;
}

/** Every table that holds a user's rows; an erasure compacts each of them. */
export const USER_TABLES = [
  'assessments',
  'profiles',
  'coach_token_usage',
  'people',
  'practice_sessions',
  'rating_requests',
  'ratings',
  'share_invites',
  'share_connections',
  'share_teams',
  'share_team_members',
] as const;

/**
 * What a person does with their own data: take it (export), erase one result, erase all of it.
 * Every query filters on the user id, so no caller reaches another user's rows by passing an id.
 */
export class AccountRepository {
  constructor(
    private readonly db: StoreDatabase,
    private readonly engine: Pick<Engine, 'compactAfterErasure' | 'transaction'>,
    /** Wraps each erasure, so caches of the user's latest profile drop what they hold. */
    private readonly changing: <T>(userId: string, work: () => Promise<T>) => Promise<T> = (
      _userId,
      work,
    ) => work(),
  ) {}

  /** Every submission of the user with its profile, oldest first. */
  async exportAll(userId: string): Promise<ExportedAssessment[]> {
    const rows = await this.db
      .select({
        id: assessments.id,
        createdAt: assessments.createdAt,
        payload: assessments.payload,
        profile: profiles.profile,
      })
      .from(assessments)
      .innerJoin(profiles, eq(profiles.assessmentId, assessments.id))
      .where(eq(assessments.userId, userId))
      .orderBy(asc(assessments.seq));
    return rows.map((row) => ({
      ...row,
      // Ties as the API answers them everywhere (decision 0018), older rows included.
      profile: readStoredProfile(row.profile, row.payload),
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /** Erases one result of the user (its profile goes with it); false when they have none by that id. */
  async eraseResult(userId: string, assessmentId: string): Promise<boolean> {
    const erased = await this.changing(userId, () =>
      this.db
        .delete(assessments)
        .where(and(eq(assessments.userId, userId), eq(assessments.id, assessmentId)))
        .returning({ id: assessments.id }),
    );
    return erased.length > 0;
  }

  /**
   * For a deleted account: records the erasure (so a submission still in flight is refused),
   * erases every row of the user under their lock, then compacts the tables so the erased bytes
   * leave the engine's files (docs/decisions/0035). Returns how many submissions went.
   */
  async eraseDeletedAccount(userId: string): Promise<number> {
    const erased = await this.changing(userId, () =>
      this.engine.transaction(async (tx) => {
        await lockUser(tx, userId);
        await markErased(tx, userId);
        // The LLM coach's daily token counts (decision 0081) are about the person too.
        await tx.execute(sql`DELETE FROM coach_token_usage WHERE subject = ${`user:${userId}`}`);
        // The user's people, their evidence and any kept conversation (docs/decisions/0100).
        await tx.delete(people).where(eq(people.userId, userId));
        // Kept practice sessions (docs/decisions/0105-practice-persona-engine.md).
        await tx.execute(sql`DELETE FROM practice_sessions WHERE user_id = ${userId}`);
        // Their rating links with every answer on them, and the ratings they gave others
        // (docs/decisions/0108-how-others-see-you.md): a combined view drops below three again.
        await tx.execute(sql`DELETE FROM rating_requests WHERE user_id = ${userId}`);
        await tx.execute(sql`DELETE FROM ratings WHERE rater_id = ${userId}`);
        // Their invites, teams and shares, on both sides (docs/decisions/0104-sharing-with-consent.md).
        await SharingRepository.eraseUser(tx, userId);
        return tx
          .delete(assessments)
          .where(eq(assessments.userId, userId))
          .returning({ id: assessments.id });
      }),
    );
    await this.engine.compactAfterErasure(USER_TABLES);
    return erased.length;
  }
}
