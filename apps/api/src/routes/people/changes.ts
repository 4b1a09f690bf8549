import {
  ERROR_CODES,
  PERSON_TRAIT_KEYS,
  type EvidenceQuote,
  type PersonCreate,
  type PersonTraitChoices,
  type PersonUpdate,
} from '@styleprint/contracts';
import { ApiError } from '../../errors.js';
import type { NewPerson, PersonRecord } from '../../store/people-repository.js';

const invalid = (detail: string): ApiError =>
  new ApiError(400, ERROR_CODES.VALIDATION_ERROR, `Invalid request body: ${detail}`);

/** Names are stored trimmed, with inner runs of white space as one space. */
const cleanName = (name: string): string => name.trim().replace(/\s+/g, ' ');

/** A note of only white space is no note. */
const cleanNote = (note: string | null | undefined): string | null =>
  note === undefined || note === null || note.trim() === '' ? null : note.trim();

/** The quotes as stored: `struck` always present; ids must be unique to be struck by id. */
function cleanEvidence(evidence: PersonCreate['evidence']): EvidenceQuote[] {
  const seen = new Set<string>();
  return (evidence ?? []).map((quote, index) => {
    if (seen.has(quote.id)) throw invalid(`evidence.${index}.id: "${quote.id}" is used twice`);
    seen.add(quote.id);
    return { ...quote, quote: quote.quote.trim(), struck: quote.struck ?? false } as EvidenceQuote;
  });
}

/** POST /people: what to store for a new person. */
export function newPerson(body: PersonCreate): NewPerson {
  const evidence = cleanEvidence(body.evidence);
  return {
    name: cleanName(body.name),
    note: cleanNote(body.note),
    origin: body.origin ?? (body.evidence !== undefined ? 'analysis' : 'manual'),
    choices: body.traits ?? {},
    evidence,
    keptConversation: body.keptConversation ?? null,
  };
}

/** PATCH /people/:id: the stored person with the change applied; an unknown quote id is a 400. */
export function changedPerson(current: PersonRecord, body: PersonUpdate): NewPerson {
  const choices: Record<string, unknown> = { ...current.choices };
  for (const key of PERSON_TRAIT_KEYS) {
    const change = body.traits?.[key];
    if (change === undefined) continue;
    // 'read' clears the hand choice: the trait goes back to what the evidence says.
    if (change === 'read') delete choices[key];
    else choices[key] = change;
  }
  let evidence = current.evidence;
  if (body.struck !== undefined) {
    const wanted = new Map<string, boolean>();
    body.struck.forEach((item, index) => {
      if (!evidence.some((quote) => quote.id === item.id)) {
        throw invalid(`struck.${index}.id: "${item.id}" names no quote of this person`);
      }
      wanted.set(item.id, item.struck);
    });
    evidence = evidence.map((quote) => {
      const struck = wanted.get(quote.id);
      return struck === undefined ? quote : { ...quote, struck };
    });
  }
  return {
    name: body.name !== undefined ? cleanName(body.name) : current.name,
    note: body.note !== undefined ? cleanNote(body.note) : current.note,
    origin: current.origin,
    choices: choices as PersonTraitChoices,
    evidence,
    keptConversation: body.keptConversation === null ? null : current.keptConversation,
  };
}
