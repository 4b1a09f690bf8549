import { useCallback, useRef, useState } from 'react';
import type { StoredProfile } from '@styleprint/contracts';
import { THINKING_STYLES, STRENGTH_DOMAINS } from '@styleprint/contracts';
import { Alert, Button, ButtonLink, PageSpinner, StatusScreen } from '#web/components/ui';
import { paths } from '#web/config/paths';
import { useApiResource } from '#web/hooks/use-api-resource';
import { failureText } from '#web/lib/failure-text';
import { useApiClient } from '#web/lib/use-api-client';
import { usePageTitle } from '#web/lib/use-page-title';
import { deleteResult, fetchAllResults } from '../api/history-api';
import { CompareResults } from '../components/CompareResults';
import { ResultList } from '../components/ResultList';
import { TrendChart } from '../components/TrendChart';
import { longDate, shortDate } from '../lib/dates';
import { HISTORY_TEXT } from '../texts';
import '../history.css';

/** /profile/history (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md): every result, how scores moved, two side by side, delete one. */
export function HistoryRoute() {
  usePageTitle(HISTORY_TEXT.title);
  const client = useApiClient();
  const history = useApiResource(fetchAllResults);
  const { mutate } = history;
  const [status, setStatus] = useState('');
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

  const onDelete = useCallback(
    async (result: StoredProfile): Promise<boolean> => {
      setDeleteError(null);
      try {
        await deleteResult(client, result.id);
      } catch (error) {
        setDeleteError(failureText(error));
        return false;
      }
      mutate((results) => results.filter((item) => item.id !== result.id));
      setStatus(HISTORY_TEXT.list.deleted(longDate(result.createdAt)));
      // The button that had focus is gone: keep the person in the list.
      listHeadingRef.current?.focus();
      return true;
    },
    [client, mutate],
  );

  let content;
  if (history.status === 'loading') {
    content = <PageSpinner label={HISTORY_TEXT.loading} />;
  } else if (history.status === 'error') {
    content = (
      <StatusScreen
        tone="error"
        title={HISTORY_TEXT.error.title}
        message={failureText(history.error)}
        actions={<Button onClick={history.refetch}>{HISTORY_TEXT.error.tryAgain}</Button>}
      />
    );
  } else if (history.data.length === 0) {
    content = (
      <StatusScreen
        title={HISTORY_TEXT.empty.title}
        message={HISTORY_TEXT.empty.message}
        actions={<ButtonLink to={paths.quiz}>{HISTORY_TEXT.empty.action}</ButtonLink>}
      >
        <p role="status">{status}</p>
      </StatusScreen>
    );
  } else {
    const results = history.data;
    const oldestFirst = [...results].reverse();
    const dates = oldestFirst.map((result) => shortDate(result.createdAt));
    content = (
      <>
        <h1>{HISTORY_TEXT.title}</h1>
        <p>{HISTORY_TEXT.intro}</p>
        <p role="status" className="history-status">
          {status}
        </p>
        <section className="card history-section" aria-labelledby="history-list">
          <h2 id="history-list" ref={listHeadingRef} tabIndex={-1}>
            {HISTORY_TEXT.list.heading}
          </h2>
          {deleteError ? <Alert>{deleteError}</Alert> : null}
          <ResultList results={results} onDelete={onDelete} />
        </section>
        <section className="card history-section" aria-labelledby="history-trends">
          <h2 id="history-trends">{HISTORY_TEXT.trends.heading}</h2>
          {results.length < 2 ? (
            <p>{HISTORY_TEXT.trends.needTwo}</p>
          ) : (
            <div className="history-trends">
              <TrendChart
                title={HISTORY_TEXT.trends.thinking}
                dates={dates}
                max={10}
                yLabel={HISTORY_TEXT.trends.thinkingAxis}
                series={THINKING_STYLES.map((style) => ({
                  label: style,
                  values: oldestFirst.map((result) => result.emergenetics[style]),
                }))}
              />
              <TrendChart
                title={HISTORY_TEXT.trends.strengths}
                dates={dates}
                max={3}
                yLabel={HISTORY_TEXT.trends.strengthsAxis}
                series={STRENGTH_DOMAINS.map((domain) => ({
                  label: domain,
                  values: oldestFirst.map((result) => result.cliftonStrengths[domain]),
                }))}
              />
            </div>
          )}
        </section>
        {results.length >= 2 ? (
          <section className="card history-section" aria-labelledby="history-compare">
            <h2 id="history-compare">{HISTORY_TEXT.compare.heading}</h2>
            <CompareResults results={results} />
          </section>
        ) : null}
      </>
    );
  }
  return <div className="page history-page">{content}</div>;
}
