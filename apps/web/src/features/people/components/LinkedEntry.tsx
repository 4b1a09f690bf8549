import type { Person, SharedPerson } from '@styleprint/contracts';
import { PERSON_TRAIT_KEYS } from '@styleprint/contracts';
import { useState, type ReactNode } from 'react';
import { Alert, Button, ButtonLink, Named, Select } from '#web/components/ui';
import { personPath } from '#web/config/paths';
import { failureText } from '#web/lib/failure-text';
import { useApiClient } from '#web/lib/use-api-client';
import { linkShared, unlinkShared } from '../api/sharing-api';
import { toSummary } from '../lib/person-view';
import { TRAIT_FRAMEWORK } from '../lib/trait-options';
import { PEOPLE_TEXT, SHARING_TEXT } from '../texts';

const T = SHARING_TEXT.person;

interface LinkedEntryProps {
  person: SharedPerson;
  /** My private People list (null while it loads or when it cannot be had). */
  people: readonly Person[] | null;
  /** The private people already linked to someone else who shares with me. */
  linkedElsewhere: ReadonlySet<string>;
  onChange: (next: SharedPerson) => void;
}

/**
 * The private entry I keep about someone who shares (decision 0104, linking): linked, my note
 * and my guess beside their own results, with a way to edit them and to unlink; not linked,
 * "Is this someone in your People?" with the private people not linked to anyone yet.
 */
export function LinkedEntry({ person, people, linkedElsewhere, onChange }: LinkedEntryProps) {
  const client = useApiClient();
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<ReactNode>('');
  if (people === null) return null;
  const entry =
    person.linkedPersonId === undefined
      ? undefined
      : people.find((candidate) => candidate.id === person.linkedPersonId);

  const link = async () => {
    const chosen = people.find((candidate) => candidate.id === choice);
    if (chosen === undefined) return setFailure(T.link.chooseFirst);
    setBusy(true);
    setFailure(null);
    try {
      onChange(await linkShared(client, person.id, chosen.id));
      setStatus(<Named text={T.link.linked} name={chosen.name} />);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  const unlink = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await unlinkShared(client, person.id);
      const { linkedPersonId: _gone, ...rest } = person;
      onChange(rest);
      setChoice(null);
      setStatus(T.link.unlinked);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  const live = (
    <p aria-live="polite" className="people-status">
      {status}
    </p>
  );
  if (entry !== undefined) {
    const guess = toSummary(entry).traits;
    return (
      <section className="card people-section" aria-labelledby="private-entry-heading">
        <h2 id="private-entry-heading">{T.privateHeading}</h2>
        <p className="people-privacy">
          {/* One flex item: the sentence wraps as text, the name inside it. */}
          <span>
            <Named text={T.privateIntro} name={person.name} />
          </span>
        </p>
        {live}
        {failure ? <Alert>{failure}</Alert> : null}
        <h3>{T.privateNote}</h3>
        <p className="private-entry__note">{entry.note ?? T.noPrivateNote}</p>
        <h3>{T.privateGuess}</h3>
        <dl className="shared-results">
          {PERSON_TRAIT_KEYS.map((key) => (
            <div key={key} className="shared-results__row">
              <dt>{TRAIT_FRAMEWORK[key]}</dt>
              <dd>{guess[key] ?? PEOPLE_TEXT.list.notSure}</dd>
            </div>
          ))}
        </dl>
        <div className="people-toolbar">
          <ButtonLink variant="secondary" to={personPath(entry.id)}>
            <span>
              <Named text={T.editPrivate} name={entry.name} />
            </span>
          </ButtonLink>
          <Button variant="secondary" busy={busy} disabled={busy} onClick={() => void unlink()}>
            {T.link.unlink}
          </Button>
        </div>
      </section>
    );
  }

  const candidates = people.filter((candidate) => !linkedElsewhere.has(candidate.id));
  return (
    <section className="card people-section" aria-labelledby="link-heading">
      <h2 id="link-heading">{T.link.heading}</h2>
      <p className="people-intro">
        <Named text={T.link.intro} name={person.name} />
      </p>
      {live}
      {failure ? <Alert>{failure}</Alert> : null}
      {candidates.length === 0 ? (
        <p>{T.link.nobody}</p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void link();
          }}
        >
          <Select
            label={T.link.label}
            value={choice}
            emptyLabel={T.link.choose}
            options={candidates.map((candidate) => ({
              value: candidate.id,
              label: candidate.name,
            }))}
            onChange={setChoice}
            disabled={busy}
          />
          <Button type="submit" variant="secondary" busy={busy} disabled={busy}>
            {T.link.link}
          </Button>
        </form>
      )}
    </section>
  );
}
