import type { PracticeFeedback, PracticeStyles, PracticeTurn } from '@styleprint/contracts';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Kept practice sessions as the query builder sees them (migration 0050). */
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    userId: text('user_id').notNull(),
    goal: text('goal').notNull(),
    personId: text('person_id'),
    personName: text('person_name'),
    styles: jsonb('styles').$type<PracticeStyles>().notNull(),
    turns: jsonb('turns').$type<PracticeTurn[]>().notNull(),
    feedback: jsonb('feedback').$type<PracticeFeedback>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (table) => [index('practice_sessions_user_seq_idx').on(table.userId, table.seq.desc())],
);
