import type { Invite, SharedPerson, SharedPersonList, SharedTeamItem } from '@styleprint/contracts';
import { PERSON_TRAIT_KEYS } from '@styleprint/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Badge, Button, Name, Spinner, TextField } from '#web/components/ui';
import { sharedPersonPath, sharedTeamPath } from '#web/config/paths';
import { useApiResource, type ApiResource } from '#web/hooks/use-api-resource';
import type { ApiClient } from '#web/lib/api-client';
import { failureText } from '#web/lib/failure-text';
import { useApiClient } from '#web/lib/use-api-client';
import { createTeam, fetchInvites, fetchTeams, revokeInvite } from '../api/sharing-api';
import { TRAIT_FRAMEWORK, traitLabel } from '../lib/trait-options';
import { SHARING_TEXT } from '../texts';
import { InviteLink } from './InviteLink';
import { ShareTermsFields, type ShareChoice } from './ShareTermsFields';

const T = SHARING_TEXT.section;
const untilFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long' });
const untilDate = (iso: string): string => untilFormat.format(new Date(iso));

/**
 * People's sharing part (docs/decisions/0104-sharing-with-consent.md): invite someone, the open
 * invites, the people who share with me (marked as sharing), and the teams by invitation.
 */
export function SharingSection({ people }: { people: ApiResource<SharedPersonList> }) {
  const client = useApiClient();
  const invites = useApiResource(fetchInvites);
  const teams = useApiResource(fetchTeams);
  const [panel, setPanel] = useState<'none' | 'invite' | 'team'>('none');

  return (
    <section className="card people-section sharing" aria-labelledby="sharing-heading">
      <h2 id="sharing-heading">{T.heading}</h2>
      <p className="people-intro">{T.intro}</p>
      {panel === 'none' ? (
        <div className="people-toolbar">
          <Button onClick={() => setPanel('invite')}>{T.invite}</Button>
          <Button variant="secondary" onClick={() => setPanel('team')}>
            {T.createTeam}
          </Button>
        </div>
      ) : panel === 'invite' ? (
        <InviteLink
          client={client}
          heading={SHARING_TEXT.invite.formHeading}
          explain={SHARING_TEXT.invite.explain}
          createLabel={SHARING_TEXT.invite.create}
          canEmail={invites.status === 'success' && invites.data.canEmail}
          onCreated={({ invite }) =>
            invites.mutate((list) => ({ ...list, items: [invite, ...list.items] }))
          }
          onClose={() => setPanel('none')}
        />
      ) : (
        <TeamForm client={client} onClose={() => setPanel('none')} />
      )}

      {invites.status === 'success' ? (
        <OpenInvites
          client={client}
          invites={invites.data.items}
          onRevoked={(id) =>
            invites.mutate((list) => ({
              ...list,
              items: list.items.filter((item) => item.id !== id),
            }))
          }
        />
      ) : null}

      <h3>{T.peopleHeading}</h3>
      {people.status === 'loading' ? (
        <p>
          <Spinner size="small" /> {T.loading}
        </p>
      ) : people.status === 'error' ? (
        <Alert>{failureText(people.error)}</Alert>
      ) : people.data.items.length === 0 ? (
        <p>{T.none}</p>
      ) : (
        <SharedPeopleList people={people.data.items} />
      )}

      <h3>{T.teamsHeading}</h3>
      {teams.status === 'success' ? (
        teams.data.items.length === 0 ? (
          <p>{T.noTeams}</p>
        ) : (
          <TeamList teams={teams.data.items} />
        )
      ) : teams.status === 'error' ? (
        <Alert>{failureText(teams.error)}</Alert>
      ) : null}
    </section>
  );
}

/** Each person with the mark of what flows which way, and their shared results at a glance. */
function SharedPeopleList({ people }: { people: readonly SharedPerson[] }) {
  return (
    <ul className="people-list">
      {people.map((person) => (
        <li key={person.id} className="people-item">
          <div className="people-item__main">
            <Link className="people-item__name" to={sharedPersonPath(person.id)}>
              <Name>{person.name}</Name>
            </Link>
            <ul className="people-item__traits" aria-label={`${person.name}: sharing`}>
              <li>
                <Badge tone={person.theirs ? 'high' : 'neutral'}>
                  {person.theirs ? T.sharesWithYou : T.notSharing}
                </Badge>
              </li>
              {person.mine ? (
                <li>
                  <Badge tone="neutral">{T.youShare}</Badge>
                </li>
              ) : null}
              {person.linkedPersonId !== undefined ? (
                <li>
                  <Badge tone="neutral">{T.notesAttached}</Badge>
                </li>
              ) : null}
            </ul>
            {person.theirs ? (
              person.theirs.traits === null ? (
                <span className="people-item__origin">{T.noResultYet}</span>
              ) : (
                <ul className="people-item__traits" aria-label={`${person.name}: their results`}>
                  {PERSON_TRAIT_KEYS.filter((key) => person.theirs?.terms.traits.includes(key)).map(
                    (key) => (
                      <li key={key}>
                        <Badge tone="brand">
                          {`${TRAIT_FRAMEWORK[key]}: ${traitLabel(key, person.theirs?.traits?.[key]) ?? SHARING_TEXT.terms.noValue}`}
                        </Badge>
                      </li>
                    ),
                  )}
                </ul>
              )
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function TeamList({ teams }: { teams: readonly SharedTeamItem[] }) {
  return (
    <ul className="people-list">
      {teams.map((team) => (
        <li key={team.id} className="people-item">
          <div className="people-item__main">
            <Link className="people-item__name" to={sharedTeamPath(team.id)}>
              <Name>{team.name}</Name>
            </Link>
            <span className="people-item__origin">
              {T.members(team.memberCount)}
              {team.isOwner ? ` · ${T.owner}` : null}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** My invites that still work, each with a way to withdraw it. */
function OpenInvites({
  client,
  invites,
  onRevoked,
}: {
  client: ApiClient;
  invites: readonly Invite[];
  onRevoked: (id: string) => void;
}) {
  const I = SHARING_TEXT.invite;
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const revoke = useCallback(
    async (id: string) => {
      setFailure(null);
      try {
        await revokeInvite(client, id);
        onRevoked(id);
        setStatus(I.revoked);
      } catch (error) {
        setFailure(failureText(error));
      }
    },
    [client, onRevoked, I.revoked],
  );
  // A live region of its own (not role=status: People has one), kept when the last invite goes,
  // so "withdrawn" is still heard.
  const live = (
    <p aria-live="polite" className="people-status">
      {status}
    </p>
  );
  if (invites.length === 0) return live;
  return (
    <>
      <h3>{I.openHeading}</h3>
      {live}
      {failure ? <Alert>{failure}</Alert> : null}
      <ul className="people-list">
        {invites.map((invite) => {
          const until = untilDate(invite.expiresAt);
          return (
            <li key={invite.id} className="people-item">
              <span className="people-item__main">
                {invite.team ? I.teamItem(invite.team.name, until) : I.openItem(until)}
              </span>
              <Button
                variant="secondary"
                aria-label={I.revokeNamed(until)}
                onClick={() => void revoke(invite.id)}
              >
                {I.revoke}
              </Button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** A named team and what I share with it. */
function TeamForm({ client, onClose }: { client: ApiClient; onClose: () => void }) {
  const navigate = useNavigate();
  const TT = SHARING_TEXT.team;
  // Opened by a button that the form replaces: a keyboard user lands on the form's heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const [name, setName] = useState('');
  const [share, setShare] = useState<ShareChoice>({
    traits: [...PERSON_TRAIT_KEYS],
    suggestions: true,
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    if (name.trim() === '') return setFailure(TT.nameRequired);
    if (share.traits.length === 0) return setFailure(SHARING_TEXT.terms.chooseOne);
    setBusy(true);
    setFailure(null);
    try {
      const team = await createTeam(client, { name: name.trim(), share });
      void navigate(sharedTeamPath(team.id));
    } catch (error) {
      setFailure(failureText(error));
      setBusy(false);
    }
  };
  return (
    <section className="card people-section" aria-labelledby="team-form-heading">
      <h3 id="team-form-heading" ref={headingRef} tabIndex={-1}>
        {TT.formHeading}
      </h3>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={TT.nameLabel}
          value={name}
          maxLength={80}
          disabled={busy}
          onChange={(event) => setName(event.target.value)}
        />
        <ShareTermsFields
          legend={SHARING_TEXT.terms.legendYou}
          value={share}
          onChange={setShare}
          disabled={busy}
        />
        {failure ? (
          <p role="alert" className="consent__error">
            {failure}
          </p>
        ) : null}
        <div className="people-toolbar">
          <Button type="submit" busy={busy} disabled={busy}>
            {TT.create}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {SHARING_TEXT.invite.cancel}
          </Button>
        </div>
      </form>
    </section>
  );
}
