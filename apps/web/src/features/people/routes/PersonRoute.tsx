import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Person } from '@styleprint/contracts';
import {
  Alert,
  Button,
  ButtonLink,
  PageSpinner,
  StatusScreen,
  Name,
  Named,
} from '#web/components/ui';
import { paths, practicePath, sharedPersonPath } from '#web/config/paths';
import { useApiResource } from '#web/hooks/use-api-resource';
import { fetchSharedPeople } from '#web/lib/shared-people';
import { fetchInvites, fetchSharedGuide } from '../api/sharing-api';
import { InviteLink } from '../components/InviteLink';
import { useApiClient } from '#web/lib/use-api-client';
import { usePageTitle } from '#web/lib/use-page-title';
import { deletePerson } from '../api/people-api';
import { PairGuideSection } from '../components/PairGuideSection';
import { PersonActions } from '../components/PersonActions';
import { PersonForm } from '../components/PersonForm';
import { TraitCard } from '../components/TraitCard';
import { usePerson } from '../hooks/use-person';
import { failureText } from '#web/lib/failure-text';
import { editBody, toSummary, traitViews } from '../lib/person-view';
import { TRAIT_FRAMEWORK, type TraitKey } from '../lib/trait-options';
import { PEOPLE_TEXT, SHARING_TEXT } from '../texts';
import '../people.css';

const T = PEOPLE_TEXT.detail;

/** /people/:id (docs/decisions/0103-people-screens.md): the traits and their quotes, and the pair guide. */
export function PersonRoute() {
  const { id = '' } = useParams();
  // A new person is a new screen: nothing of the last one's state carries over.
  return <PersonScreen key={id} id={id} />;
}

function PersonScreen({ id }: { id: string }) {
  const client = useApiClient();
  const { query, retry, update, saving } = usePerson(client, id);
  usePageTitle(query.status === 'ready' ? query.person.name : PEOPLE_TEXT.title);

  if (query.status === 'loading') {
    return (
      <div className="page people-page">
        <PageSpinner label={PEOPLE_TEXT.loading} />
      </div>
    );
  }
  if (query.status === 'notFound' || query.status === 'error') {
    const notFound = query.status === 'notFound';
    return (
      <div className="page people-page">
        <StatusScreen
          tone={notFound ? 'info' : 'error'}
          title={notFound ? T.notFound.title : PEOPLE_TEXT.error.title}
          message={notFound ? T.notFound.message : query.message}
          actions={
            <>
              {notFound ? null : <Button onClick={retry}>{PEOPLE_TEXT.error.tryAgain}</Button>}
              <ButtonLink variant={notFound ? 'primary' : 'secondary'} to={paths.people}>
                {T.back}
              </ButtonLink>
            </>
          }
        />
      </div>
    );
  }
  return <PersonPage person={query.person} update={update} saving={saving} />;
}

interface PersonPageProps {
  person: Person;
  update: ReturnType<typeof usePerson>['update'];
  saving: boolean;
}

function PersonPage({ person, update, saving }: PersonPageProps) {
  const client = useApiClient();
  const navigate = useNavigate();
  const [status, setStatus] = useState<ReactNode>('');
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summary = toSummary(person);
  // Linked to someone who shares with me now: their own results come first (decision 0104).
  const sharing = useApiResource(fetchSharedPeople);
  const linked =
    sharing.status === 'success'
      ? sharing.data.items.find(
          (shared) => shared.linkedPersonId === person.id && shared.theirs !== null,
        )
      : undefined;
  const [inviting, setInviting] = useState(false);

  const change = useCallback(
    async (body: Parameters<typeof update>[0], done: ReactNode) => {
      setFailure(null);
      const error = await update(body);
      if (error) setFailure(error);
      else setStatus(done);
    },
    [update],
  );

  const onStrike = (trait: TraitKey, evidenceId: string, struck: boolean) =>
    void change({ struck: [{ id: evidenceId, struck }] }, T.updated(TRAIT_FRAMEWORK[trait]));
  const onSet = (trait: TraitKey, value: string | null) =>
    void change({ traits: { [trait]: value } }, T.updated(TRAIT_FRAMEWORK[trait]));
  const onBackToRead = (trait: TraitKey) =>
    void change({ traits: { [trait]: 'read' } }, T.updated(TRAIT_FRAMEWORK[trait]));

  const remove = async () => {
    setDeleting(true);
    setFailure(null);
    try {
      await deletePerson(client, person.id);
      void navigate(paths.people, { replace: true });
    } catch (error) {
      setFailure(failureText(error));
      setDeleting(false);
      setConfirmingDelete(false);
    }
  };

  return (
    <div className="page people-page">
      <Link className="person-back" to={paths.people}>
        {T.back}
      </Link>
      <div className="person-header">
        <h1 ref={headingRef} tabIndex={-1}>
          <Name>{person.name}</Name>
        </h1>
        <PersonActions
          name={person.name}
          confirming={confirmingDelete}
          busy={deleting}
          editDisabled={editing}
          onEdit={() => setEditing(true)}
          onAskDelete={() => setConfirmingDelete(true)}
          onConfirmDelete={() => void remove()}
          onCancelDelete={() => setConfirmingDelete(false)}
        />
      </div>
      <p className="people-item__origin">{PEOPLE_TEXT.list.origin[person.origin]}</p>
      {linked ? (
        <div className="person-linked">
          <p>
            <Named text={T.linked} name={linked.name} />
          </p>
          <ButtonLink to={sharedPersonPath(linked.id)}>
            {/* One flex item, so the sentence wraps as text with the name inside it. */}
            <span>
              <Named text={T.openLinked} name={linked.name} />
            </span>
          </ButtonLink>
        </div>
      ) : null}
      <div className="people-toolbar">
        <ButtonLink variant="secondary" to={practicePath(person.id)}>
          <span>
            <Named text={PEOPLE_TEXT.list.practise} name={person.name} />
          </span>
        </ButtonLink>
        {linked || inviting ? null : (
          <Button variant="secondary" onClick={() => setInviting(true)}>
            <span>
              <Named text={T.invite} name={person.name} />
            </span>
          </Button>
        )}
      </div>
      {inviting ? <InviteFor person={person} onClose={() => setInviting(false)} /> : null}
      <p role="status" className="people-status">
        {status}
      </p>
      {failure ? <Alert>{failure}</Alert> : null}
      {editing ? (
        <PersonForm
          heading={<Named text={PEOPLE_TEXT.form.editHeading} name={person.name} />}
          submitLabel={PEOPLE_TEXT.form.saveChanges}
          initial={{ name: person.name, traits: summary.choices }}
          onSubmit={async (values) => {
            const error = await update(editBody(summary.choices, values));
            if (error) return error;
            setEditing(false);
            setStatus(<Named text={PEOPLE_TEXT.form.saved} name={values.name} />);
            headingRef.current?.focus();
            return null;
          }}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      <section className="people-section" aria-labelledby="person-traits-heading">
        <h2 id="person-traits-heading">{T.traitsHeading}</h2>
        <p className="people-intro">{T.traitsIntro}</p>
        <div className="person-traits">
          {traitViews(person).map((trait) => (
            <TraitCard
              key={`${trait.key}-${person.updatedAt}`}
              trait={trait}
              busy={saving}
              onStrike={onStrike}
              onSet={onSet}
              onBackToRead={onBackToRead}
            />
          ))}
        </div>
      </section>
      {person.keptConversation ? (
        <section className="card people-section" aria-labelledby="person-conversation-heading">
          <h2 id="person-conversation-heading">{T.conversationHeading}</h2>
          <p className="person-conversation">{person.keptConversation}</p>
          <Button
            variant="secondary"
            disabled={saving}
            onClick={() => void change({ keptConversation: null }, T.forgotten)}
          >
            {T.forget}
          </Button>
        </section>
      ) : null}
      {linked?.theirs?.terms.suggestions && linked.theirs.traits !== null ? (
        <PairGuideSection
          client={client}
          personId={linked.id}
          name={linked.name}
          version={JSON.stringify(linked.theirs)}
          source={<Named text={SHARING_TEXT.person.guideSource} name={linked.name} />}
          load={fetchSharedGuide}
        />
      ) : (
        <PairGuideSection
          client={client}
          personId={person.id}
          name={person.name}
          version={person.updatedAt}
          source={PEOPLE_TEXT.guide.fromGuess}
        />
      )}
    </div>
  );
}

/** The invite form, made for this private entry: accepted, it links the two (decision 0104). */
function InviteFor({ person, onClose }: { person: Person; onClose: () => void }) {
  const client = useApiClient();
  const invites = useApiResource(fetchInvites);
  return (
    <InviteLink
      client={client}
      heading={T.inviteHeading(person.name)}
      explain={T.inviteExplain(person.name)}
      createLabel={SHARING_TEXT.invite.create}
      personId={person.id}
      canEmail={invites.status === 'success' && invites.data.canEmail}
      onCreated={() => undefined}
      onClose={onClose}
    />
  );
}
