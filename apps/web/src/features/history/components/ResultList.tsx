import { useState } from 'react';
import type { StoredProfile } from '@styleprint/contracts';
import { dominantThinkingStyle } from '@styleprint/scoring';
import { Button } from '#web/components/ui';
import { discWords, topDomainWords } from '../lib/compare';
import { longDate } from '../lib/dates';
import { HISTORY_TEXT } from '../texts';

interface ResultListProps {
  results: readonly StoredProfile[];
  onDelete: (result: StoredProfile) => Promise<boolean>;
}

/** Every result, newest first, each with its date, its headline results and "Delete". */
export function ResultList({ results, onDelete }: ResultListProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  return (
    <ol className="history-list">
      {results.map((result, index) => {
        const date = longDate(result.createdAt);
        return (
          <li key={result.id} className="history-item">
            <div className="history-item__main">
              <span className="history-item__date">
                {date}
                {index === 0 ? <span className="badge"> {HISTORY_TEXT.list.latest}</span> : null}
              </span>
              <span className="history-item__summary">
                {result.mbti.Type} · DiSC {discWords(result)} · {dominantThinkingStyle(result)} ·{' '}
                {topDomainWords(result)}
              </span>
            </div>
            {confirming === result.id ? (
              <div
                className="history-item__confirm"
                role="group"
                aria-label={HISTORY_TEXT.list.confirm(date)}
              >
                <span>{HISTORY_TEXT.list.confirm(date)}</span>
                <Button
                  variant="danger"
                  busy={busy}
                  disabled={busy}
                  onClick={() => {
                    setBusy(true);
                    void onDelete(result).finally(() => {
                      setBusy(false);
                      setConfirming(null);
                    });
                  }}
                >
                  {HISTORY_TEXT.list.confirmYes}
                </Button>
                <Button variant="ghost" disabled={busy} onClick={() => setConfirming(null)}>
                  {HISTORY_TEXT.list.confirmNo}
                </Button>
              </div>
            ) : (
              <Button
                variant="secondary"
                aria-label={HISTORY_TEXT.list.deleteNamed(date)}
                onClick={() => setConfirming(result.id)}
              >
                {HISTORY_TEXT.list.delete}
              </Button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
