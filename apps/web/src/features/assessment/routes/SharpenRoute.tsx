import { FRAMEWORKS, type Answer, type FrameworkId, type Question } from '@styleprint/contracts';
import {
  answerQuestion,
  answersFromList,
  buildPayload,
  explainResult,
  followUpCount,
  FRAMEWORK_STYLE_LABELS,
  nextFollowUp,
  resultCard,
  SHARPEN_LIMITS,
  withoutFollowUps,
  type Answers,
} from '@styleprint/scoring';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Alert,
  Button,
  ButtonLink,
  PageSpinner,
  ProgressBar,
  StatusScreen,
} from '#web/components/ui';
import { paths } from '#web/config/paths';
import { isApiError } from '#web/lib/api-client';
import { useMyProfile } from '#web/lib/my-profile';
import { useApiClient } from '#web/lib/use-api-client';
import { usePageTitle } from '#web/lib/use-page-title';
import { submitAssessment } from '../api/submit-assessment';
import { QuestionCard } from '../components/QuestionCard';
import { SHARPEN_TEXT } from '../texts';
import '../assessment.css';

/** /quiz/sharpen (decision 0019): follow-up questions on top of the latest result's answers. */
export function SharpenRoute() {
  usePageTitle(SHARPEN_TEXT.title);
  const query = useMyProfile();
  if (query.status === 'loading') return <PageSpinner label={SHARPEN_TEXT.loading} />;
  const stored = query.status === 'success' ? query.data.answers : null;
  if (stored === null || stored.length === 0) {
    const text = SHARPEN_TEXT.noAnswers;
    return (
      <div className="page">
        <StatusScreen
          title={text.title}
          message={text.message}
          actions={<ButtonLink to={paths.quiz}>{text.action}</ButtonLink>}
        />
      </div>
    );
  }
  return <Sharpen stored={answersFromList(stored)} />;
}

/** Saves answers as the new latest result, then opens the profile; the error in words if it fails. */
function useSave() {
  const client = useApiClient();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (answers: Answers) => {
    setSaving(true);
    setError(null);
    try {
      await submitAssessment(client, buildPayload(answers));
      navigate(paths.profile);
    } catch (failure) {
      console.error('Saving the sharpened result failed', failure);
      const reason = isApiError(failure) ? failure.message : null;
      setError(reason ? `${SHARPEN_TEXT.saveFailed} (${reason})` : SHARPEN_TEXT.saveFailed);
      setSaving(false);
    }
  };
  return { save, saving, error };
}

/**
 * The follow-up itself. A latest result that is already sharpened is offered again or discarded
 * first; otherwise the questions start from its 13 answers.
 */
function Sharpen({ stored }: { stored: Answers }) {
  const core = withoutFollowUps(stored);
  const alreadySharpened = followUpCount(stored);
  const [restart, setRestart] = useState(alreadySharpened === 0);
  const { save, saving, error } = useSave();

  if (!restart) {
    const text = SHARPEN_TEXT.sharpened;
    return (
      <div className="page quiz">
        <header className="quiz__header">
          <h1>{SHARPEN_TEXT.title}</h1>
        </header>
        <section className="card" aria-labelledby="sharpened-heading">
          <h2 id="sharpened-heading">{text.heading}</h2>
          <p>{text.lead(alreadySharpened)}</p>
          {error ? <Alert>{error}</Alert> : null}
          <div className="quiz__nav">
            <Button variant="secondary" onClick={() => void save(core)} busy={saving}>
              {text.discard}
            </Button>
            <Button onClick={() => setRestart(true)} disabled={saving}>
              {text.again}
            </Button>
          </div>
          <p className="visually-hidden" role="status">
            {saving ? text.discarding : ''}
          </p>
        </section>
      </div>
    );
  }
  return <FollowUp core={core} save={save} saving={saving} error={error} />;
}

interface FollowUpProps {
  core: Answers;
  save: (answers: Answers) => Promise<void>;
  saving: boolean;
  error: string | null;
}

/** One follow-up question at a time; the next depends on the answers so far. */
function FollowUp({ core, save, saving, error }: FollowUpProps) {
  const [given, setGiven] = useState<{ question: Question; value: string }[]>([]);
  const [pending, setPending] = useState<string | undefined>(undefined);
  const [moved, setMoved] = useState(false);
  const answers = given.reduce<Answers>(
    (all, { question, value }) =>
      answerQuestion(all, { questionId: question.id, framework: question.framework, value }),
    core,
  );
  const question = nextFollowUp(answers);

  if (question === null && given.length === 0) {
    const text = SHARPEN_TEXT.nothing;
    return (
      <div className="page">
        <StatusScreen
          title={text.title}
          message={text.message}
          actions={<ButtonLink to={paths.profile}>{text.action}</ButtonLink>}
        />
      </div>
    );
  }

  const goNext = () => {
    if (question === null || pending === undefined) return;
    setGiven([...given, { question, value: pending }]);
    setPending(undefined);
    setMoved(true);
  };
  const goBack = () => {
    const last = given.at(-1);
    if (!last) return;
    setGiven(given.slice(0, -1));
    setPending(last.value);
    setMoved(true);
  };

  const number = given.length + 1;
  const progress = SHARPEN_TEXT.progress(
    Math.min(number, SHARPEN_LIMITS.total),
    SHARPEN_LIMITS.total,
  );
  return (
    <div className="page quiz">
      <header className="quiz__header">
        <h1>{SHARPEN_TEXT.title}</h1>
        <p className="page__lead">{SHARPEN_TEXT.lead}</p>
        {question ? (
          <div className="quiz__progress">
            <span className="quiz__count">{progress}</span>
            <ProgressBar
              label={SHARPEN_TEXT.progressLabel}
              value={number}
              max={SHARPEN_LIMITS.total}
              valueText={progress}
            />
          </div>
        ) : null}
      </header>
      {question ? (
        <div className="card quiz__card">
          <QuestionCard
            key={`${question.id}-${given.length}`}
            question={question}
            number={number}
            selected={pending}
            disabled={false}
            focusOnShow={moved}
            onAnswer={(answer: Answer) => setPending(answer.value)}
            onContinue={goNext}
          />
          <div className="quiz__nav">
            <Button variant="ghost" onClick={goBack} disabled={given.length === 0}>
              {SHARPEN_TEXT.previous}
            </Button>
            <Button onClick={goNext} disabled={pending === undefined}>
              {SHARPEN_TEXT.next}
            </Button>
          </div>
        </div>
      ) : (
        <SharpenedSummary
          before={core}
          after={answers}
          onBack={goBack}
          onSave={() => void save(answers)}
          saving={saving}
          error={error}
        />
      )}
    </div>
  );
}

/** A result as the card names it, with how sure it is: "S (Steadiness) · Clear". */
function resultInWords(framework: FrameworkId, answers: Answers): string {
  const explanation = explainResult(framework, answers);
  // An even split already says how sure it is.
  if (explanation?.tie) return explanation.tie;
  const name = resultCard(framework, answers)?.trait ?? '';
  return explanation?.certainty ? `${name} · ${explanation.certainty.label}` : name;
}

interface SummaryProps {
  before: Answers;
  after: Answers;
  onBack: () => void;
  onSave: () => void;
  saving: boolean;
  error: string | null;
}

/** What the follow-up answers change, framework by framework, and the choice to save them. */
function SharpenedSummary({ before, after, onBack, onSave, saving, error }: SummaryProps) {
  const text = SHARPEN_TEXT.done;
  const heading = useRef<HTMLHeadingElement>(null);
  // The question the person was answering is gone: focus the summary that replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card stack" aria-labelledby="sharpened-summary-heading">
      <h2 id="sharpened-summary-heading" tabIndex={-1} ref={heading}>
        {text.heading}
      </h2>
      <p>{text.lead}</p>
      <dl className="sharpen-summary">
        {FRAMEWORKS.map((framework) => {
          const from = resultInWords(framework, before);
          const to = resultInWords(framework, after);
          return (
            <div key={framework}>
              <dt>{FRAMEWORK_STYLE_LABELS[framework]}</dt>
              <dd>{from === to ? `${text.unchanged} ${to}` : `${from} → ${to}`}</dd>
            </div>
          );
        })}
      </dl>
      {error ? <Alert>{error}</Alert> : null}
      <div className="quiz__nav">
        <Button variant="ghost" onClick={onBack} disabled={saving}>
          {SHARPEN_TEXT.previous}
        </Button>
        <Button onClick={onSave} busy={saving}>
          {text.save}
        </Button>
      </div>
      <p className="visually-hidden" role="status">
        {saving ? text.saving : ''}
      </p>
    </section>
  );
}
