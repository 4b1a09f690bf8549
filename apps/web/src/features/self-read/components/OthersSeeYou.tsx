import { RATING_LIMITS, type MyRatings, type RatingRequestCreated } from '@styleprint/contracts';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Named, Spinner, TextField } from '#web/components/ui';
import { useApiResource } from '#web/hooks/use-api-resource';
import { useAuth } from '#web/lib/auth';
import { failureText } from '#web/lib/failure-text';
import { useApiClient } from '#web/lib/use-api-client';
import { greetingName } from '#web/lib/user-names';
import { closeRatingRequest, createRatingRequest, fetchMyRatings } from '../api/ratings-api';
import { OTHERS_TEXT } from '../texts';
import { RatingsResult } from './RatingsResult';

const STATE_TONE = { open: 'high', expired: 'neutral', revoked: 'neutral' } as const;

const dayOf = (iso: string): string =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/** The address a colleague opens: this web app's own /rate/<token>. */
const linkOf = (token: string): string => `${window.location.origin}/rate/${token}`;

/**
 * "How others see you" (docs/decisions/0108-how-others-see-you.md): ask colleagues by link, see
 * how many answered, and, once enough have, their answers combined beside the self-view.
 */
export function OthersSeeYou() {
  const client = useApiClient();
  const { user } = useAuth();
  const mine = useApiResource(fetchMyRatings);
  const { mutate } = mine;
  const [name, setName] = useState(() => (user ? greetingName(user) : ''));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<RatingRequestCreated | null>(null);
  const [status, setStatus] = useState('');
  const linkRef = useRef<HTMLInputElement>(null);
  const linkId = useId();

  // A new link takes focus, selected, ready to copy.
  useEffect(() => {
    if (!created) return;
    linkRef.current?.focus();
    linkRef.current?.select();
  }, [created]);

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(OTHERS_TEXT.nameEmpty);
      return;
    }
    setPending(true);
    setError(null);
    setStatus('');
    try {
      const link = await createRatingRequest(client, name.trim());
      setCreated(link);
      const { token: _shownOnce, ...request } = link;
      mutate((data: MyRatings) => ({ ...data, requests: [request, ...data.requests] }));
    } catch (failure) {
      setError(failureText(failure, OTHERS_TEXT.errorGeneric));
    } finally {
      setPending(false);
    }
  };

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(linkOf(created.token));
      setStatus(OTHERS_TEXT.copied);
    } catch {
      linkRef.current?.select();
      setStatus(OTHERS_TEXT.copyFailed);
    }
  };

  const close = useCallback(
    async (id: string) => {
      setError(null);
      try {
        await closeRatingRequest(client, id);
        mutate((data) => ({
          ...data,
          requests: data.requests.map((request) =>
            request.id === id ? { ...request, state: 'revoked' } : request,
          ),
        }));
        if (created?.id === id) setCreated(null);
        setStatus(OTHERS_TEXT.closed);
      } catch (failure) {
        setError(failureText(failure, OTHERS_TEXT.errorGeneric));
      }
    },
    [client, created, mutate],
  );

  return (
    <section className="others" aria-labelledby="others-title">
      <h2 id="others-title">{OTHERS_TEXT.title}</h2>
      <p className="muted">{OTHERS_TEXT.intro}</p>
      {mine.status === 'loading' ? <Spinner size="small" label={OTHERS_TEXT.loading} /> : null}
      {mine.status === 'error' ? (
        <Alert>
          {OTHERS_TEXT.loadError}{' '}
          <Button variant="secondary" onClick={mine.refetch}>
            {OTHERS_TEXT.tryAgain}
          </Button>
        </Alert>
      ) : null}
      {mine.status === 'success' ? (
        mine.data.aggregate ? (
          <RatingsResult aggregate={mine.data.aggregate} />
        ) : (
          <p className="card others__waiting">
            {mine.data.raters === 0
              ? OTHERS_TEXT.noneYet(mine.data.needed)
              : OTHERS_TEXT.someYet(mine.data.raters, mine.data.needed)}
          </p>
        )
      ) : null}

      <form className="card others__ask" onSubmit={ask} noValidate>
        <h3>{OTHERS_TEXT.askTitle}</h3>
        <TextField
          label={OTHERS_TEXT.nameLabel}
          hint={OTHERS_TEXT.nameHint}
          value={name}
          maxLength={RATING_LIMITS.nameMaxChars}
          autoComplete="name"
          onChange={(event) => setName(event.target.value)}
        />
        {error ? <Alert>{error}</Alert> : null}
        <div className="self-read__actions">
          <Button type="submit" disabled={pending}>
            {OTHERS_TEXT.ask}
          </Button>
          {pending ? <Spinner size="small" label={OTHERS_TEXT.asking} /> : null}
        </div>
        {created ? (
          <div className="others__link">
            <p className="others__link-title">{OTHERS_TEXT.linkReady}</p>
            <label className="field__label" htmlFor={linkId}>
              {OTHERS_TEXT.linkLabel}
            </label>
            <div className="others__link-row">
              <input
                id={linkId}
                ref={linkRef}
                className="field__input"
                readOnly
                value={linkOf(created.token)}
                aria-describedby={`${linkId}-hint`}
              />
              <Button type="button" variant="secondary" onClick={copy}>
                {OTHERS_TEXT.copy}
              </Button>
            </div>
            <p id={`${linkId}-hint`} className="muted">
              {OTHERS_TEXT.linkHint(RATING_LIMITS.linkDays)}
            </p>
          </div>
        ) : null}
        <p role="status" className="others__status">
          {status}
        </p>
      </form>

      {mine.status === 'success' && mine.data.requests.length > 0 ? (
        <div className="others__links">
          <h3>{OTHERS_TEXT.linksTitle}</h3>
          <ul>
            {mine.data.requests.map((request) => (
              <li key={request.id} className="others__link-item">
                <span>
                  <Named
                    text={(who) => OTHERS_TEXT.linkMade(who, dayOf(request.createdAt))}
                    name={request.name}
                  />
                </span>
                <Badge tone={STATE_TONE[request.state]}>{OTHERS_TEXT.states[request.state]}</Badge>
                {request.state === 'open' ? (
                  <Button
                    variant="secondary"
                    aria-label={OTHERS_TEXT.closeLabel(dayOf(request.createdAt))}
                    onClick={() => void close(request.id)}
                  >
                    {OTHERS_TEXT.close}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
