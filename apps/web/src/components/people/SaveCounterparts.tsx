import { useId, useState } from 'react';
import { Named } from '#web/components/ui';
import { Link } from 'react-router';
import type { CounterpartRead, Person } from '@styleprint/contracts';
import { PEOPLE_LIMITS } from '@styleprint/contracts';
import { personPath } from '#web/config/paths';
import { isApiError } from '#web/lib/api-client';
import { createPerson } from '#web/lib/people';
import { useApiClient } from '#web/lib/use-api-client';
import { useSavedPeople } from '#web/hooks/use-saved-people';
import { Button } from '../ui';
import { SAVED_PEOPLE_TEXT } from './texts';

interface SaveCounterpartsProps {
  counterparts: readonly CounterpartRead[];
  /** The conversation that was analysed: kept with a person only when the user ticks the box. */
  conversation: string;
}

const T = SAVED_PEOPLE_TEXT.save;

/** After an analysis: "Save <name> to People" for each counterpart the coach read. */
export function SaveCounterparts({ counterparts, conversation }: SaveCounterpartsProps) {
  const headingId = useId();
  const people = useSavedPeople();
  if (counterparts.length === 0) return null;
  // A name already on the list is pointed out, so a second copy is a choice, not an accident.
  const keptAs = (name: string) =>
    people.find((person) => person.name.toLowerCase() === name.trim().toLowerCase()) ?? null;
  return (
    <section className="card save-counterparts" aria-labelledby={headingId}>
      <h2 id={headingId} className="save-counterparts__heading">
        {T.heading}
      </h2>
      <p className="save-counterparts__intro">{T.intro}</p>
      <ul className="save-counterparts__list">
        {counterparts.map((counterpart) => (
          <li key={counterpart.name}>
            <SaveOne
              counterpart={counterpart}
              conversation={conversation}
              existing={keptAs(counterpart.name)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SaveOne({
  counterpart,
  conversation,
  existing,
}: {
  counterpart: CounterpartRead;
  conversation: string;
  /** A saved person of the same name, if any. */
  existing: Person | null;
}) {
  const client = useApiClient();
  const keepId = useId();
  const [keep, setKeep] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<Person | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const name = counterpart.name.slice(0, PEOPLE_LIMITS.nameMaxChars);
  const kept = conversation.trim().slice(0, PEOPLE_LIMITS.keptConversationMaxChars);

  if (saved) {
    return (
      <p role="status" className="save-counterparts__saved">
        <Named text={T.saved} name={saved.name} />{' '}
        <Link to={personPath(saved.id)}>
          <Named text={T.open} name={saved.name} />
        </Link>
      </p>
    );
  }

  const save = () => {
    setBusy(true);
    setFailure(null);
    createPerson(client, {
      name,
      origin: 'analysis',
      // The read's own quotes, unchanged: the server recomputes the read from them.
      evidence: counterpart.evidence,
      ...(keep && kept !== '' ? { keptConversation: kept } : {}),
    }).then(
      (person) => setSaved(person),
      (error: unknown) => {
        setFailure(isApiError(error) ? error.message : T.failed);
        setBusy(false);
      },
    );
  };

  return (
    <div className="save-counterparts__item">
      {existing ? (
        <p className="save-counterparts__already">
          <Named text={T.already} name={existing.name} />{' '}
          <Link to={personPath(existing.id)}>
            <Named text={T.open} name={existing.name} />
          </Link>
        </p>
      ) : null}
      <div className="save-counterparts__keep">
        <input
          id={keepId}
          type="checkbox"
          checked={keep}
          disabled={busy}
          onChange={(event) => setKeep(event.target.checked)}
        />
        <label htmlFor={keepId}>
          <Named text={T.keep} name={name} />
        </label>
      </div>
      {/* The choice first, then the action it shapes. */}
      <Button variant="secondary" busy={busy} disabled={busy} onClick={save}>
        <Named text={T.button} name={name} />
      </Button>
      {failure ? (
        <p role="alert" className="save-counterparts__error">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
