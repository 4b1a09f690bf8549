import { Button, ButtonLink, Spinner } from '#web/components/ui';
import { paths } from '#web/config/paths';
import { isApiError } from '#web/lib/api-client';
import type { ProfileQuery } from '#web/lib/my-profile';
import { discInWords, strengthsInWords, thinkingInWords } from '#web/lib/profile-words';
import { DASHBOARD_TEXT } from '../texts';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

const meansNoProfile = (error: unknown) =>
  isApiError(error) && (error.type === 'not_found' || error.type === 'auth');

interface ProfileStatusCardProps {
  query: ProfileQuery;
  onRetry: () => void;
}

/** Where the person stands and the one next step: take, view or retake the assessment. */
export function ProfileStatusCard({ query, onRetry }: ProfileStatusCardProps) {
  const text = DASHBOARD_TEXT;
  let body;
  if (query.status === 'loading') {
    body = (
      <div className="status-card__loading">
        <Spinner label={text.loading} />
      </div>
    );
  } else if (query.status === 'success') {
    const { profile, createdAt } = query.data;
    body = (
      <>
        <p className="status-card__headline">{text.ready}</p>
        <ul className="status-card__traits list-plain">
          <li>MBTI {profile.mbti.Type}</li>
          <li>DiSC {discInWords(profile)}</li>
          <li>{thinkingInWords(profile)}</li>
          <li>{strengthsInWords(profile)}</li>
        </ul>
        {createdAt ? (
          <p className="muted">
            {text.lastAssessment} <time dateTime={createdAt}>{formatDate(createdAt)}</time>
          </p>
        ) : null}
        <div className="status-card__actions">
          <ButtonLink to={paths.profile}>{text.viewProfile}</ButtonLink>
          <ButtonLink to={paths.quiz} variant="secondary">
            {text.retake}
          </ButtonLink>
        </div>
      </>
    );
  } else if (meansNoProfile(query.error)) {
    body = (
      <>
        <p className="status-card__headline">{text.none}</p>
        <p className="muted">{text.noneHint}</p>
        <div className="status-card__actions">
          <ButtonLink to={paths.quiz}>{text.take}</ButtonLink>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p className="status-card__headline">{text.failed}</p>
        <p className="muted">{isApiError(query.error) ? query.error.message : null}</p>
        <div className="status-card__actions">
          <Button onClick={onRetry}>{text.tryAgain}</Button>
        </div>
      </>
    );
  }
  return (
    <section
      className="card status-card"
      aria-labelledby="status-card-heading"
      aria-busy={query.status === 'loading'}
    >
      <h2 id="status-card-heading">{text.statusHeading}</h2>
      {body}
    </section>
  );
}
