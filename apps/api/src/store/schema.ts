import type {
  AssessmentPayload,
  EvidenceQuote,
  PersonOrigin,
  PersonTraitChoices,
  Profile,
} from '@styleprint/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The tables as the query builder sees them. The SQL that creates them lives in ./migrations;
 * test/store/schema.test.ts checks that the two agree.
 */

/** One row per submission: the history of a user's assessments (ADR 0001). */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Insertion order, so "latest" and history pages never depend on two clocks agreeing.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    userId: text('user_id').notNull(),
    payload: jsonb('payload').$type<AssessmentPayload>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (table) => [index('assessments_user_seq_idx').on(table.userId, table.seq.desc())],
);

/** The profile derived from each submission, written in the same transaction. */
export const profiles = pgTable('profiles', {
  assessmentId: uuid('assessment_id')
    .primaryKey()
    .references(() => assessments.id, { onDelete: 'cascade' }),
  profile: jsonb('profile').$type<Profile>().notNull(),
});

/**
 * Accounts deleted recently, by the SHA-256 of their user id: a submission racing the deletion is
 * refused under the same per-user lock (migration 0030, docs/decisions/0035).
 */
export const erasedAccounts = pgTable('erased_accounts', {
  userIdSha256: text('user_id_sha256').primaryKey(),
  erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
});

/** Hand-set trait values of a person and their quoted evidence (migration 0040, ADR 0100). */
export const people = pgTable(
  'people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    note: text('note'),
    origin: text('origin').$type<PersonOrigin>().notNull(),
    choices: jsonb('choices').$type<PersonTraitChoices>().default({}).notNull(),
    evidence: jsonb('evidence').$type<EvidenceQuote[]>().default([]).notNull(),
    keptConversation: text('kept_conversation'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (table) => [
    index('people_user_name_idx').on(table.userId, sql`lower(${table.name})`, table.createdAt),
  ],
);
