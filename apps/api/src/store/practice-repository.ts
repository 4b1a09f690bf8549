import {
  PRACTICE_LIMITS,
  type PracticeSession,
  type PracticeSessionList,
} from '@styleprint/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { StoreDatabase } from './database.js';
import { practiceSessions } from './practice-schema.js';
import { AccountErasedError } from './store-errors.js';
import { lockUser, wasErased } from './user-lock.js';

type Row = typeof practiceSessions.$inferSelect;

/** What is stored of a kept session: the route has found the person and computed the feedback. */
export type KeptSession = Omit<PracticeSession, 'id' | 'createdAt'>;

const toSession = (row: Row): PracticeSession => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  goal: row.goal,
  personId: row.personId,
  personName: row.personName,
  styles: row.styles,
  turns: row.turns,
  feedback: row.feedback,
});

/** Ids are uuids: anything else can name no session (and must not reach the database as one). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The practice sessions a user kept. Every query filters on the user id, so no caller reaches
 * another user's sessions by passing an id (docs/decisions/0105-practice-persona-engine.md).
 */
export class PracticeRepository {
  constructor(
    private readonly db: StoreDatabase,
    private readonly transaction: <T>(work: (tx: StoreDatabase) => Promise<T>) => Promise<T>,
  ) {}

  /**
   * Keeps a session; null when the user already keeps the most allowed. Runs under the user's
   * lock, like every write of a user's rows: two keeps at once cannot pass the limit, and a keep
   * whose account was deleted meanwhile throws AccountErasedError instead of leaving a row no one
   * can reach (docs/decisions/0027-hostile-text-late-writes-and-revocation.md).
   */
  async create(userId: string, session: KeptSession): Promise<PracticeSession | null> {
    return this.transaction(async (tx) => {
      await lockUser(tx, userId);
      if (await wasErased(tx, userId)) throw new AccountErasedError();
      const [kept] = await tx
        .select({ n: count() })
        .from(practiceSessions)
        .where(eq(practiceSessions.userId, userId));
      if ((kept?.n ?? 0) >= PRACTICE_LIMITS.maxSessions) return null;
      const [row] = await tx
        .insert(practiceSessions)
        .values({
          userId,
          goal: session.goal,
          personId: session.personId,
          personName: session.personName,
          styles: session.styles,
          turns: session.turns,
          feedback: session.feedback,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toSession(row);
    });
  }

  /** The user's sessions, newest first, without their turns. */
  async list(userId: string): Promise<PracticeSessionList> {
    const rows = await this.db
      .select()
      .from(practiceSessions)
      .where(eq(practiceSessions.userId, userId))
      .orderBy(desc(practiceSessions.seq));
    return {
      items: rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        goal: row.goal,
        personName: row.personName,
        turns: row.turns.length,
        total: row.feedback?.total ?? null,
        max: row.feedback?.max ?? null,
      })),
    };
  }

  async get(userId: string, id: string): Promise<PracticeSession | null> {
    if (!UUID.test(id)) return null;
    const [row] = await this.db
      .select()
      .from(practiceSessions)
      .where(and(eq(practiceSessions.userId, userId), eq(practiceSessions.id, id)));
    return row ? toSession(row) : null;
  }

  /** False when the user has no session by that id. */
  async delete(userId: string, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const erased = await this.db
      .delete(practiceSessions)
      .where(and(eq(practiceSessions.userId, userId), eq(practiceSessions.id, id)))
      .returning({ id: practiceSessions.id });
    return erased.length > 0;
  }

  /** Every kept session of the user, oldest first, for "download my data". */
  async exportAll(userId: string): Promise<PracticeSession[]> {
    const rows = await this.db
      .select()
      .from(practiceSessions)
      .where(eq(practiceSessions.userId, userId))
      .orderBy(practiceSessions.seq);
    return rows.map(toSession);
  }
}
