import type { PracticeSessionList } from '@styleprint/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, ConfirmDelete, Spinner, Named } from '#web/components/ui';
import { practiceSessionPath } from '#web/config/paths';
import type { ApiResource } from '#web/hooks/use-api-resource';
import { failureText } from '#web/lib/failure-text';
import { useApiClient } from '#web/lib/use-api-client';
import { deleteSession } from '../api/practice-api';
import { keptOn, scoreText } from '../lib/session-summary';
import { PRACTICE_TEXT } from '../texts';

const T = PRACTICE_TEXT.sessions;
type Item = PracticeSessionList['items'][number];

interface KeptSessionsProps {
  sessions: ApiResource<PracticeSessionList>;
  /** A session was deleted: the page says so in its one status line. */
  onDeleted: (goal: string) => void;
}

/**
 * The user's kept sessions, newest first: each opens to read its conversation and feedback again
 * and can be deleted after a confirmation (docs/decisions/0113-kept-practice-sessions-on-screen.md).
 */
export function KeptSessions({ sessions, onDeleted }: KeptSessionsProps) {
  const client = useApiClient();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());

  const remove = async (item: Item) => {
    setDeleting(true);
    setFailure(null);
    try {
      await deleteSession(client, item.id);
      setGone((previous) => new Set(previous).add(item.id));
      onDeleted(item.goal);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setDeleting(false);
      setConfirming(null);
    }
  };

  const items =
    sessions.status === 'success' ? sessions.data.items.filter((s) => !gone.has(s.id)) : null;

  return (
    <section className="card practice__kept" aria-labelledby="practice-kept-title">
      <h2 id="practice-kept-title">{T.title}</h2>
      {failure ? <Alert>{failure}</Alert> : null}
      {sessions.status === 'loading' ? <Spinner size="small" label={T.loading} /> : null}
      {sessions.status === 'error' ? (
        <>
          <Alert>{failureText(sessions.error, T.loadFailed)}</Alert>
          <div>
            <Button variant="secondary" onClick={sessions.refetch}>
              {T.retry}
            </Button>
          </div>
        </>
      ) : null}
      {items !== null && items.length === 0 ? <p className="muted">{T.empty}</p> : null}
      {items !== null && items.length > 0 ? (
        <ul className="practice__kept-list">
          {items.map((item) => (
            <li key={item.id} className="practice__kept-item">
              <div className="practice__kept-head">
                <Link to={practiceSessionPath(item.id)} className="practice__kept-goal">
                  {item.goal}
                </Link>
                <span className="practice__kept-score">{scoreText(item.total, item.max)}</span>
              </div>
              <p className="muted practice__kept-meta">
                {item.personName === null ? (
                  T.withWho(null)
                ) : (
                  <Named text={T.withWho} name={item.personName} />
                )}{' '}
                · <time dateTime={item.createdAt}>{keptOn(item.createdAt)}</time> ·{' '}
                {T.lines(item.turns)}
              </p>
              {confirming === item.id ? (
                <ConfirmDelete
                  question={T.confirm(item.goal)}
                  yes={T.yes}
                  no={T.no}
                  busy={deleting}
                  onConfirm={() => void remove(item)}
                  onCancel={() => setConfirming(null)}
                />
              ) : (
                <div>
                  <Button
                    variant="secondary"
                    aria-label={T.removeNamed(item.goal)}
                    onClick={() => setConfirming(item.id)}
                  >
                    {T.remove}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
