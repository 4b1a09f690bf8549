import { linkedPersonIds, type Person } from '@styleprint/contracts';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, ButtonLink, PageSpinner, StatusScreen, Named } from '#web/components/ui';
import { paths } from '#web/config/paths';
import { useApiClient } from '#web/lib/use-api-client';
import { usePageTitle } from '#web/lib/use-page-title';
import { createPerson, deletePerson, updatePerson } from '../api/people-api';
import { PeopleList } from '../components/PeopleList';
import { PersonForm, type PersonFormValues } from '../components/PersonForm';
import { SharingSection } from '../components/SharingSection';
import { usePeopleResource } from '#web/hooks/use-saved-people';
import { useApiResource } from '#web/hooks/use-api-resource';
import { fetchSharedPeople } from '#web/lib/shared-people';
import { failureText } from '#web/lib/failure-text';
import { editBody, toSummary, type PersonSummary } from '../lib/person-view';
import { NO_CHOICES } from '../lib/trait-options';
import { PEOPLE_TEXT } from '../texts';
import '../people.css';

const NONE: ReadonlySet<string> = new Set();

type Editing = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; person: PersonSummary };

/** /people (docs/decisions/0103-people-screens.md): the private list, add by hand, edit, delete. */
export function PeopleRoute() {
  usePageTitle(PEOPLE_TEXT.title);
  const client = useApiClient();
  const query = usePeopleResource();
  // Read here, not only in the Sharing section: with nobody in the private list but someone
  // sharing, People is not empty (decision 0104).
  const shared = useApiResource(fetchSharedPeople);
  const { mutate } = query;
  // Saves and deletes change the loaded list in place; nothing is fetched again.
  const setPeople = useCallback(
    (change: (people: Person[]) => Person[]) =>
      mutate((list) => ({ ...list, items: change([...list.items]) })),
    [mutate],
  );
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [status, setStatus] = useState<ReactNode>('');
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const save = useCallback(
    async (values: PersonFormValues): Promise<string | null> => {
      try {
        const saved =
          editing.kind === 'edit'
            ? await updatePerson(
                client,
                editing.person.id,
                editBody(editing.person.choices, values),
              )
            : await createPerson(client, { name: values.name, traits: values.traits });
        setPeople((previous) => {
          const others = previous.filter((person) => person.id !== saved.id);
          return editing.kind === 'edit'
            ? previous.map((person) => (person.id === saved.id ? saved : person))
            : [saved, ...others];
        });
        setEditing({ kind: 'none' });
        setStatus(<Named text={PEOPLE_TEXT.form.saved} name={saved.name} />);
        headingRef.current?.focus();
        return null;
      } catch (error) {
        return failureText(error);
      }
    },
    [client, editing, setPeople],
  );

  const remove = useCallback(
    async (person: PersonSummary): Promise<boolean> => {
      setDeleteError(null);
      try {
        await deletePerson(client, person.id);
      } catch (error) {
        setDeleteError(failureText(error));
        return false;
      }
      setPeople((previous) => previous.filter((item) => item.id !== person.id));
      setStatus(<Named text={PEOPLE_TEXT.remove.deleted} name={person.name} />);
      // The button that had focus is gone: keep the person on the page, at its heading.
      headingRef.current?.focus();
      return true;
    },
    [client, setPeople],
  );

  const form =
    editing.kind === 'none' ? null : (
      <PersonForm
        key={editing.kind === 'edit' ? editing.person.id : 'new'}
        heading={
          editing.kind === 'edit' ? (
            <Named text={PEOPLE_TEXT.form.editHeading} name={editing.person.name} />
          ) : (
            PEOPLE_TEXT.form.addHeading
          )
        }
        submitLabel={editing.kind === 'edit' ? PEOPLE_TEXT.form.saveChanges : PEOPLE_TEXT.form.save}
        initial={
          editing.kind === 'edit'
            ? { name: editing.person.name, traits: editing.person.choices }
            : { name: '', traits: NO_CHOICES }
        }
        onSubmit={save}
        onCancel={() => setEditing({ kind: 'none' })}
      />
    );

  let content;
  // Someone who shares and is linked to a private entry is listed once, under Sharing; the entry
  // shows here again as soon as they stop (decision 0104).
  const standIns = shared.status === 'success' ? linkedPersonIds(shared.data.items) : NONE;
  const privatePeople =
    query.status === 'success' ? query.data.items.filter((person) => !standIns.has(person.id)) : [];
  const privateListEmpty = query.status === 'success' && query.data.items.length === 0;
  if (query.status === 'loading' || (privateListEmpty && shared.status === 'loading')) {
    content = <PageSpinner label={PEOPLE_TEXT.loading} />;
  } else if (query.status === 'error') {
    content = (
      <StatusScreen
        tone="error"
        title={PEOPLE_TEXT.error.title}
        message={failureText(query.error)}
        actions={<Button onClick={query.refetch}>{PEOPLE_TEXT.error.tryAgain}</Button>}
      />
    );
  } else if (
    privatePeople.length === 0 &&
    editing.kind === 'none' &&
    !(shared.status === 'success' && shared.data.items.length > 0)
  ) {
    content = (
      <StatusScreen
        title={PEOPLE_TEXT.empty.title}
        message={PEOPLE_TEXT.empty.message}
        actions={
          <>
            <Button onClick={() => setEditing({ kind: 'add' })}>{PEOPLE_TEXT.empty.add}</Button>
            <ButtonLink variant="secondary" to={paths.coach}>
              {PEOPLE_TEXT.empty.coach}
            </ButtonLink>
          </>
        }
      >
        <p role="status">{status}</p>
      </StatusScreen>
    );
  } else {
    const people = privatePeople.map(toSummary);
    content = (
      <>
        <h1 ref={headingRef} tabIndex={-1}>
          {PEOPLE_TEXT.title}
        </h1>
        <p className="people-intro">{PEOPLE_TEXT.intro}</p>
        <p className="people-privacy">{PEOPLE_TEXT.privacy}</p>
        <p role="status" className="people-status">
          {status}
        </p>
        {editing.kind === 'none' ? (
          <div className="people-toolbar">
            <Button onClick={() => setEditing({ kind: 'add' })}>{PEOPLE_TEXT.list.add}</Button>
            {people.length > 0 || standIns.size > 0 ? (
              <ButtonLink variant="secondary" to={paths.team}>
                {PEOPLE_TEXT.list.team}
              </ButtonLink>
            ) : null}
          </div>
        ) : (
          form
        )}
        {people.length > 0 ? (
          <section className="card people-section" aria-labelledby="people-list-heading">
            <h2 id="people-list-heading">
              {PEOPLE_TEXT.list.heading} ({PEOPLE_TEXT.list.count(people.length)})
            </h2>
            {deleteError ? <Alert>{deleteError}</Alert> : null}
            <PeopleList
              people={people}
              onEdit={(person) => setEditing({ kind: 'edit', person })}
              onDelete={remove}
            />
          </section>
        ) : null}
      </>
    );
  }
  return (
    <div className="page people-page">
      {content}
      {/* Sharing is by invitation, apart from the private list (decision 0104). */}
      {query.status === 'success' ? <SharingSection people={shared} /> : null}
    </div>
  );
}
