import type { SharedTeam } from '@styleprint/contracts';
import { ERROR_CODES } from '@styleprint/contracts';
import { useCallback, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  Alert,
  Button,
  ButtonLink,
  ConfirmDelete,
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
import { deleteTeam, fetchInvites, fetchSharedTeam, removeMember } from '../api/sharing-api';
import { DiscCircle } from '../components/DiscCircle';
import { InviteLink } from '../components/InviteLink';
import { traitsInWords } from '../components/ShareTermsFields';
import { TeamTable } from '../components/TeamTable';
import { ThinkingGrid } from '../components/ThinkingGrid';
import { teamMembers, teamRows } from '../lib/person-view';
import { PEOPLE_TEXT, SHARING_TEXT } from '../texts';
import '../people.css';

const T = SHARING_TEXT.team;
const MAP = PEOPLE_TEXT.team;

/** /people/teams/:id (docs/decisions/0104-sharing-with-consent.md): a team by invitation. */
export function SharedTeamRoute() {
  const { id = '' } = useParams();
  return <SharedTeamScreen key={id} id={id} />;
}

type Ended = { kind: 'left' } | { kind: 'deleted' } | null;

function SharedTeamScreen({ id }: { id: string }) {
  const load = useCallback(
    (apiClient: ApiClient, signal: AbortSignal) => fetchSharedTeam(apiClient, id, signal),
    [id],
  );
  const query = useApiResource(load);
  usePageTitle(query.status === 'success' ? query.data.name : PEOPLE_TEXT.title);
  const [ended, setEnded] = useState<Ended>(null);

  if (ended !== null) {
    return (
      <div className="page people-page">
        <StatusScreen
          title={ended.kind === 'left' ? T.left : T.deleted}
          actions={<ButtonLink to={paths.people}>{T.back}</ButtonLink>}
        />
      </div>
    );
  }
  if (query.status === 'loading') {
    const last = query.last;
    if (last === null) {
      return (
        <div className="page people-page">
          <PageSpinner label={T.loading} />
        </div>
      );
    }
    // Reloading after a change keeps the team on screen, so its status message is still heard.
    return (
      <TeamScreen team={last} onChanged={query.refetch} onEnded={(kind) => setEnded({ kind })} />
    );
  }
  if (query.status === 'error') {
    const notFound = isApiError(query.error) && query.error.code === ERROR_CODES.TEAM_NOT_FOUND;
    return (
      <div className="page people-page">
        <StatusScreen
          tone={notFound ? 'info' : 'error'}
          title={notFound ? T.notFound.title : PEOPLE_TEXT.error.title}
          message={notFound ? T.notFound.message : failureText(query.error)}
          actions={<ButtonLink to={paths.people}>{T.back}</ButtonLink>}
        />
      </div>
    );
  }
  return (
    <TeamScreen
      team={query.data}
      onChanged={query.refetch}
      onEnded={(kind) => setEnded({ kind })}
    />
  );
}

function TeamScreen({
  team,
  onChanged,
  onEnded,
}: {
  team: SharedTeam;
  onChanged: () => void;
  onEnded: (kind: 'left' | 'deleted') => void;
}) {
  const client = useApiClient();
  const [inviting, setInviting] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<ReactNode>('');
  const [failure, setFailure] = useState<string | null>(null);
  const members = teamMembers(team.summary);
  // Whether a team link can also be emailed: the open-invites list says so.
  const invites = useApiResource(fetchInvites);
  const canEmail = invites.status === 'success' && invites.data.canEmail;
  const me = team.members.find((member) => member.isYou);

  const act = async (work: () => Promise<void>, after: () => void) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      after();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page people-page">
      <Link className="person-back" to={paths.people}>
        {T.back}
      </Link>
      <h1>
        <Name>{team.name}</Name>
      </h1>
      <p className="people-intro">{T.intro}</p>
      <p role="status">{status}</p>
      {failure ? <Alert>{failure}</Alert> : null}

      <section className="card people-section" aria-labelledby="team-members">
        <h2 id="team-members">{T.membersHeading}</h2>
        <ul className="people-list">
          {team.members.map((member) => (
            <li key={member.id} className="people-item">
              <div className="people-item__main">
                <span className="people-item__name">
                  <Name>{member.name}</Name>
                  {member.isYou ? ` (${T.you})` : null}
                  {member.isOwner ? ` · ${T.owner}` : null}
                </span>
                <span className="people-item__origin">
                  {T.shares(traitsInWords(member.terms.traits))}
                </span>
              </div>
              {team.isOwner && !member.isOwner ? (
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() =>
                    void act(
                      () => removeMember(client, team.id, member.id),
                      () => {
                        setStatus(<Named text={T.removed} name={member.name} />);
                        onChanged();
                      },
                    )
                  }
                >
                  <Named text={T.remove} name={member.name} />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <div className="team-pictures">
        <section className="card team-chart" aria-labelledby="shared-team-disc">
          <h2 id="shared-team-disc">{MAP.disc}</h2>
          <DiscCircle
            members={members}
            description={MAP.discDescription(members.filter((m) => m.disc !== null).length)}
          />
        </section>
        <section className="card team-chart" aria-labelledby="shared-team-thinking">
          <h2 id="shared-team-thinking">{MAP.thinking}</h2>
          <ThinkingGrid
            members={members}
            description={MAP.thinkingDescription(members.filter((m) => m.thinking !== null).length)}
          />
        </section>
      </div>
      <section className="card people-section" aria-labelledby="shared-team-findings">
        <h2 id="shared-team-findings">{MAP.findings}</h2>
        <ul className="team-findings">
          {team.summary.observations.map((observation, index) => (
            <li key={index}>{observation.text}</li>
          ))}
        </ul>
      </section>
      <section className="card people-section" aria-labelledby="shared-team-table">
        <h2 id="shared-team-table">{MAP.table}</h2>
        <TeamTable rows={teamRows(team.summary)} />
      </section>

      {team.isOwner ? (
        <>
          {inviting ? (
            <InviteLink
              client={client}
              heading={T.inviteHeading}
              explain={T.inviteExplain}
              createLabel={T.invite}
              teamId={team.id}
              canEmail={canEmail}
              onCreated={() => undefined}
              onClose={() => setInviting(false)}
            />
          ) : (
            <div className="people-toolbar">
              <Button onClick={() => setInviting(true)}>{T.inviteHeading}</Button>
            </div>
          )}
          <div className="people-toolbar">
            {confirmDelete ? (
              <ConfirmDelete
                question={T.deleteConfirm}
                yes={T.delete}
                no={PEOPLE_TEXT.remove.no}
                busy={busy}
                onConfirm={() =>
                  void act(
                    () => deleteTeam(client, team.id),
                    () => onEnded('deleted'),
                  )
                }
                onCancel={() => setConfirmDelete(false)}
              />
            ) : (
              <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                {T.delete}
              </Button>
            )}
          </div>
        </>
      ) : me ? (
        <div className="people-toolbar">
          <Button
            variant="danger"
            busy={busy}
            disabled={busy}
            onClick={() =>
              void act(
                () => removeMember(client, team.id, me.id),
                () => onEnded('left'),
              )
            }
          >
            {T.leave}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
