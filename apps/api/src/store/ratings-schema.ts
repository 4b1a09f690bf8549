import type { RatingAnswers } from '@styleprint/contracts';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Rating links as the query builder sees them (migration 0070, ADR 0108). */
export const ratingRequests = pgTable(
  'rating_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    tokenSha256: text('token_sha256').notNull().unique(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('rating_requests_user_idx').on(table.userId, table.createdAt.desc())],
);

/** One rater's answers on one link (migration 0070). */
export const ratings = pgTable(
  'ratings',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => ratingRequests.id, { onDelete: 'cascade' }),
    raterId: text('rater_id').notNull(),
    answers: jsonb('answers').$type<RatingAnswers>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.raterId] }),
    index('ratings_rater_idx').on(table.raterId),
  ],
);
