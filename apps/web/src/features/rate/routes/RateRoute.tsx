import {
  RATING_AXES,
  type RatingAnswers,
  type RatingAxis,
  type RatingInvitation,
  type RatingPosition,
} from '@styleprint/contracts';
import { RATING_QUESTIONS, ratingQuestionText } from '@styleprint/scoring';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { Alert, Button, ButtonLink, Named, PageSpinner } from '#web/components/ui';
import { paths } from '#web/config/paths';
import { useApiResource } from '#web/hooks/use-api-resource';
import type { ApiClient } from '#web/lib/api-client';
import { failureText } from '#web/lib/failure-text';
import { useApiClient } from '#web/lib/use-api-client';
import { usePageTitle } from '#web/lib/use-page-title';
import { openInvitation, sendAnswers } from '../api/rate-api';
import { RATE_TEXT } from '../texts';
import '../rate.css';

type Draft = Partial<Record<RatingAxis, RatingPosition>>;

/** The four places on a question's line, first end to second, each with its words. */
const POSITIONS: ReadonlyArray<{ value: RatingPosition; prefix: string; end: 'first' | 'second' }> =
  [
    { value: -2, prefix: RATE_TEXT.positions.clearlyFirst, end: 'first' },
    { value: -1, prefix: RATE_TEXT.positions.bitFirst, end: 'first' },
    { value: 1, prefix: RATE_TEXT.positions.bitSecond, end: 'second' },
    { value: 2, prefix: RATE_TEXT.positions.clearlySecond, end: 'second' },
  ];

const complete = (draft: Draft): RatingAnswers | null =>
  RATING_AXES.every((axis) => draft[axis] !== undefined) ? (draft as RatingAnswers) : null;

const dayOf = (iso: string): string =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * /rate/:token (docs/decisions/0108-how-others-see-you.md): a signed-in colleague answers five
 * questions about how the link's owner comes across. A closed, unknown or own link says so.
 */
export function RateRoute() {
  usePageTitle(RATE_TEXT.pageTitle);
  const { token = '' } = useParams();
  const load = useCallback(
    (client: ApiClient, signal: AbortSignal) => openInvitation(client, token, signal),
    [token],
  );
  const invitation = useApiResource(load);

  if (invitation.status === 'loading') return <PageSpinner label={RATE_TEXT.opening} />;
  if (invitation.status === 'error') {
    return (
      <div className="page rate">
        <h1>{RATE_TEXT.unusableTitle}</h1>
        <Alert>{failureText(invitation.error, RATE_TEXT.errorGeneric)}</Alert>
        <p>
          <ButtonLink to={paths.dashboard} variant="secondary">
            {RATE_TEXT.toDashboard}
          </ButtonLink>
        </p>
      </div>
    );
  }
  return <RateForm token={token} invitation={invitation.data} />;
}

function RateForm({ token, invitation }: { token: string; invitation: RatingInvitation }) {
  const client = useApiClient();
  const [draft, setDraft] = useState<Draft>(invitation.answers ?? {});
  const [sent, setSent] = useState<RatingInvitation | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { name } = invitation;

  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answers = complete(draft);
    if (!answers) {
      const open = RATING_AXES.filter((axis) => draft[axis] === undefined);
      setError(RATE_TEXT.missing(open.length));
      // To the first open question, so a keyboard or screen-reader user lands where to answer.
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${open[0]}"]`)?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      setSent(await sendAnswers(client, token, answers));
    } catch (failure) {
      setError(failureText(failure, RATE_TEXT.errorGeneric));
    } finally {
      setPending(false);
    }
  };

  if (sent) {
    return (
      <div className="page rate">
        <h1 ref={thanksRef} tabIndex={-1} className="rate__thanks">
          {RATE_TEXT.thanksTitle}
        </h1>
        <p>
          <Named text={(who) => RATE_TEXT.thanks(who, dayOf(sent.expiresAt))} name={name} />
        </p>
        <div className="rate__actions">
          <Button variant="secondary" onClick={() => setSent(null)}>
            {RATE_TEXT.change}
          </Button>
          <ButtonLink to={paths.dashboard} variant="ghost">
            {RATE_TEXT.toDashboard}
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <div className="page rate">
      <h1>
        <Named text={RATE_TEXT.title} name={name} />
      </h1>
      <p>
        <Named text={RATE_TEXT.intro} name={name} />
      </p>
      <p className="card rate__privacy">
        <Named text={RATE_TEXT.privacy} name={name} />
      </p>
      {invitation.answers ? <p className="muted">{RATE_TEXT.earlier}</p> : null}
      <form ref={formRef} className="rate__form" onSubmit={submit} noValidate>
        {RATING_QUESTIONS.map((question, index) => (
          <fieldset key={question.axis} className="card rate__question">
            <legend>
              <span className="rate__number">{index + 1}.</span>{' '}
              <Named text={(who) => ratingQuestionText(question, who)} name={name} />
            </legend>
            <div className="rate__options">
              {POSITIONS.map((position) => (
                <label key={position.value} className="rate__option">
                  <input
                    type="radio"
                    name={question.axis}
                    value={position.value}
                    checked={draft[question.axis] === position.value}
                    onChange={() =>
                      setDraft((previous) => ({ ...previous, [question.axis]: position.value }))
                    }
                  />
                  <span>
                    <strong>{position.prefix}</strong>{' '}
                    {position.end === 'first' ? question.first : question.second}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {error ? <Alert>{error}</Alert> : null}
        <div className="rate__actions">
          <Button type="submit" busy={pending} disabled={pending}>
            {RATE_TEXT.send}
          </Button>
        </div>
      </form>
    </div>
  );
}
