import { inviteStatus, type InviteStatus, type ShareTerms } from '@styleprint/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { StoreDatabase } from './database.js';
import { people } from './schema.js';
import { shareConnections, shareInvites, shareTeamMembers, shareTeams } from './sharing-schema.js';
import { AccountErasedError } from './store-errors.js';
import { lockUser, wasErased } from './user-lock.js';

/** An invite as stored, with the name of its team when it is a team invite. */
export interface InviteRecord {
  id: string;
  ownerId: string;
  ownerLabel: string;
  offer: ShareTerms | null;
  team: { id: string; name: string } | null;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

export interface NewInvite {
  tokenSha256: string;
  ownerLabel: string;
  offer: ShareTerms | null;
  teamId: string | null;
  /** The private person of the owner's the invite was made from (linked to on acceptance). */
  personId: string | null;
  expiresAt: Date;
}

/** A connection seen from one side: the other person, what they share, what I share. */
export interface ConnectionView {
  id: string;
  otherId: string;
  otherLabel: string;
  theirs: ShareTerms | null;
  mine: ShareTerms | null;
  /** My private note about them (never theirs about me). */
  myNote: string | null;
  /** The person in my own People list I linked them to (never their link to me). */
  myPersonId: string | null;
  createdAt: Date;
}

export interface TeamMemberRecord {
  id: string;
  userId: string;
  label: string;
  share: ShareTerms;
  joinedAt: Date;
}

export interface TeamRecord {
  id: string;
  ownerId: string;
  name: string;
  createdAt: Date;
  members: TeamMemberRecord[];
}

/** The person who acts, as their sign-in names them. */
export interface Actor {
  uid: string;
  label: string;
}

/** Why a link does nothing. */
export type Refusal = Exclude<InviteStatus, 'open'> | 'not_found' | 'own' | 'team_full';

export type AcceptOutcome = { kind: 'person' | 'team'; id: string } | { refused: Refusal };

/** A team the caller does not own (or that does not exist). */
export const NOT_YOUR_TEAM = Symbol('not your team');
export const TEAM_LIMIT = Symbol('team limit reached');
/** A private person the caller does not keep (or that does not exist). */
export const NOT_YOUR_PERSON = Symbol('not your person');
/** The private person is already linked to someone else who shares. */
export const ALREADY_LINKED = Symbol('already linked');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const inviteColumns = {
  id: shareInvites.id,
  ownerId: shareInvites.ownerId,
  ownerLabel: shareInvites.ownerLabel,
  offer: shareInvites.offer,
  teamId: shareTeams.id,
  teamName: shareTeams.name,
  createdAt: shareInvites.createdAt,
  expiresAt: shareInvites.expiresAt,
  usedAt: shareInvites.usedAt,
  revokedAt: shareInvites.revokedAt,
};

type InviteRow = {
  [K in keyof typeof inviteColumns]: K extends 'teamId' | 'teamName'
    ? string | null
    : K extends keyof InviteRecord
      ? InviteRecord[K]
      : never;
};

const toInvite = (row: InviteRow): InviteRecord => ({
  id: row.id,
  ownerId: row.ownerId,
  ownerLabel: row.ownerLabel,
  offer: row.offer,
  team:
    row.teamId !== null && row.teamName !== null ? { id: row.teamId, name: row.teamName } : null,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  usedAt: row.usedAt,
  revokedAt: row.revokedAt,
});

type ConnectionRow = typeof shareConnections.$inferSelect;

/** An invite row as its owner's record needs it (not the token's hash, nor the linked person). */
const inviteStored = {
  id: shareInvites.id,
  ownerId: shareInvites.ownerId,
  ownerLabel: shareInvites.ownerLabel,
  offer: shareInvites.offer,
  createdAt: shareInvites.createdAt,
  expiresAt: shareInvites.expiresAt,
  usedAt: shareInvites.usedAt,
  revokedAt: shareInvites.revokedAt,
};

/** A connection row as `uid` sees it (who is "a" and who is "b" is only who invited). */
const viewOf = (row: ConnectionRow, uid: string): ConnectionView =>
  row.userA === uid
    ? {
        id: row.id,
        otherId: row.userB,
        otherLabel: row.labelB,
        theirs: row.shareB,
        mine: row.shareA,
        myNote: row.noteA,
        myPersonId: row.personA,
        createdAt: row.createdAt,
      }
    : {
        id: row.id,
        otherId: row.userA,
        otherLabel: row.labelA,
        theirs: row.shareA,
        mine: row.shareB,
        myNote: row.noteB,
        myPersonId: row.personB,
        createdAt: row.createdAt,
      };

const involving = (uid: string) =>
  or(eq(shareConnections.userA, uid), eq(shareConnections.userB, uid));

/** Connections where `uid`'s own side is linked to their private person `personId`. */
const linkedBy = (uid: string, personId: string) =>
  or(
    and(eq(shareConnections.userA, uid), eq(shareConnections.personA, personId)),
    and(eq(shareConnections.userB, uid), eq(shareConnections.personB, personId)),
  );

/** Whether `personId` is one of `uid`'s own private people. */
/** My connection by that id, locked for the change about to be made to it; undefined if none. */
async function lockedConnection(tx: StoreDatabase, uid: string, id: string) {
  const [row] = await tx
    .select()
    .from(shareConnections)
    .where(and(eq(shareConnections.id, id), involving(uid)))
    .for('update');
  return row;
}

async function ownsPerson(tx: StoreDatabase, uid: string, personId: string): Promise<boolean> {
  if (!UUID.test(personId)) return false;
  const [row] = await tx
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.id, personId), eq(people.userId, uid)));
  return row !== undefined;
}

/** Whether `personId` is already linked to a connection of `uid` other than `except`. */
async function linkedElsewhere(
  tx: StoreDatabase,
  uid: string,
  personId: string,
  except: string | null,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: shareConnections.id })
    .from(shareConnections)
    .where(
      except === null
        ? linkedBy(uid, personId)
        : and(linkedBy(uid, personId), ne(shareConnections.id, except)),
    );
  return row !== undefined;
}

/**
 * Invites, connections and teams (decision 0104). Every read filters on the caller: a
 * connection by either of its two people, a team by its members, an invite by its owner or by
 * the hash of its token. Another user's id finds nothing, exactly like an id that does not exist.
 */
export class SharingRepository {
  constructor(
    private readonly db: StoreDatabase,
    private readonly transaction: <T>(work: (tx: StoreDatabase) => Promise<T>) => Promise<T>,
  ) {}

  /** A new invite, never for an account erased meanwhile; a team invite only to my own team. */
  async createInvite(
    ownerId: string,
    invite: NewInvite,
  ): Promise<InviteRecord | typeof NOT_YOUR_TEAM | typeof NOT_YOUR_PERSON> {
    return this.transaction(async (tx) => {
      await lockUser(tx, ownerId);
      if (await wasErased(tx, ownerId)) throw new AccountErasedError();
      if (invite.personId !== null && !(await ownsPerson(tx, ownerId, invite.personId))) {
        return NOT_YOUR_PERSON;
      }
      let team: { id: string; name: string } | null = null;
      if (invite.teamId !== null) {
        if (!UUID.test(invite.teamId)) return NOT_YOUR_TEAM;
        const [found] = await tx
          .select({ id: shareTeams.id, name: shareTeams.name })
          .from(shareTeams)
          .where(and(eq(shareTeams.id, invite.teamId), eq(shareTeams.ownerId, ownerId)));
        if (!found) return NOT_YOUR_TEAM;
        team = found;
      }
      const [row] = await tx
        .insert(shareInvites)
        .values({ ownerId, ...invite })
        .returning(inviteStored);
      if (!row) throw new Error('INSERT … RETURNING returned no row');
      return { ...row, team };
    });
  }

  /** My invites that still work at `now`, newest first. */
  async openInvites(ownerId: string, now: Date): Promise<InviteRecord[]> {
    const rows = await this.db
      .select(inviteColumns)
      .from(shareInvites)
      .leftJoin(shareTeams, eq(shareTeams.id, shareInvites.teamId))
      .where(
        and(
          eq(shareInvites.ownerId, ownerId),
          isNull(shareInvites.usedAt),
          isNull(shareInvites.revokedAt),
          gt(shareInvites.expiresAt, now),
        ),
      )
      .orderBy(desc(shareInvites.createdAt), desc(shareInvites.id));
    return rows.map(toInvite);
  }

  /** Every invite I made, for the export. */
  async allInvites(ownerId: string): Promise<InviteRecord[]> {
    const rows = await this.db
      .select(inviteColumns)
      .from(shareInvites)
      .leftJoin(shareTeams, eq(shareTeams.id, shareInvites.teamId))
      .where(eq(shareInvites.ownerId, ownerId))
      .orderBy(asc(shareInvites.createdAt), asc(shareInvites.id));
    return rows.map(toInvite);
  }

  /** Revokes one of my invites that is still open; false when I have none by that id. */
  async revokeInvite(ownerId: string, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const revoked = await this.db
      .update(shareInvites)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(shareInvites.id, id),
          eq(shareInvites.ownerId, ownerId),
          isNull(shareInvites.revokedAt),
          isNull(shareInvites.usedAt),
        ),
      )
      .returning({ id: shareInvites.id });
    return revoked.length > 0;
  }

  /** The invite a token's hash names, or null. */
  async inviteByToken(tokenSha256: string): Promise<InviteRecord | null> {
    const [row] = await this.db
      .select(inviteColumns)
      .from(shareInvites)
      .leftJoin(shareTeams, eq(shareTeams.id, shareInvites.teamId))
      .where(eq(shareInvites.tokenSha256, tokenSha256));
    return row ? toInvite(row) : null;
  }

  /**
   * Accepts an invite with exactly `share`: in one transaction with the invite row locked, so a
   * person invite is used once even by two tabs at once. A person invite makes (or renews) the
   * connection of the two people, the owner's side with what their invite offered; a team
   * invite adds (or renews) the member.
   */
  async accept(
    tokenSha256: string,
    actor: Actor,
    share: ShareTerms,
    now: Date,
    maxTeamMembers: number,
  ): Promise<AcceptOutcome> {
    return this.transaction(async (tx) => {
      await lockUser(tx, actor.uid);
      if (await wasErased(tx, actor.uid)) throw new AccountErasedError();
      const [invite] = await tx
        .select()
        .from(shareInvites)
        .where(eq(shareInvites.tokenSha256, tokenSha256))
        .for('update');
      if (!invite) return { refused: 'not_found' };
      const status = inviteStatus(invite, now);
      if (status !== 'open') return { refused: status };
      if (invite.ownerId === actor.uid) return { refused: 'own' };

      if (invite.teamId !== null) {
        const [counted] = await tx
          .select({ n: count() })
          .from(shareTeamMembers)
          .where(eq(shareTeamMembers.teamId, invite.teamId));
        const [already] = await tx
          .select({ id: shareTeamMembers.id })
          .from(shareTeamMembers)
          .where(
            and(eq(shareTeamMembers.teamId, invite.teamId), eq(shareTeamMembers.userId, actor.uid)),
          );
        if (!already && (counted?.n ?? 0) >= maxTeamMembers) return { refused: 'team_full' };
        await tx
          .insert(shareTeamMembers)
          .values({ teamId: invite.teamId, userId: actor.uid, label: actor.label, share })
          .onConflictDoUpdate({
            target: [shareTeamMembers.teamId, shareTeamMembers.userId],
            set: { share, label: actor.label },
          });
        return { kind: 'team', id: invite.teamId };
      }

      await tx.update(shareInvites).set({ usedAt: now }).where(eq(shareInvites.id, invite.id));
      const [existing] = await tx
        .select()
        .from(shareConnections)
        .where(
          or(
            and(eq(shareConnections.userA, invite.ownerId), eq(shareConnections.userB, actor.uid)),
            and(eq(shareConnections.userA, actor.uid), eq(shareConnections.userB, invite.ownerId)),
          ),
        )
        .for('update');
      // The inviter's private person the link was made from becomes their side's link, unless
      // it is linked to someone else meanwhile (a person is linked once) or their side already
      // has one (a renewal never replaces a link they chose).
      const link =
        invite.personId !== null &&
        !(await linkedElsewhere(tx, invite.ownerId, invite.personId, existing?.id ?? null))
          ? invite.personId
          : null;
      if (existing) {
        const actorIsA = existing.userA === actor.uid;
        await tx
          .update(shareConnections)
          .set(
            actorIsA
              ? {
                  shareA: share,
                  labelA: actor.label,
                  shareB: invite.offer ?? existing.shareB,
                  personB: existing.personB ?? link,
                }
              : {
                  shareB: share,
                  labelB: actor.label,
                  shareA: invite.offer ?? existing.shareA,
                  personA: existing.personA ?? link,
                },
          )
          .where(eq(shareConnections.id, existing.id));
        return { kind: 'person', id: existing.id };
      }
      const [created] = await tx
        .insert(shareConnections)
        .values({
          userA: invite.ownerId,
          labelA: invite.ownerLabel,
          shareA: invite.offer,
          personA: link,
          userB: actor.uid,
          labelB: actor.label,
          shareB: share,
        })
        .returning({ id: shareConnections.id });
      if (!created) throw new Error('INSERT … RETURNING returned no row');
      return { kind: 'person', id: created.id };
    });
  }

  /**
   * "No thanks": a person invite is closed, so the link does nothing more; a team invite stays
   * open for the others it was made for. Refused like accept for a link that does not work.
   */
  async decline(tokenSha256: string, uid: string, now: Date): Promise<{ refused: Refusal } | null> {
    return this.transaction(async (tx) => {
      const [invite] = await tx
        .select()
        .from(shareInvites)
        .where(eq(shareInvites.tokenSha256, tokenSha256))
        .for('update');
      if (!invite) return { refused: 'not_found' };
      const status = inviteStatus(invite, now);
      if (status !== 'open') return { refused: status };
      if (invite.ownerId === uid) return { refused: 'own' };
      if (invite.teamId === null) {
        await tx.update(shareInvites).set({ usedAt: now }).where(eq(shareInvites.id, invite.id));
      }
      return null;
    });
  }

  /** Everyone I am connected with, by name. */
  async connections(uid: string): Promise<ConnectionView[]> {
    const rows = await this.db
      .select()
      .from(shareConnections)
      .where(involving(uid))
      .orderBy(asc(shareConnections.createdAt), asc(shareConnections.id));
    return rows
      .map((row) => viewOf(row, uid))
      .sort((x, y) => x.otherLabel.toLowerCase().localeCompare(y.otherLabel.toLowerCase()));
  }

  /** One of my connections, or null. */
  async connection(uid: string, id: string): Promise<ConnectionView | null> {
    if (!UUID.test(id)) return null;
    const [row] = await this.db
      .select()
      .from(shareConnections)
      .where(and(eq(shareConnections.id, id), involving(uid)));
    return row ? viewOf(row, uid) : null;
  }

  /**
   * Sets what I share with them (null: I stop). When neither side shares any more, the
   * connection goes: there is nothing left to show either of them. Null when I have no
   * connection by that id; 'ended' when it went.
   */
  async setMine(
    uid: string,
    id: string,
    terms: ShareTerms | null,
  ): Promise<ConnectionView | 'ended' | null> {
    if (!UUID.test(id)) return null;
    return this.transaction(async (tx) => {
      const row = await lockedConnection(tx, uid, id);
      if (!row) return null;
      const next = row.userA === uid ? { ...row, shareA: terms } : { ...row, shareB: terms };
      if (next.shareA === null && next.shareB === null) {
        await tx.delete(shareConnections).where(eq(shareConnections.id, id));
        return 'ended';
      }
      await tx
        .update(shareConnections)
        .set({ shareA: next.shareA, shareB: next.shareB })
        .where(eq(shareConnections.id, id));
      return viewOf(next, uid);
    });
  }

  /** Sets my private note about them (null: none); null when I have no connection by that id. */
  async setNote(uid: string, id: string, note: string | null): Promise<ConnectionView | null> {
    if (!UUID.test(id)) return null;
    return this.transaction(async (tx) => {
      const row = await lockedConnection(tx, uid, id);
      if (!row) return null;
      const next = row.userA === uid ? { ...row, noteA: note } : { ...row, noteB: note };
      await tx
        .update(shareConnections)
        .set({ noteA: next.noteA, noteB: next.noteB })
        .where(eq(shareConnections.id, id));
      return viewOf(next, uid);
    });
  }

  /**
   * Links my side of a connection to one of my own private people (null unlinks). Null when I
   * have no connection by that id; NOT_YOUR_PERSON when the person is not mine; ALREADY_LINKED
   * when that person is linked to someone else who shares.
   */
  async setLink(
    uid: string,
    id: string,
    personId: string | null,
  ): Promise<ConnectionView | null | typeof NOT_YOUR_PERSON | typeof ALREADY_LINKED> {
    if (!UUID.test(id)) return null;
    return this.transaction(async (tx) => {
      // Under my lock, so two links at once cannot both take the same person.
      await lockUser(tx, uid);
      const row = await lockedConnection(tx, uid, id);
      if (!row) return null;
      if (personId !== null) {
        if (!(await ownsPerson(tx, uid, personId))) return NOT_YOUR_PERSON;
        if (await linkedElsewhere(tx, uid, personId, id)) return ALREADY_LINKED;
      }
      const next =
        row.userA === uid ? { ...row, personA: personId } : { ...row, personB: personId };
      await tx
        .update(shareConnections)
        .set({ personA: next.personA, personB: next.personB })
        .where(eq(shareConnections.id, id));
      return viewOf(next, uid);
    });
  }

  /** My connection linked to my private person `personId`, or null. */
  async linkedTo(uid: string, personId: string): Promise<ConnectionView | null> {
    if (!UUID.test(personId)) return null;
    const [row] = await this.db.select().from(shareConnections).where(linkedBy(uid, personId));
    return row ? viewOf(row, uid) : null;
  }

  /** Ends a connection both ways; false when I have none by that id. */
  async endConnection(uid: string, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const deleted = await this.db
      .delete(shareConnections)
      .where(and(eq(shareConnections.id, id), involving(uid)))
      .returning({ id: shareConnections.id });
    return deleted.length > 0;
  }

  /** A new team with me as its owner and first member, sharing `share` with it. */
  async createTeam(
    owner: Actor,
    name: string,
    share: ShareTerms,
    maxOwned: number,
  ): Promise<TeamRecord | typeof TEAM_LIMIT> {
    return this.transaction(async (tx) => {
      await lockUser(tx, owner.uid);
      if (await wasErased(tx, owner.uid)) throw new AccountErasedError();
      const [counted] = await tx
        .select({ n: count() })
        .from(shareTeams)
        .where(eq(shareTeams.ownerId, owner.uid));
      if ((counted?.n ?? 0) >= maxOwned) return TEAM_LIMIT;
      const [team] = await tx.insert(shareTeams).values({ ownerId: owner.uid, name }).returning();
      if (!team) throw new Error('INSERT … RETURNING returned no row');
      const [member] = await tx
        .insert(shareTeamMembers)
        .values({ teamId: team.id, userId: owner.uid, label: owner.label, share })
        .returning();
      if (!member) throw new Error('INSERT … RETURNING returned no row');
      return { ...team, members: [member] };
    });
  }

  /** The teams I belong to, by name, with how many people are in each. */
  async teams(
    uid: string,
  ): Promise<{ id: string; name: string; ownerId: string; members: number }[]> {
    const mine = this.db
      .select({ teamId: shareTeamMembers.teamId })
      .from(shareTeamMembers)
      .where(eq(shareTeamMembers.userId, uid));
    return this.db
      .select({
        id: shareTeams.id,
        name: shareTeams.name,
        ownerId: shareTeams.ownerId,
        members: count(shareTeamMembers.id),
      })
      .from(shareTeams)
      .innerJoin(shareTeamMembers, eq(shareTeamMembers.teamId, shareTeams.id))
      .where(inArray(shareTeams.id, mine))
      .groupBy(shareTeams.id)
      .orderBy(asc(sql`lower(${shareTeams.name})`), asc(shareTeams.createdAt));
  }

  /** My place in each team I am in, for the export. */
  async teamPlaces(uid: string): Promise<{ name: string; ownerId: string; share: ShareTerms }[]> {
    return this.db
      .select({ name: shareTeams.name, ownerId: shareTeams.ownerId, share: shareTeamMembers.share })
      .from(shareTeamMembers)
      .innerJoin(shareTeams, eq(shareTeams.id, shareTeamMembers.teamId))
      .where(eq(shareTeamMembers.userId, uid))
      .orderBy(asc(shareTeamMembers.joinedAt));
  }

  /** One team with its members, only when I am one of them. */
  async team(uid: string, id: string): Promise<TeamRecord | null> {
    if (!UUID.test(id)) return null;
    const [team] = await this.db.select().from(shareTeams).where(eq(shareTeams.id, id));
    if (!team) return null;
    const members = await this.db
      .select({
        id: shareTeamMembers.id,
        userId: shareTeamMembers.userId,
        label: shareTeamMembers.label,
        share: shareTeamMembers.share,
        joinedAt: shareTeamMembers.joinedAt,
      })
      .from(shareTeamMembers)
      .where(eq(shareTeamMembers.teamId, id))
      .orderBy(asc(shareTeamMembers.joinedAt), asc(shareTeamMembers.id));
    if (!members.some((member) => member.userId === uid)) return null;
    return { ...team, members };
  }

  /** Deletes my team with its members and invites; false when I own none by that id. */
  async deleteTeam(ownerId: string, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const deleted = await this.db
      .delete(shareTeams)
      .where(and(eq(shareTeams.id, id), eq(shareTeams.ownerId, ownerId)))
      .returning({ id: shareTeams.id });
    return deleted.length > 0;
  }

  /**
   * Takes one member out of a team: the owner may remove anyone but themselves (they delete the
   * team instead); a member may remove only themselves (leave). False when nothing matched.
   */
  async removeMember(uid: string, teamId: string, memberId: string): Promise<boolean> {
    if (!UUID.test(teamId) || !UUID.test(memberId)) return false;
    const [team] = await this.db
      .select({ ownerId: shareTeams.ownerId })
      .from(shareTeams)
      .where(eq(shareTeams.id, teamId));
    if (!team) return false;
    const [member] = await this.db
      .select({ userId: shareTeamMembers.userId })
      .from(shareTeamMembers)
      .where(and(eq(shareTeamMembers.id, memberId), eq(shareTeamMembers.teamId, teamId)));
    if (!member || member.userId === team.ownerId) return false;
    if (team.ownerId !== uid && member.userId !== uid) return false;
    const deleted = await this.db
      .delete(shareTeamMembers)
      .where(eq(shareTeamMembers.id, memberId))
      .returning({ id: shareTeamMembers.id });
    return deleted.length > 0;
  }

  /**
   * Everything of sharing that involves an erased account, inside the erasure's transaction:
   * their invites and the teams they own (with those teams' members and invites), their place
   * in other teams, and every connection they were one side of.
   */
  static async eraseUser(tx: StoreDatabase, uid: string): Promise<void> {
    await tx.delete(shareInvites).where(eq(shareInvites.ownerId, uid));
    await tx.delete(shareTeams).where(eq(shareTeams.ownerId, uid));
    await tx.delete(shareTeamMembers).where(eq(shareTeamMembers.userId, uid));
    await tx.delete(shareConnections).where(involving(uid));
  }
}
