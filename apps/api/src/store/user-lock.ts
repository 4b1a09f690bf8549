import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { StoreDatabase } from './database.js';
import { erasedAccounts } from './schema.js';

/** How long an erased account's hash is kept: far beyond any request still in flight. */
const ERASED_ACCOUNT_RETENTION = '1 day';

/** The erased-accounts key: a one-way hash, so the erased user id itself is never stored. */
export const userIdHash = (userId: string): string =>
  createHash('sha256').update(userId).digest('hex');

/**
 * Serialises this user's writes and their erasure until the transaction ends: a transaction-level
 * advisory lock keyed by the user id, so other users never wait.
 */
export async function lockUser(tx: StoreDatabase, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${userId}, 0))`);
}

export async function wasErased(tx: StoreDatabase, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ key: erasedAccounts.userIdSha256 })
    .from(erasedAccounts)
    .where(eq(erasedAccounts.userIdSha256, userIdHash(userId)));
  return row !== undefined;
}

/** Records the erasure, and forgets erasures older than the retention. */
export async function markErased(tx: StoreDatabase, userId: string): Promise<void> {
  await tx
    .insert(erasedAccounts)
    .values({ userIdSha256: userIdHash(userId) })
    .onConflictDoNothing();
  await tx
    .delete(erasedAccounts)
    .where(lt(erasedAccounts.erasedAt, sql`now() - ${ERASED_ACCOUNT_RETENTION}::interval`));
}
