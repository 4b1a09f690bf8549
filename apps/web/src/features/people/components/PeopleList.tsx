import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Name } from '#web/components/ui';
import { personPath } from '#web/config/paths';
import { TRAIT_FRAMEWORK, TRAIT_KEYS } from '../lib/trait-options';
import type { PersonSummary } from '../lib/person-view';
import { PEOPLE_TEXT } from '../texts';
import { PersonActions } from './PersonActions';

interface PeopleListProps {
  people: readonly PersonSummary[];
  onEdit: (person: PersonSummary) => void;
  /** Deletes; resolves true when it is gone. */
  onDelete: (person: PersonSummary) => Promise<boolean>;
}

const T = PEOPLE_TEXT.list;

/** Each person with their styles at a glance, where they came from, and edit / delete. */
export function PeopleList({ people, onEdit, onDelete }: PeopleListProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <ul className="people-list">
      {people.map((person) => (
        <li key={person.id} className="people-item">
          <div className="people-item__main">
            <Link className="people-item__name" to={personPath(person.id)}>
              <Name>{person.name}</Name>
            </Link>
            <ul className="people-item__traits" aria-label={`${person.name}: styles`}>
              {TRAIT_KEYS.map((key) => (
                <li key={key}>
                  <Badge tone={person.traits[key] ? 'brand' : 'neutral'}>
                    {`${TRAIT_FRAMEWORK[key]}: ${person.traits[key] ?? T.notSure}`}
                  </Badge>
                </li>
              ))}
            </ul>
            <span className="people-item__origin">{T.origin[person.origin] ?? person.origin}</span>
          </div>
          <PersonActions
            name={person.name}
            confirming={confirming === person.id}
            busy={busy}
            onEdit={() => onEdit(person)}
            onAskDelete={() => setConfirming(person.id)}
            onConfirmDelete={() => {
              setBusy(true);
              void onDelete(person).finally(() => {
                setBusy(false);
                setConfirming(null);
              });
            }}
            onCancelDelete={() => setConfirming(null)}
          />
        </li>
      ))}
    </ul>
  );
}
