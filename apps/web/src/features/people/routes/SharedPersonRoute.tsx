import type { SharedPerson } from '@styleprint/contracts';
import { ERROR_CODES, PERSON_TRAIT_KEYS, SHARING_LIMITS } from '@styleprint/contracts';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  Alert,
  Badge,
  Button,
  ButtonLink,
  Name,
  Named,
  PageSpinner,
  StatusScreen,
} from '#web/components/ui';
import { paths } from '#web/config/paths';
import { useApiResource } from '#web/hooks/use-api-resource';
import { isApiError, type ApiClient } from '#web/lib/api-client';
import { failureText } from '#web/lib/failure-text';
import { useApiClient } from '#web/lib/use-api-client';
import { usePageTitle } from '#web/lib/use-page-title';
import {
  fetchSharedGuide,
  fetchSharedPerson,
  saveSharedNote,
  shareWith,
  stopSharing,
} from '../api/sharing-api';
import { usePeopleResource } from '#web/hooks/use-saved-people';
import { fetchSharedPeople } from '#web/lib/shared-people';
import { LinkedEntry } from '../components/LinkedEntry';
import { PairGuideSection } from '../components/PairGuideSection';
import { ShareTermsFields, traitsInWords, type ShareChoice } from '../components/ShareTermsFields';
import { TRAIT_FRAMEWORK, traitLabel } from '../lib/trait-options';
import { PEOPLE_TEXT, SHARING_TEXT } from '../texts';
import '../people.css';

const T = SHARING_TEXT.person;

/** /people/shared/:id (docs/decisions/0104-sharing-with-consent.md): someone who shares. */
export function SharedPersonRoute() {
  const { id = '' } = useParams();
  return <SharedPersonScreen key={id} id={id} />;
}

function SharedPersonScreen({ id }: { id: string }) {
  const client = useApiClient();
  const load = useCallback(
    (apiClient: ApiClient, signal: AbortSignal) => fetchSharedPerson(apiClient, id, signal),
    [id],
  );
  const query = useApiResource(load);
  usePageTitle(query.status === 'success' ? query.data.name : PEOPLE_TEXT.title);
  // My private list and my other links, for "Is this someone in your People?" (decision 0104).
  const people = usePeopleResource();
  const sharing = useApiResource(fetchSharedPeople);

  if (query.status === 'loading') {
    return (
      <div className="page people-page">
        <PageSpinner label={PEOPLE_TEXT.loading} />
      </div>
    );
  }
  if (query.status === 'error') {
    const notFound = isApiError(query.error) && query.error.code === ERROR_CODES.SHARE_NOT_FOUND;
    return (
      <div className="page people-page">
        <StatusScreen
          tone={notFound ? 'info' : 'error'}
          title={notFound ? T.notFound.title : PEOPLE_TEXT.error.title}
          message={notFound ? T.notFound.message : failureText(query.error)}
          actions={
            <>
              {notFound ? null : (
                <Button onClick={query.refetch}>{PEOPLE_TEXT.error.tryAgain}</Button>
              )}
              <ButtonLink variant={notFound ? 'primary' : 'secondary'} to={paths.people}>
                {T.back}
              </ButtonLink>
            </>
          }
        />
      </div>
    );
  }
  const person = query.data;
  return (
    <div className="page people-page">
      <Link className="person-back" to={paths.people}>
        {T.back}
      </Link>
      <h1>
        <Name>{person.name}</Name>
      </h1>
      {person.theirs ? (
        <p>
          <Badge tone="high">{T.mark}</Badge>
        </p>
      ) : null}
      <TheirResults person={person} />
      <LinkedEntry
        person={person}
        people={people.status === 'success' ? people.data.items : null}
        linkedElsewhere={
          new Set(
            sharing.status === 'success'
              ? sharing.data.items.flatMap((other) =>
                  other.id !== person.id && other.linkedPersonId !== undefined
                    ? [other.linkedPersonId]
                    : [],
                )
              : [],
          )
        }
        onChange={(next) => query.mutate(() => next)}
      />
      <PrivateNote person={person} onSaved={(next) => query.mutate(() => next)} />
      {person.theirs?.terms.suggestions && person.theirs.traits !== null ? (
        <PairGuideSection
          client={client}
          personId={person.id}
          name={person.name}
          version={JSON.stringify(person.theirs)}
          source={<Named text={T.guideSource} name={person.name} />}
          load={fetchSharedGuide}
        />
      ) : null}
      <WhatIShare
        person={person}
        onChange={(next) => query.mutate(() => next)}
        onStopped={() => query.mutate((current) => ({ ...current, mine: null }))}
      />
    </div>
  );
}

function TheirResults({ person }: { person: SharedPerson }) {
  const theirs = person.theirs;
  return (
    <section className="card people-section" aria-labelledby="theirs-heading">
      <h2 id="theirs-heading">{T.theirsHeading}</h2>
      {theirs === null ? (
        <p>
          <Named text={T.notSharingNow} name={person.name} />
        </p>
      ) : theirs.traits === null ? (
        <p>
          <Named text={T.noResult} name={person.name} />
        </p>
      ) : (
        <>
          <p className="people-intro">
            <Named text={T.theirsIntro} name={person.name} />
          </p>
          <dl className="shared-results">
            {PERSON_TRAIT_KEYS.map((key) => (
              <div key={key} className="shared-results__row">
                <dt>{TRAIT_FRAMEWORK[key]}</dt>
                <dd>
                  {theirs.terms.traits.includes(key)
                    ? (traitLabel(key, theirs.traits?.[key]) ?? SHARING_TEXT.terms.noValue)
                    : T.notShared}
                </dd>
              </div>
            ))}
          </dl>
          {theirs.terms.suggestions ? null : (
            <p>
              <Named text={T.guideNotShared} name={person.name} />
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** My note about them, beside their own results: only I ever read it. */
function PrivateNote({
  person,
  onSaved,
}: {
  person: SharedPerson;
  onSaved: (next: SharedPerson) => void;
}) {
  const client = useApiClient();
  const fieldId = useId();
  const [text, setText] = useState(person.note ?? '');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const save = async () => {
    setBusy(true);
    setFailure(null);
    setStatus('');
    try {
      onSaved(await saveSharedNote(client, person.id, text.trim() === '' ? null : text));
      setStatus(T.noteSaved);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card people-section" aria-labelledby="note-heading">
      <h2 id="note-heading">{T.noteHeading}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <p id={`${fieldId}-hint`} className="people-privacy">
          {/* One flex item: the sentence wraps as text, the name inside it. */}
          <span>
            <Named text={T.noteIntro} name={person.name} />
          </span>
        </p>
        <div className="field">
          <label className="field__label" htmlFor={fieldId}>
            {T.noteLabel}
          </label>
          <textarea
            id={fieldId}
            className="field__input"
            rows={3}
            value={text}
            maxLength={SHARING_LIMITS.noteMaxChars}
            aria-describedby={`${fieldId}-hint`}
            disabled={busy}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <p aria-live="polite">{status}</p>
        {failure ? <Alert>{failure}</Alert> : null}
        <Button type="submit" variant="secondary" busy={busy} disabled={busy}>
          {T.noteSave}
        </Button>
      </form>
    </section>
  );
}

function WhatIShare({
  person,
  onChange,
  onStopped,
}: {
  person: SharedPerson;
  onChange: (next: SharedPerson) => void;
  onStopped: () => void;
}) {
  const client = useApiClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<ReactNode>('');
  const [choice, setChoice] = useState<ShareChoice>({
    traits: [...PERSON_TRAIT_KEYS],
    suggestions: true,
  });
  const [ended, setEnded] = useState(false);

  const stop = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await stopSharing(client, person.id);
      onStopped();
      // When they did not share either, the connection is gone: nothing is left to share back to.
      setEnded(person.theirs === null);
      setStatus(<Named text={T.stopped} name={person.name} />);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  const share = async () => {
    if (choice.traits.length === 0) return setFailure(SHARING_TEXT.terms.chooseOne);
    setBusy(true);
    setFailure(null);
    try {
      onChange(await shareWith(client, person.id, choice));
      setStatus(<Named text={T.shared} name={person.name} />);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card people-section" aria-labelledby="mine-heading">
      <h2 id="mine-heading">{T.mineHeading}</h2>
      <p role="status">{status}</p>
      {failure ? <Alert>{failure}</Alert> : null}
      {ended ? (
        <ButtonLink variant="secondary" to={paths.people}>
          {T.back}
        </ButtonLink>
      ) : person.mine ? (
        <>
          <p>
            {T.mineSome(traitsInWords(person.mine.traits))}{' '}
            {person.mine.suggestions ? T.withSuggestions : null}
          </p>
          <Button variant="danger" busy={busy} disabled={busy} onClick={() => void stop()}>
            <Named text={T.stop} name={person.name} />
          </Button>
        </>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void share();
          }}
        >
          <p>
            <Named text={T.mineNone} name={person.name} />
          </p>
          <ShareTermsFields
            legend={SHARING_TEXT.terms.legendYou}
            value={choice}
            onChange={setChoice}
            disabled={busy}
          />
          <Button type="submit" busy={busy} disabled={busy}>
            <Named text={T.shareBack} name={person.name} />
          </Button>
        </form>
      )}
    </section>
  );
}
