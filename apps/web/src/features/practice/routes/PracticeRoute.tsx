import type { PracticeStyles } from '@styleprint/contracts';
import { linkedPersonIds, PRACTICE_LIMITS } from '@styleprint/contracts';
import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Named, Select, Spinner, TextField } from '#web/components/ui';
import { practiceSessionPath } from '#web/config/paths';
import { useApiResource } from '#web/hooks/use-api-resource';
import { failureText } from '#web/lib/failure-text';
import { useApiClient } from '#web/lib/use-api-client';
import { usePageTitle } from '#web/lib/use-page-title';
import { usePeopleResource, useSharingWithMe } from '#web/hooks/use-saved-people';
import { fetchFeedback, fetchSessions, keepSession, sendTurn } from '../api/practice-api';
import { FeedbackPanel } from '../components/FeedbackPanel';
import { KeptSessions } from '../components/KeptSessions';
import { StyleFields } from '../components/StyleFields';
import { Transcript } from '../components/Transcript';
import { NEW_SESSION, practiceSession } from '../lib/practice-session';
import { PRACTICE_TEXT } from '../texts';
import type { PracticeNotice } from './KeptSessionRoute';
import '../practice.css';

type Source = 'person' | 'hand';

const NO_STYLES: PracticeStyles = { disc: null, mbti: null, thinking: null, strength: null };

// One select holds saved people (by their id) and people who share (by this prefix and the id).
const SHARED = 'shared:';

/** /practice: rehearse a conversation with a persona, then feedback; keep or discard the session. */
export function PracticeRoute() {
  usePageTitle(PRACTICE_TEXT.title);
  const client = useApiClient();
  const [params] = useSearchParams();
  const preselected = params.get('person');
  const [sourceChoice, setSource] = useState<Source>(preselected ? 'person' : 'hand');
  const [personChoice, setPersonId] = useState<string>(preselected ?? '');
  const [styles, setStyles] = useState<PracticeStyles>(NO_STYLES);
  const [name, setName] = useState('');
  const [goal, setGoal] = useState('');
  const [session, dispatch] = useReducer(practiceSession, NEW_SESSION);
  const { phase, turns, draft, pending, manner, error, feedback, outcome, keptId, keeping } =
    session;
  const sessions = useApiResource(fetchSessions);
  const location = useLocation();
  const navigate = useNavigate();
  const arrivedWith = location.state as PracticeNotice | null;
  const [notice, setNotice] = useState<string | null>(
    arrivedWith?.deleted ? PRACTICE_TEXT.sessions.deleted(arrivedWith.deleted) : null,
  );
  useEffect(() => {
    // Said once: the history entry forgets it, so a reload does not announce the delete again.
    if (location.state !== null) {
      void navigate({ search: location.search }, { replace: true, state: null });
    }
  }, [location.state, location.search, navigate]);
  const messageId = useId();
  const feedbackRef = useRef<HTMLDivElement>(null);

  const loadedPeople = usePeopleResource();
  // People who share their own results with me (decision 0104): offered beside the saved ones.
  const sharing = useSharingWithMe();
  // No People routes or a failure: practise with styles chosen by hand.
  const saved =
    loadedPeople.status === 'success'
      ? loadedPeople.data.items
      : loadedPeople.status === 'error'
        ? []
        : null;
  // A saved person linked to someone who shares is offered once, as that person (decision 0104).
  const standIns = linkedPersonIds(sharing);
  const people =
    saved === null
      ? null
      : [
          ...saved
            .filter((p) => !standIns.has(p.id))
            .map((p) => ({ value: p.id, label: p.name, name: p.name, shared: false })),
          ...sharing.map((p) => ({
            value: `${SHARED}${p.id}`,
            label: PRACTICE_TEXT.sharedOption(p.name),
            name: p.name,
            shared: true,
          })),
        ];
  // Nobody saved or sharing (or no list): practise with styles chosen by hand. Without a person
  // named in the address, the first one is offered.
  const source: Source = people !== null && people.length === 0 ? 'hand' : sourceChoice;
  // Arriving from a private entry that stands for someone who shares: that person, by their share.
  const standingIn = sharing.find((p) => p.linkedPersonId === personChoice);
  const personId =
    standingIn !== undefined
      ? `${SHARED}${standingIn.id}`
      : personChoice !== ''
        ? personChoice
        : (people?.[0]?.value ?? '');

  const person = people?.find((p) => p.value === personId) ?? null;
  const personaName =
    source === 'person' ? (person?.name ?? 'They') : name.trim() || 'Your colleague';
  // Said on the screen whenever the persona is played from someone's own results, or my guess.
  const sourceNote =
    source === 'person' && person !== null
      ? (person.shared ? PRACTICE_TEXT.fromOwnResults : PRACTICE_TEXT.fromGuess)(person.name)
      : null;
  const who =
    source === 'person' && personId !== ''
      ? personId.startsWith(SHARED)
        ? { sharedPersonId: personId.slice(SHARED.length) }
        : { personId }
      : { styles, ...(name.trim() ? { name: name.trim() } : {}) };

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (goal.trim().length < PRACTICE_LIMITS.goalMinChars) {
      dispatch({ type: 'refused', error: PRACTICE_TEXT.needGoal });
      return;
    }
    if (source === 'person' && personId === '') {
      dispatch({ type: 'refused', error: PRACTICE_TEXT.needPerson });
      return;
    }
    dispatch({ type: 'started' });
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (text === '' || pending) return;
    dispatch({ type: 'sent', text });
    try {
      const answer = await sendTurn(client, {
        ...who,
        goal: goal.trim(),
        turns: [...turns, { role: 'user', text }],
      });
      dispatch({ type: 'replied', reply: answer.reply, manner: answer.persona.manner });
    } catch (failure) {
      dispatch({
        type: 'replyFailed',
        text,
        error: failureText(failure, PRACTICE_TEXT.errorGeneric),
      });
    }
  };

  const end = async () => {
    dispatch({ type: 'feedbackAsked' });
    try {
      const arrived = await fetchFeedback(client, { ...who, goal: goal.trim(), turns });
      dispatch({ type: 'feedbackArrived', feedback: arrived });
    } catch (failure) {
      dispatch({ type: 'failed', error: failureText(failure, PRACTICE_TEXT.errorGeneric) });
    }
  };

  useEffect(() => {
    if (phase === 'feedback') feedbackRef.current?.querySelector('h2')?.focus();
  }, [phase]);

  const keep = async () => {
    dispatch({ type: 'keepAsked' });
    try {
      // The server scores what it keeps (docs/decisions/0117-kept-practice-feedback-on-the-server.md).
      const kept = await keepSession(client, { ...who, goal: goal.trim(), turns });
      dispatch({ type: 'kept', id: kept.id, feedback: kept.feedback });
      sessions.refetch();
    } catch (failure) {
      dispatch({ type: 'failed', error: failureText(failure, PRACTICE_TEXT.errorGeneric) });
    }
  };

  const reset = () => {
    setNotice(null);
    dispatch({ type: 'again' });
  };

  const userLines = turns.filter((t) => t.role === 'user').length;

  return (
    <div className="page practice">
      <h1>{PRACTICE_TEXT.title}</h1>
      <p className="muted">{PRACTICE_TEXT.intro}</p>
      {error ? <Alert>{error}</Alert> : null}
      {notice && phase === 'setup' ? <Alert tone="success">{notice}</Alert> : null}

      {phase === 'setup' ? (
        <form className="card practice__setup" onSubmit={start} noValidate>
          <fieldset className="practice__source">
            <legend>{PRACTICE_TEXT.who}</legend>
            <label className="practice__radio">
              <input
                type="radio"
                name="source"
                value="person"
                checked={source === 'person'}
                disabled={people !== null && people.length === 0}
                onChange={() => setSource('person')}
              />
              {PRACTICE_TEXT.savedPerson}
            </label>
            <label className="practice__radio">
              <input
                type="radio"
                name="source"
                value="hand"
                checked={source === 'hand'}
                onChange={() => setSource('hand')}
              />
              {PRACTICE_TEXT.byHand}
            </label>
          </fieldset>
          {people === null ? <Spinner size="small" label="Loading your people" /> : null}
          {people !== null && people.length === 0 ? (
            <p className="muted">{PRACTICE_TEXT.noPeople}</p>
          ) : null}
          {source === 'person' && people !== null && people.length > 0 ? (
            <Select
              label={PRACTICE_TEXT.choosePerson}
              value={personId}
              options={people.map(({ value, label }) => ({ value, label }))}
              onChange={(id) => setPersonId(id ?? personId)}
              hint={sourceNote}
            />
          ) : null}
          {source === 'hand' ? (
            <>
              <TextField
                label={PRACTICE_TEXT.name}
                value={name}
                maxLength={PRACTICE_LIMITS.nameMaxChars}
                onChange={(event) => setName(event.target.value)}
              />
              <StyleFields styles={styles} onChange={setStyles} />
            </>
          ) : null}
          <TextField
            label={PRACTICE_TEXT.goal}
            hint={PRACTICE_TEXT.goalHint}
            value={goal}
            maxLength={PRACTICE_LIMITS.goalMaxChars}
            required
            onChange={(event) => setGoal(event.target.value)}
          />
          <Button type="submit">{PRACTICE_TEXT.start}</Button>
        </form>
      ) : null}
      {phase === 'setup' ? (
        <KeptSessions
          sessions={sessions}
          onDeleted={(deletedGoal) => setNotice(PRACTICE_TEXT.sessions.deleted(deletedGoal))}
        />
      ) : null}

      {phase !== 'setup' ? (
        <section className="card practice__chat" aria-label={`Conversation with ${personaName}`}>
          <p className="practice__goal">
            <strong>Goal:</strong> {goal.trim()}
          </p>
          {sourceNote ? <p className="muted">{sourceNote}</p> : null}
          {manner ? <p className="muted practice__manner">{manner}</p> : null}
          <Transcript turns={turns} personaName={personaName} live />
          {pending === 'reply' ? (
            <div className="practice__waiting">
              <Spinner size="small" label={PRACTICE_TEXT.replying(personaName)} />
              <span aria-hidden="true">
                <Named text={PRACTICE_TEXT.replying} name={personaName} />
              </span>
            </div>
          ) : null}
          {phase === 'chat' ? (
            <form className="practice__composer" onSubmit={send}>
              <label className="field__label" htmlFor={messageId}>
                {PRACTICE_TEXT.yourLine}
              </label>
              <textarea
                id={messageId}
                className="field__input practice__textarea"
                rows={3}
                value={draft}
                maxLength={PRACTICE_LIMITS.turnMaxChars}
                onChange={(event) => dispatch({ type: 'drafted', draft: event.target.value })}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && !event.shiftKey) {
                    event.preventDefault();
                    event.currentTarget.form?.requestSubmit();
                  }
                }}
              />
              <div className="practice__actions">
                <Button type="submit" disabled={pending !== null || draft.trim() === ''}>
                  {PRACTICE_TEXT.send}
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={
                    pending !== null ||
                    userLines === 0 ||
                    turns.length >= PRACTICE_LIMITS.maxTurns + 1
                  }
                  onClick={() => void end()}
                >
                  {PRACTICE_TEXT.end}
                </Button>
              </div>
              {pending === 'feedback' ? (
                <Spinner size="small" label={PRACTICE_TEXT.scoring} />
              ) : null}
            </form>
          ) : null}
        </section>
      ) : null}

      {phase === 'feedback' && feedback ? (
        <div ref={feedbackRef}>
          <FeedbackPanel feedback={feedback} />
          <div className="practice__actions practice__outcome">
            {outcome === null ? (
              <>
                <Button type="button" busy={keeping} disabled={keeping} onClick={() => void keep()}>
                  {PRACTICE_TEXT.keep}
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={keeping}
                  onClick={() => dispatch({ type: 'discarded' })}
                >
                  {PRACTICE_TEXT.discard}
                </Button>
              </>
            ) : (
              <>
                <Alert tone="success">
                  {outcome === 'kept' ? PRACTICE_TEXT.kept : PRACTICE_TEXT.discarded}
                </Alert>
                {keptId ? (
                  <Link to={practiceSessionPath(keptId)}>{PRACTICE_TEXT.readKept}</Link>
                ) : null}
                <Button type="button" variant="secondary" onClick={reset}>
                  {PRACTICE_TEXT.again}
                </Button>
              </>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
