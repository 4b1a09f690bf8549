import {
  inviteStatus,
  sharedTraitValues,
  type Invite,
  type SharedPerson,
  type SharingExport,
  type TraitValues,
} from '@styleprint/contracts';
import { traitsOfProfile } from '@styleprint/coach';
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../plugins/app/firebase-auth.js';
import type {
  ConnectionView,
  InviteRecord,
  SharingRepository,
} from '../../store/sharing-repository.js';

/** How a person is named to those they share with: their display name, else their email. */
export const labelOf = (user: AuthenticatedUser): string =>
  user.name?.trim() || user.email || 'Someone with a Styleprint account';

export function toInvite(record: InviteRecord, now: Date): Invite {
  return {
    id: record.id,
    kind: record.team === null ? 'person' : 'team',
    team: record.team,
    offer: record.offer,
    status: inviteStatus(record, now),
    createdAt: record.createdAt.toISOString(),
    expiresAt: record.expiresAt.toISOString(),
  };
}

/**
 * A person's own current results, read now: never kept on the other side, so a change of theirs,
 * a stop or an erasure shows on the other's next read.
 */
export async function currentTraits(
  app: FastifyInstance,
  uid: string,
): Promise<TraitValues | null> {
  const latest = await app.store.profiles.latest(uid);
  return latest === null ? null : traitsOfProfile(latest);
}

/** A connection as People shows it: their results only as far as they share them. */
export async function toSharedPerson(
  app: FastifyInstance,
  view: ConnectionView,
): Promise<SharedPerson> {
  const theirs =
    view.theirs === null
      ? null
      : {
          terms: view.theirs,
          traits: await currentTraits(app, view.otherId).then((all) =>
            all === null || view.theirs === null ? null : sharedTraitValues(all, view.theirs),
          ),
        };
  return {
    id: view.id,
    name: view.otherLabel,
    theirs,
    mine: view.mine,
    ...(view.myNote !== null ? { note: view.myNote } : {}),
    ...(view.myPersonId !== null ? { linkedPersonId: view.myPersonId } : {}),
    since: view.createdAt.toISOString(),
  };
}

/** Sharing in "Download my data": the terms on both sides, never the other person's results. */
export async function sharingExport(
  sharing: SharingRepository,
  uid: string,
  now: Date,
  myPeople: readonly { id: string; name: string }[],
): Promise<SharingExport> {
  const [invites, connections, places] = await Promise.all([
    sharing.allInvites(uid),
    sharing.connections(uid),
    sharing.teamPlaces(uid),
  ]);
  const nameOf = new Map(myPeople.map((person) => [person.id, person.name]));
  return {
    invites: invites.map((invite) => toInvite(invite, now)),
    people: connections.map((view) => ({
      name: view.otherLabel,
      given: view.mine,
      received: view.theirs,
      ...(view.myNote !== null ? { note: view.myNote } : {}),
      // My own link to my private entry about them (theirs to me is in their export, not mine).
      ...(view.myPersonId !== null && nameOf.has(view.myPersonId)
        ? { linkedPerson: nameOf.get(view.myPersonId) }
        : {}),
      since: view.createdAt.toISOString(),
    })),
    teams: places.map((place) => ({
      name: place.name,
      isOwner: place.ownerId === uid,
      given: place.share,
    })),
  };
}

/**
 * The people who share their own results with me, as members of my private team map: only the
 * results each of them shares, read now; someone without a result yet is left out.
 */
export async function sharedMembers(
  app: FastifyInstance,
  uid: string,
): Promise<
  { id: string; name: string; isYou: false; traits: TraitValues; linkedPersonId: string | null }[]
> {
  const views = await app.store.sharing.connections(uid);
  const members = await Promise.all(
    views.map(async (view) => {
      if (view.theirs === null) return null;
      const all = await currentTraits(app, view.otherId);
      if (all === null) return null;
      return {
        id: view.id,
        name: view.otherLabel,
        isYou: false as const,
        traits: sharedTraitValues(all, view.theirs),
        linkedPersonId: view.myPersonId,
      };
    }),
  );
  return members.filter((member) => member !== null);
}
