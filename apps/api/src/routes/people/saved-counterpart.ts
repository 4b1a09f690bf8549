import type { SavedCounterpart } from '@styleprint/coach';
import { personTraits, traitValues } from '@styleprint/coach';
import { ERROR_CODES, sharedTraitValues, type ShareTerms } from '@styleprint/contracts';
import type { FastifyInstance } from 'fastify';
import { missingToken } from '../../auth/auth-failures.js';
import { ApiError } from '../../errors.js';
import type { AuthenticatedUser } from '../../plugins/app/firebase-auth.js';
import type { ConnectionView } from '../../store/sharing-repository.js';
import { shareNotFound } from '../sharing/errors.js';
import { currentTraits } from '../sharing/present.js';
import { personNotFound } from './errors.js';

interface CounterpartRequest {
  user: AuthenticatedUser | null;
  body: { personId?: string | undefined; sharedPersonId?: string | undefined };
}

/**
 * The person a coach request names: a saved one (`personId`,
 * docs/decisions/0100-people-contract-and-routes.md), whose styles as the user keeps them become
 * the counterpart's, or someone who shares with the user (`sharedPersonId`,
 * docs/decisions/0104-sharing-with-consent.md), whose own results, only the ones they share and
 * read now, become it; so do those of a saved person linked to someone who shares with the user
 * now. Both belong to a signed-in user, so an anonymous caller gets 401; an
 * unknown id, another user's, or someone who no longer shares, 404.
 */
export async function savedCounterpart(
  app: FastifyInstance,
  request: CounterpartRequest,
): Promise<SavedCounterpart | undefined> {
  const { personId, sharedPersonId } = request.body;
  if (personId !== undefined && sharedPersonId !== undefined) {
    throw new ApiError(
      400,
      ERROR_CODES.VALIDATION_ERROR,
      'Give either personId (a saved person) or sharedPersonId (someone who shares), not both.',
    );
  }
  if (sharedPersonId !== undefined) return sharedCounterpart(app, request, sharedPersonId);
  if (personId === undefined) return undefined;
  if (request.user === null) throw missingToken();
  const [record, linked] = await Promise.all([
    app.store.people.get(request.user.uid, personId),
    app.store.sharing.linkedTo(request.user.uid, personId),
  ]);
  if (record === null) throw personNotFound();
  // Linked to someone who shares with me now: their own results win over my guess (and the
  // reply says so); once they stop, my guess is used again.
  if (linked !== null && linked.theirs !== null) return ownResults(app, linked, linked.theirs);
  return {
    name: record.name,
    traits: traitValues(personTraits(record.evidence, record.choices)),
  };
}

/** Someone who shares with the caller now, as the counterpart: only what they share. */
async function sharedCounterpart(
  app: FastifyInstance,
  request: CounterpartRequest,
  id: string,
): Promise<SavedCounterpart> {
  if (request.user === null) throw missingToken();
  const view = await app.store.sharing.connection(request.user.uid, id);
  // Sharing only my side, or a stopped share, gives nothing of theirs to use.
  if (view === null || view.theirs === null) throw shareNotFound();
  return ownResults(app, view, view.theirs);
}

/** Their own results, only the ones they share, read now. */
async function ownResults(
  app: FastifyInstance,
  view: ConnectionView,
  theirs: ShareTerms,
): Promise<SavedCounterpart> {
  const all = await currentTraits(app, view.otherId);
  const none = { disc: null, mbti: null, thinking: null, strength: null };
  return {
    name: view.otherLabel,
    traits: all === null ? none : sharedTraitValues(all, theirs),
    own: true,
  };
}
