import { ERROR_CODES, type Person, type PracticeTurnRequest } from '@styleprint/contracts';
import { buildPersona, personaInputOf, type Persona } from '@styleprint/coach';
import { ApiError } from '../../errors.js';

/** Finds one of the user's saved people (the People store); null when they have none by that id. */
export type FindPerson = (userId: string, personId: string) => Promise<Person | null>;

type PersonaRequest = Pick<PracticeTurnRequest, 'personId' | 'styles' | 'name' | 'quotes'>;

/**
 * The persona of a practice request: a saved person of the caller by `personId`, or the styles
 * given by hand (with an optional name and quoted lines). Exactly one of the two.
 */
export async function personaFor(
  body: PersonaRequest,
  userId: string | null,
  findPerson: FindPerson,
): Promise<{ persona: Persona; personId: string | null }> {
  if (body.personId !== undefined && body.styles !== undefined) {
    throw new ApiError(
      400,
      ERROR_CODES.VALIDATION_ERROR,
      'Give either personId (a saved person) or styles, not both.',
    );
  }
  if (body.personId !== undefined) {
    if (userId === null) {
      throw new ApiError(
        401,
        ERROR_CODES.AUTH_REQUIRED,
        'Sign in to practise with a saved person: your people are private to your account.',
      );
    }
    const person = await findPerson(userId, body.personId);
    if (person === null) {
      throw new ApiError(404, ERROR_CODES.NOT_FOUND, 'You have no saved person with that id.');
    }
    return { persona: buildPersona(personaInputOf(person)), personId: person.id };
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
  };
}
