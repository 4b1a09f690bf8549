/**
 * Who a coach or practice request is about: a saved person of the user's (their guess), or
 * someone who shares their own results with the user (docs/decisions/0104-sharing-with-consent.md).
 */
export interface ChosenPerson {
  kind: 'saved' | 'shared';
  id: string;
}

/** The request fields that name the chosen person: `personId` or `sharedPersonId`, or none. */
export function personFields(
  person: ChosenPerson | null | undefined,
): { personId: string } | { sharedPersonId: string } | Record<never, never> {
  if (!person) return {};
  return person.kind === 'saved' ? { personId: person.id } : { sharedPersonId: person.id };
}
