import { useId, useState } from 'react';
import { Named } from '#web/components/ui';
import { Link } from 'react-router';
import type { CounterpartRead, Person, SharedPerson } from '@styleprint/contracts';
import { PEOPLE_LIMITS } from '@styleprint/contracts';
import { personPath, sharedPersonPath } from '#web/config/paths';
import { isApiError } from '#web/lib/api-client';
import { createPerson } from '#web/lib/people';
import { useApiClient } from '#web/lib/use-api-client';
import { useSavedPeople, useSharingWithMe } from '#web/hooks/use-saved-people';
import { Button } from '../ui';
import type { ChosenPerson } from './chosen-person';
import { SAVED_PEOPLE_TEXT } from './texts';

/**
 * The person an analysis was asked about ("Who is this with?") and which counterpart read they
 * are (the reply's `about`, decision 0104): they are in People already.
 */
export interface AskedAbout {
  person: ChosenPerson;
  /** Their name as People shows it. */
  name: string;
  /** The counterpart read they are (`about.counterpart`). */
  counterpart: string;
}

interface SaveCounterpartsProps {
  counterparts: readonly CounterpartRead[];
  /** The conversation that was analysed: kept with a person only when the user ticks the box. */
  conversation: string;
  /** Who the analysis was asked about, if anyone. */
  askedAbout?: AskedAbout | null;
}

const T = SAVED_PEOPLE_TEXT.save;

/** Someone already in People that a counterpart is, or may be, with the page to open. */
type InPeople =
  /** The person the analysis was asked about: nothing to save. */
  | { kind: 'asked'; name: string; path: string }
  /** A saved person of the same name: saving a namesake stays possible. */
  | { kind: 'same-name'; name: string; path: string }
  /** Someone of the same name who shares their own results: a private guess stays possible. */
  | { kind: 'shares'; name: string; path: string };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The page of the person asked about: someone who shares, or a saved person linked to someone
 * who shares, opens on their shared page (People lists them there, once); else their own page.
 */
function askedPath(asked: AskedAbout, sharing: readonly SharedPerson[]): string {
  if (asked.person.kind === 'shared') return sharedPersonPath(asked.person.id);
  const linked = sharing.find((person) => person.linkedPersonId === asked.person.id);
  return linked ? sharedPersonPath(linked.id) : personPath(asked.person.id);
}

/**
 * After an analysis: "Save <name> to People" for each counterpart the coach read, except the
 * person the analysis was asked about, who is in People already (decision 0104).
 */
export function SaveCounterparts({
  counterparts,
  conversation,
  askedAbout,
}: SaveCounterpartsProps) {
  const headingId = useId();
  const people = useSavedPeople();
  const sharing = useSharingWithMe();
  if (counterparts.length === 0) return null;
  // Someone already in People is pointed out, so a second copy is a choice, not an accident.
  const inPeople = (name: string): InPeople | null => {
    if (askedAbout && askedAbout.counterpart === name) {
      return { kind: 'asked', name: askedAbout.name, path: askedPath(askedAbout, sharing) };
    }
    const saved = people.find((person) => sameName(person.name, name));
    if (saved) return { kind: 'same-name', name: saved.name, path: personPath(saved.id) };
    const shares = sharing.find((person) => sameName(person.name, name));
    return shares ? { kind: 'shares', name: shares.name, path: sharedPersonPath(shares.id) } : null;
  };
  return (
    <section className="card save-counterparts" aria-labelledby={headingId}>
      <h2 id={headingId} className="save-counterparts__heading">
        {T.heading}
      </h2>
      {/* Nothing to save when everyone read is the person the analysis was asked about. */}
      {counterparts.some((counterpart) => inPeople(counterpart.name)?.kind !== 'asked') ? (
        <p className="save-counterparts__intro">{T.intro}</p>
      ) : null}
      <ul className="save-counterparts__list">
        {counterparts.map((counterpart) => (
          <li key={counterpart.name}>
            <SaveOne
              counterpart={counterpart}
              conversation={conversation}
              existing={inPeople(counterpart.name)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

const NOTICE: Record<InPeople['kind'], (name: string) => string> = {
  asked: T.inPeople,
  'same-name': T.already,
  shares: T.alreadyShared,
};

function AlreadyInPeople({ existing }: { existing: InPeople }) {
  return (
    <p className="save-counterparts__already">
      <Named text={NOTICE[existing.kind]} name={existing.name} />{' '}
      <Link to={existing.path}>
        <Named text={T.open} name={existing.name} />
      </Link>
    </p>
  );
}

function SaveOne({
  counterpart,
  conversation,
  existing,
}: {
  counterpart: CounterpartRead;
  conversation: string;
  /** Someone already in People this counterpart is, or may be. */
  existing: InPeople | null;
}) {
  const client = useApiClient();
  const keepId = useId();
  const [keep, setKeep] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<Person | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const name = counterpart.name.slice(0, PEOPLE_LIMITS.nameMaxChars);
  const kept = conversation.trim().slice(0, PEOPLE_LIMITS.keptConversationMaxChars);

  // The person the analysis was asked about is in People: there is nothing to save.
  if (existing?.kind === 'asked') {
    return (
      <div className="save-counterparts__item">
        <AlreadyInPeople existing={existing} />
      </div>
    );
  }

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
      {existing ? <AlreadyInPeople existing={existing} /> : null}
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
