import type { ShareTerms } from '@styleprint/contracts';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { people } from './schema.js';

/** Sharing with consent as the query builder sees it (migrations 0060 and 0080, decision 0104). */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const shareTeams = pgTable('share_teams', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: text('owner_id').notNull(),
  name: text('name').notNull(),
  createdAt: at('created_at').defaultNow().notNull(),
});

export const shareTeamMembers = pgTable('share_team_members', {
  id: uuid('id').primaryKey().defaultRandom(),
  teamId: uuid('team_id')
    .notNull()
    .references(() => shareTeams.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull(),
  label: text('label').notNull(),
  share: jsonb('share').$type<ShareTerms>().notNull(),
  joinedAt: at('joined_at').defaultNow().notNull(),
});

export const shareInvites = pgTable('share_invites', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenSha256: text('token_sha256').notNull().unique(),
  ownerId: text('owner_id').notNull(),
  ownerLabel: text('owner_label').notNull(),
  offer: jsonb('offer').$type<ShareTerms>(),
  teamId: uuid('team_id').references(() => shareTeams.id, { onDelete: 'cascade' }),
  /** The inviter's private person the invite was made from: linked to on acceptance. */
  personId: uuid('person_id').references(() => people.id, { onDelete: 'set null' }),
  createdAt: at('created_at').defaultNow().notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  revokedAt: at('revoked_at'),
});

export const shareConnections = pgTable('share_connections', {
  id: uuid('id').primaryKey().defaultRandom(),
  userA: text('user_a').notNull(),
  labelA: text('label_a').notNull(),
  shareA: jsonb('share_a').$type<ShareTerms>(),
  userB: text('user_b').notNull(),
  labelB: text('label_b').notNull(),
  shareB: jsonb('share_b').$type<ShareTerms>(),
  noteA: text('note_a'),
  noteB: text('note_b'),
  /** Each side's link to its own private entry about the other (only that side reads it). */
  personA: uuid('person_a').references(() => people.id, { onDelete: 'set null' }),
  personB: uuid('person_b').references(() => people.id, { onDelete: 'set null' }),
  createdAt: at('created_at').defaultNow().notNull(),
});
