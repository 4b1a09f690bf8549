import type { SavedCounterpart } from '@styleprint/coach';
import { personTraits, traitValues } from '@styleprint/coach';
import type { FastifyInstance } from 'fastify';
import { missingToken } from '../../plugins/app/auth-failures.js';
import type { AuthenticatedUser } from '../../plugins/app/firebase-auth.js';
import { personNotFound } from './errors.js';

/**
 * The saved person a coach request names (`personId`, docs/decisions/0100-people-contract-and-routes.md):
 * their styles become the counterpart's. People belong to a signed-in user, so an anonymous
 * caller gets 401; an unknown id, or another user's, 404 PERSON_NOT_FOUND.
 */
export async function savedCounterpart(
  app: FastifyInstance,
  request: { user: AuthenticatedUser | null; body: { personId?: string | undefined } },
): Promise<SavedCounterpart | undefined> {
  const id = request.body.personId;
  if (id === undefined) return undefined;
  if (request.user === null) throw missingToken();
  const record = await app.store.people.get(request.user.uid, id);
  if (record === null) throw personNotFound();
  return {
    name: record.name,
    traits: traitValues(personTraits(record.evidence, record.choices)),
  };
}
