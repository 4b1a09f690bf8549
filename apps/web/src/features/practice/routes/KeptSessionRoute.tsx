import type { PracticeSession } from '@styleprint/contracts';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, ConfirmDelete, PageSpinner, StatusScreen, Named } from '#web/components/ui';
import { paths } from '#web/config/paths';
import { useApiResource } from '#web/hooks/use-api-resource';
import { isApiError, type ApiClient } from '#web/lib/api-client';
import { failureText } from '#web/lib/failure-text';
import { useApiClient } from '#web/lib/use-api-client';
import { usePageTitle } from '#web/lib/use-page-title';
import { deleteSession, fetchSession } from '../api/practice-api';
import { FeedbackPanel } from '../components/FeedbackPanel';
import { Transcript } from '../components/Transcript';
import { keptOn, scoreText } from '../lib/session-summary';
import { PRACTICE_TEXT } from '../texts';
import '../practice.css';

const T = PRACTICE_TEXT.session;

/** What /practice shows once a session is deleted from its own page. */
export interface PracticeNotice {
  deleted: string;
}

/**
 * /practice/sessions/:id: a kept session read again, its conversation and the feedback the
 * server computed when it was kept; deletable after a confirmation
 * (docs/decisions/0113-kept-practice-sessions-on-screen.md).
 */
export function KeptSessionRoute() {
  const { id = '' } = useParams();
  const load = useCallback(
    (client: ApiClient, signal: AbortSignal) => fetchSession(client, id, signal),
    [id],
  );
  const session = useApiResource(load);
  usePageTitle(session.status === 'success' ? session.data.goal : PRACTICE_TEXT.sessions.title);

  if (session.status === 'loading') return <PageSpinner label={T.loading} />;
  if (session.status === 'error') {
    const notFound = isApiError(session.error) && session.error.status === 404;
    return (
      <StatusScreen
        tone={notFound ? 'info' : 'error'}
        title={notFound ? T.notFoundTitle : T.loadFailedTitle}
        message={notFound ? T.notFound : failureText(session.error)}
        actions={
          <>
            {notFound ? null : (
              <Button onClick={session.refetch}>{PRACTICE_TEXT.sessions.retry}</Button>
            )}
            <Link to={paths.practice}>{T.back}</Link>
          </>
        }
      />
    );
  }
  return <SessionPage session={session.data} />;
}

function SessionPage({ session }: { session: PracticeSession }) {
  const client = useApiClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const personaName = session.personName ?? 'Your colleague';

  const remove = async () => {
    setDeleting(true);
    setFailure(null);
    try {
      await deleteSession(client, session.id);
      const notice: PracticeNotice = { deleted: session.goal };
      void navigate(paths.practice, { replace: true, state: notice });
    } catch (error) {
      setFailure(failureText(error));
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <div className="page practice">
      <Link className="practice__back" to={paths.practice}>
        {T.back}
      </Link>
      <h1>{session.goal}</h1>
      <p className="muted practice__kept-meta">
        {session.personName === null ? (
          PRACTICE_TEXT.sessions.withWho(null)
        ) : (
          <Named text={PRACTICE_TEXT.sessions.withWho} name={session.personName} />
        )}{' '}
        · {T.kept} <time dateTime={session.createdAt}>{keptOn(session.createdAt)}</time> ·{' '}
        {scoreText(session.feedback?.total ?? null, session.feedback?.max ?? null)}
      </p>
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="practice__actions practice__session-actions">
        {confirming ? (
          <ConfirmDelete
            question={PRACTICE_TEXT.sessions.confirm(session.goal)}
            yes={PRACTICE_TEXT.sessions.yes}
            no={PRACTICE_TEXT.sessions.no}
            busy={deleting}
            onConfirm={() => void remove()}
            onCancel={() => setConfirming(false)}
          />
        ) : (
          <Button
            variant="secondary"
            aria-label={PRACTICE_TEXT.sessions.removeNamed(session.goal)}
            onClick={() => setConfirming(true)}
          >
            {PRACTICE_TEXT.sessions.remove}
          </Button>
        )}
      </div>
      <section className="card practice__chat" aria-labelledby="practice-conversation-title">
        <h2 id="practice-conversation-title">{T.conversation}</h2>
        <Transcript turns={session.turns} personaName={personaName} />
      </section>
      {session.feedback ? (
        <FeedbackPanel feedback={session.feedback} />
      ) : (
        <p className="muted">{T.noFeedback}</p>
      )}
    </div>
  );
}
