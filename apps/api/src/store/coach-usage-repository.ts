import type { SqlClient, SqlSession } from './sql-client.js';
import { AccountErasedError } from './store-errors.js';
import { userIdHash } from './user-lock.js';

/**
 * The daily LLM token budget, kept in the database so it holds across restarts and is shared by
 * every instance on one PostgreSQL (decision 0081). A reservation is one statement, so callers
 * racing for the last tokens cannot both get them.
 */
export class CoachUsageRepository {
  constructor(private readonly sql: SqlClient) {}

  /**
   * Adds `tokens` to the subject's count for `day` if the total stays within `budget`. Resolves
   * to the new total, or null when the budget would be exceeded (nothing is added then).
   * With `owner` (a signed-in user's id) the count is one of the user's rows: it is written under
   * the user's lock and refused with AccountErasedError once the account is erased, like every
   * other write of a user's rows (docs/decisions/0027-hostile-text-late-writes-and-revocation.md).
   */
  async reserve(
    subject: string,
    day: string,
    tokens: number,
    budget: number,
    owner?: string,
  ): Promise<number | null> {
    if (tokens > budget) return null;
    if (owner === undefined) return this.add(this.sql, subject, day, tokens, budget);
    return this.sql.transaction(async (session) => {
      // The same lock and erasure record as user-lock.ts, through the raw client this repository uses.
      await session.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [owner]);
      const erased = await session.query(
        'SELECT 1 AS erased FROM erased_accounts WHERE user_id_sha256 = $1',
        [userIdHash(owner)],
      );
      if (erased.length > 0) throw new AccountErasedError();
      return this.add(session, subject, day, tokens, budget);
    });
  }

  private async add(
    sql: SqlSession,
    subject: string,
    day: string,
    tokens: number,
    budget: number,
  ): Promise<number | null> {
    const rows = await sql.query<{ tokens: string | number }>(
      `INSERT INTO coach_token_usage (subject, day, tokens) VALUES ($1, $2, $3)
       ON CONFLICT (subject, day) DO UPDATE SET tokens = coach_token_usage.tokens + EXCLUDED.tokens
       WHERE coach_token_usage.tokens + EXCLUDED.tokens <= $4
       RETURNING tokens`,
      [subject, day, tokens, budget],
    );
    const row = rows[0];
    return row === undefined ? null : Number(row.tokens);
  }

  /** Gives back tokens reserved but not spent (the reply was shorter than its allowance). */
  async refund(subject: string, day: string, tokens: number): Promise<void> {
    if (tokens <= 0) return;
    await this.sql.query(
      `UPDATE coach_token_usage SET tokens = GREATEST(0, tokens - $3) WHERE subject = $1 AND day = $2`,
      [subject, day, tokens],
    );
  }

  /** Tokens spent by the subject on `day`. */
  async spent(subject: string, day: string): Promise<number> {
    const rows = await this.sql.query<{ tokens: string | number }>(
      'SELECT tokens FROM coach_token_usage WHERE subject = $1 AND day = $2',
      [subject, day],
    );
    return Number(rows[0]?.tokens ?? 0);
  }

  /** Forgets days before `day`: only today's count matters. */
  async forgetBefore(day: string): Promise<void> {
    await this.sql.query('DELETE FROM coach_token_usage WHERE day < $1', [day]);
  }
}
