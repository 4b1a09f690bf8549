import type { Person } from '@styleprint/contracts';
import { personTraits } from '@styleprint/coach';
import type { PersonRecord } from '../../store/people-repository.js';

/** A stored person as the API answers it: traits computed now, from choices and evidence. */
export function toPerson(record: PersonRecord): Person {
  return {
    id: record.id,
    name: record.name,
    ...(record.note !== null ? { note: record.note } : {}),
    origin: record.origin,
    traits: personTraits(record.evidence, record.choices),
    evidence: record.evidence,
    ...(record.keptConversation !== null ? { keptConversation: record.keptConversation } : {}),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
