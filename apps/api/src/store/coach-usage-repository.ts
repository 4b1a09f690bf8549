import type { SqlClient } from './sql-client.js';

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
   */
  async reserve(
    subject: string,
    day: string,
    tokens: number,
    budget: number,
  ): Promise<number | null> {
    if (tokens > budget) return null;
    const rows = await this.sql.query<{ tokens: string | number }>(
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
