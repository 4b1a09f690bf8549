import type { EvidenceQuote, PersonOrigin, PersonTraitChoices } from '@styleprint/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { StoreDatabase } from './database.js';
import { people } from './schema.js';
import { AccountErasedError } from './store-errors.js';
import { lockUser, wasErased } from './user-lock.js';

/** A person as stored: the hand choices and the evidence; the traits are computed from them. */
export interface PersonRecord {
  id: string;
  name: string;
  note: string | null;
  origin: PersonOrigin;
  choices: PersonTraitChoices;
  evidence: EvidenceQuote[];
  keptConversation: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type NewPerson = Omit<PersonRecord, 'id' | 'createdAt' | 'updatedAt'>;

/** The user already keeps as many people as allowed. */
export const PEOPLE_LIMIT = Symbol('people limit reached');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const columns = {
  id: people.id,
  name: people.name,
  note: people.note,
  origin: people.origin,
  choices: people.choices,
  evidence: people.evidence,
  keptConversation: people.keptConversation,
  createdAt: people.createdAt,
  updatedAt: people.updatedAt,
};

/**
 * The user's people (docs/decisions/0100-people-contract-and-routes.md). Every query filters on
 * the user id as well as the person's id, so another user's id finds nothing, exactly like an
 * id that does not exist.
 */
export class PeopleRepository {
  constructor(
    private readonly db: StoreDatabase,
    private readonly transaction: <T>(work: (tx: StoreDatabase) => Promise<T>) => Promise<T>,
  ) {}

  /** The user's people by name (case-insensitive), then by when they were added. */
  async list(userId: string): Promise<PersonRecord[]> {
    return this.db
      .select(columns)
      .from(people)
      .where(eq(people.userId, userId))
      .orderBy(asc(sql`lower(${people.name})`), asc(people.createdAt), asc(people.id));
  }

  /** One of the user's people, or null (an id that is not a uuid names no one). */
  async get(userId: string, id: string): Promise<PersonRecord | null> {
    if (!UUID.test(id)) return null;
    const [row] = await this.db
      .select(columns)
      .from(people)
      .where(and(eq(people.userId, userId), eq(people.id, id)));
    return row ?? null;
  }

  /**
   * Adds a person under the user's lock, so two requests at once cannot pass the limit, and
   * never for an account erased meanwhile.
   */
  async create(
    userId: string,
    person: NewPerson,
    max: number,
  ): Promise<PersonRecord | typeof PEOPLE_LIMIT> {
    return this.transaction(async (tx) => {
      await lockUser(tx, userId);
      if (await wasErased(tx, userId)) throw new AccountErasedError();
      const [counted] = await tx
        .select({ n: count() })
        .from(people)
        .where(eq(people.userId, userId));
      if ((counted?.n ?? 0) >= max) return PEOPLE_LIMIT;
      const [row] = await tx
        .insert(people)
        .values({ userId, ...person })
        .returning(columns);
      if (!row) throw new Error('INSERT … RETURNING returned no row');
      return row;
    });
  }

  /**
   * Changes one person: `change` gets the stored record and returns the new one; both run in one
   * transaction with the row locked, so two edits at once do not lose one another.
   */
  async update(
    userId: string,
    id: string,
    change: (current: PersonRecord) => NewPerson,
  ): Promise<PersonRecord | null> {
    if (!UUID.test(id)) return null;
    return this.transaction(async (tx) => {
      const [current] = await tx
        .select(columns)
        .from(people)
        .where(and(eq(people.userId, userId), eq(people.id, id)))
        .for('update');
      if (!current) return null;
      const next = change(current);
      const [row] = await tx
        .update(people)
        .set({ ...next, updatedAt: sql`now()` })
        .where(and(eq(people.userId, userId), eq(people.id, id)))
        .returning(columns);
      return row ?? null;
    });
  }

  /** Deletes one person and everything stored with them; false when the user has none by that id. */
  async delete(userId: string, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const deleted = await this.db
      .delete(people)
      .where(and(eq(people.userId, userId), eq(people.id, id)))
      .returning({ id: people.id });
    return deleted.length > 0;
  }
}
