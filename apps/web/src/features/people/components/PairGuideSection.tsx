import { useEffect, useState, type ReactNode } from 'react';
import { ERROR_CODES, type PairGuide } from '@styleprint/contracts';
import { Badge, ButtonLink, Spinner, Named } from '#web/components/ui';
import { paths } from '#web/config/paths';
import { isApiError, type ApiClient } from '#web/lib/api-client';
import { fetchPairGuide } from '../api/people-api';
import { failureText } from '#web/lib/failure-text';
import { guideSections } from '../lib/person-view';
import { PEOPLE_TEXT } from '../texts';
import { PairGuideView } from './PairGuideView';

type GuideQuery =
  | { status: 'loading' }
  | { status: 'needProfile' }
  | { status: 'error'; message: string }
  | { status: 'ready'; guide: PairGuide };

interface PairGuideSectionProps {
  client: ApiClient;
  personId: string;
  name: string;
  /** Changes whenever the person does, so the guide is asked for again. */
  version: string;
  /** Where their side of the guide comes from: "From your guess", "From Sam's own results". */
  source: ReactNode;
  /** Fetches the guide (the private person's by default; a shared person's from their results). */
  load?: (client: ApiClient, id: string, signal: AbortSignal) => Promise<PairGuide>;
}

const T = PEOPLE_TEXT.guide;

/** "You and <name>": the pair guide, fetched for the person as they are now. */
export function PairGuideSection({
  client,
  personId,
  name,
  version,
  source,
  load = fetchPairGuide,
}: PairGuideSectionProps) {
  const [query, setQuery] = useState<GuideQuery>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    load(client, personId, controller.signal).then(
      (guide) => {
        if (!controller.signal.aborted) setQuery({ status: 'ready', guide });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.code === ERROR_CODES.PROFILE_NOT_FOUND) {
          setQuery({ status: 'needProfile' });
        } else {
          setQuery({ status: 'error', message: failureText(error) });
        }
      },
    );
    return () => controller.abort();
  }, [client, personId, version, load]);

  return (
    <section className="card people-section pair-guide" aria-labelledby="pair-guide-heading">
      <h2 id="pair-guide-heading">
        <Named text={T.heading} name={name} />
      </h2>
      <p className="people-intro">
        <Named text={T.intro} name={name} />
      </p>
      <p className="pair-guide__source">
        <Badge tone="neutral">{source}</Badge>
      </p>
      {query.status === 'loading' ? (
        <p>
          <Spinner size="small" /> {T.loading}
        </p>
      ) : query.status === 'needProfile' ? (
        <>
          <p>{T.needProfile}</p>
          <ButtonLink to={paths.quiz}>{T.takeAssessment}</ButtonLink>
        </>
      ) : query.status === 'error' ? (
        <p role="alert">{query.message}</p>
      ) : (
        <PairGuideView sections={guideSections(query.guide)} />
      )}
    </section>
  );
}
