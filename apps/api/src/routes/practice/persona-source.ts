import {
  ERROR_CODES,
  type Person,
  type PracticeStyles,
  type PracticeTurnRequest,
} from '@styleprint/contracts';
import { buildPersona, personaInputOf, type Persona } from '@styleprint/coach';
import { ApiError } from '../../errors.js';
import { shareNotFound } from '../sharing/errors.js';

/** Finds one of the user's saved people (the People store); null when they have none by that id. */
export type FindPerson = (userId: string, personId: string) => Promise<Person | null>;

/**
 * Finds someone who shares their own results with the user now, by the connection's id: their
 * name and only the results they share (read now); null when they do not, or no longer, share.
 */
export type FindShared = (
  userId: string,
  id: string,
) => Promise<{ name: string; styles: PracticeStyles } | null>;

type PersonaRequest = Pick<
  PracticeTurnRequest,
  'personId' | 'sharedPersonId' | 'styles' | 'name' | 'quotes'
>;

/** Where a persona came from: a saved person (kept by id), someone who shares, or by hand. */
export type PersonaOrigin = 'saved' | 'shared' | 'hand';

const signInFirst = (): ApiError =>
  new ApiError(
    401,
    ERROR_CODES.AUTH_REQUIRED,
    'Sign in to practise with a saved person: your people are private to your account.',
  );

/**
 * The persona of a practice request: a saved person of the caller by `personId`, someone who
 * shares their own results with the caller by `sharedPersonId`
 * (docs/decisions/0104-sharing-with-consent.md), or the styles given by hand (with an optional
 * name and quoted lines). Exactly one of the three. A saved person linked to someone who shares
 * with the caller now is played from that person's own results (`origin` 'shared').
 */
export async function personaFor(
  body: PersonaRequest,
  userId: string | null,
  find: { person: FindPerson; shared: FindShared; linked: FindShared },
): Promise<{ persona: Persona; personId: string | null; origin: PersonaOrigin }> {
  const given = [body.personId, body.sharedPersonId, body.styles].filter((v) => v !== undefined);
  if (given.length > 1) {
    throw new ApiError(
      400,
      ERROR_CODES.VALIDATION_ERROR,
      'Give only one of personId (a saved person), sharedPersonId (someone who shares) or styles.',
    );
  }
  if (body.personId !== undefined) {
    if (userId === null) throw signInFirst();
    const person = await find.person(userId, body.personId);
    if (person === null) {
      throw new ApiError(404, ERROR_CODES.NOT_FOUND, 'You have no saved person with that id.');
    }
    // Linked to someone who shares with the user now: their own results win over the guess.
    const linked = await find.linked(userId, person.id);
    if (linked !== null) {
      return {
        persona: buildPersona({ name: linked.name, styles: linked.styles, quotes: [] }),
        personId: person.id,
        origin: 'shared',
      };
    }
    return {
      persona: buildPersona(personaInputOf(person)),
      personId: person.id,
      origin: 'saved',
    };
  }
  if (body.sharedPersonId !== undefined) {
    if (userId === null) throw signInFirst();
    const shared = await find.shared(userId, body.sharedPersonId);
    if (shared === null) throw shareNotFound();
    return {
      persona: buildPersona({ name: shared.name, styles: shared.styles, quotes: [] }),
      personId: null,
      origin: 'shared',
    };
  }
  if (body.styles === undefined) {
    throw new ApiError(
      400,
      ERROR_CODES.VALIDATION_ERROR,
      'Choose who to practise with: give personId (a saved person) or styles.',
    );
  }
  return {
    persona: buildPersona({ name: body.name, styles: body.styles, quotes: body.quotes }),
    personId: null,
    origin: 'hand',
  };
}
