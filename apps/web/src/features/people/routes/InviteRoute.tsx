import type { InviteAccepted, InvitePreview } from '@styleprint/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import {
  Button,
  ButtonLink,
  Named,
  NamedMany,
  PageSpinner,
  StatusScreen,
} from '#web/components/ui';
import { paths, sharedPersonPath, sharedTeamPath } from '#web/config/paths';
import { useAuth } from '#web/lib/auth';
import { failureText } from '#web/lib/failure-text';
import { loginPathFor } from '#web/lib/return-to';
import { useApiClient } from '#web/lib/use-api-client';
import { usePageTitle } from '#web/lib/use-page-title';
import { acceptInvite, declineInvite, openInvite } from '../api/sharing-api';
import { ShareTermsFields, traitsInWords, type ShareChoice } from '../components/ShareTermsFields';
import { SHARING_TEXT } from '../texts';
import '../people.css';

const T = SHARING_TEXT.consent;

/**
 * /invite/:token (docs/decisions/0104-sharing-with-consent.md): the consent screen. Signed out,
 * it asks to sign in or sign up and comes back; without a result, it sends to the assessment and
 * comes back; then it shows exactly what would be shared, with whom, and "Share" / "No thanks".
 */
export function InviteRoute() {
  usePageTitle(T.title);
  const { token = '' } = useParams();
  const { status } = useAuth();
  const here = `/invite/${encodeURIComponent(token)}`;
  if (status !== 'signedIn') {
    return (
      <div className="page people-page">
        <StatusScreen
          title={T.signedOut.title}
          message={T.signedOut.message}
          actions={
            <>
              <ButtonLink to={loginPathFor(here, paths.login)}>{T.signedOut.signIn}</ButtonLink>
              <ButtonLink variant="secondary" to={loginPathFor(here, paths.signup)}>
                {T.signedOut.signUp}
              </ButtonLink>
            </>
          }
        />
      </div>
    );
  }
  return <Consent key={token} token={token} here={here} />;
}

type Screen =
  | { kind: 'loading' }
  | { kind: 'refused'; message: string }
  | { kind: 'ready'; preview: InvitePreview }
  | { kind: 'accepted'; preview: InvitePreview; accepted: InviteAccepted }
  | { kind: 'declined' };

function Consent({ token, here }: { token: string; here: string }) {
  const client = useApiClient();
  const [screen, setScreen] = useState<Screen>({ kind: 'loading' });
  const [choice, setChoice] = useState<ShareChoice>({
    traits: ['disc', 'mbti', 'thinking', 'strength'],
    suggestions: true,
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    openInvite(client, token, controller.signal).then(
      (preview) => {
        if (!controller.signal.aborted) setScreen({ kind: 'ready', preview });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setScreen({ kind: 'refused', message: failureText(error) });
      },
    );
    return () => controller.abort();
  }, [client, token]);

  const share = useCallback(
    async (preview: InvitePreview) => {
      if (choice.traits.length === 0) {
        setFailure(SHARING_TEXT.terms.chooseOne);
        return;
      }
      setBusy(true);
      setFailure(null);
      try {
        const accepted = await acceptInvite(client, token, choice);
        setScreen({ kind: 'accepted', preview, accepted });
      } catch (error) {
        setFailure(failureText(error));
      } finally {
        setBusy(false);
      }
    },
    [client, token, choice],
  );

  const decline = useCallback(async () => {
    setBusy(true);
    setFailure(null);
    try {
      await declineInvite(client, token);
      setScreen({ kind: 'declined' });
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  }, [client, token]);

  if (screen.kind === 'loading') {
    return (
      <div className="page people-page">
        <PageSpinner label={T.loading} />
      </div>
    );
  }
  if (screen.kind === 'refused') {
    return (
      <div className="page people-page">
        <StatusScreen
          tone="error"
          title={T.refusedTitle}
          message={screen.message}
          actions={<ButtonLink to={paths.people}>{T.toPeople}</ButtonLink>}
        />
      </div>
    );
  }
  if (screen.kind === 'declined') {
    return (
      <div className="page people-page">
        <StatusScreen
          title={T.declinedTitle}
          message={T.declinedMessage}
          actions={<ButtonLink to={paths.people}>{T.toPeople}</ButtonLink>}
        />
      </div>
    );
  }
  const { preview } = screen;
  if (screen.kind === 'accepted') {
    const team = screen.accepted.kind === 'team';
    return (
      <div className="page people-page">
        <StatusScreen
          title={T.sharedTitle}
          message={
            team ? (
              <Named text={T.joinedTeam} name={preview.teamName ?? ''} />
            ) : (
              <Named text={T.sharedPerson} name={preview.from} />
            )
          }
          actions={
            <ButtonLink
              to={team ? sharedTeamPath(screen.accepted.id) : sharedPersonPath(screen.accepted.id)}
            >
              {team ? T.openTeam : T.openPerson}
            </ButtonLink>
          }
        />
      </div>
    );
  }
  if (preview.you === null) {
    return (
      <div className="page people-page">
        <StatusScreen
          title={T.needResult.title}
          message={<Named text={T.needResult.message} name={preview.from} />}
          actions={
            <ButtonLink to={`${paths.quiz}?next=${encodeURIComponent(here)}`}>
              {T.needResult.action}
            </ButtonLink>
          }
        />
      </div>
    );
  }
  return (
    <div className="page people-page consent">
      <h1>
        {preview.kind === 'team' ? (
          <NamedPair text={T.teamHeading} first={preview.from} second={preview.teamName ?? ''} />
        ) : (
          <Named text={T.personHeading} name={preview.from} />
        )}
      </h1>
      <form
        className="card people-section consent__form"
        onSubmit={(event) => {
          event.preventDefault();
          void share(preview);
        }}
      >
        <p>
          {preview.kind === 'team' ? (
            <Named text={T.withTeam} name={preview.teamName ?? ''} />
          ) : (
            <Named text={T.withWhom} name={preview.from} />
          )}
        </p>
        <ShareTermsFields
          legend={SHARING_TEXT.terms.legendYou}
          value={choice}
          onChange={setChoice}
          you={preview.you}
          disabled={busy}
        />
        {preview.kind === 'person' ? (
          <p>
            {preview.offer ? (
              <>
                <NamedPair
                  text={(from, what) => T.bothWays(from, what)}
                  first={preview.from}
                  second={traitsInWords(preview.offer.traits)}
                />
                {preview.offer.suggestions ? ` ${T.bothWaysSuggestions}` : null}
              </>
            ) : (
              <Named text={T.oneWay} name={preview.from} />
            )}
          </p>
        ) : null}
        <p className="people-privacy">{T.stopAnyTime}</p>
        {failure ? (
          <p role="alert" className="consent__error">
            {failure}
          </p>
        ) : null}
        <div className="people-toolbar">
          <Button type="submit" busy={busy} disabled={busy}>
            {T.share}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void decline()}>
            {T.noThanks}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** A sentence with two names in it, both isolated. */
function NamedPair({
  text,
  first,
  second,
}: {
  text: (first: string, second: string) => string;
  first: string;
  second: string;
}) {
  return <NamedMany text={([a = '', b = '']) => text(a, b)} names={[first, second]} />;
}
