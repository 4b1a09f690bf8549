import { FRAMEWORKS, type FrameworkId, type Question } from '@styleprint/contracts';
import {
  answersFromList,
  buildPayload,
  canRetakeOnly,
  chosenValue,
  FRAMEWORK_STYLE_LABELS,
  mergeRetake,
  questionsOf,
  QUESTIONS,
  resultCard,
  type Answers,
} from '@styleprint/scoring';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { IndependenceNotice } from '#web/components/independence-notice';
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
import { useAuth } from '#web/lib/auth';
import { returnPathOf } from '#web/lib/return-to';
import { useMyProfile } from '#web/lib/my-profile';
import { useApiClient } from '#web/lib/use-api-client';
import { usePageTitle } from '#web/lib/use-page-title';
import { submitAssessment } from '../api/submit-assessment';
import { QuestionCard } from '../components/QuestionCard';
import { RestoredAnswersNotice } from '../components/QuizNotices';
import { ResultCardView } from '../components/ResultCardView';
import { isAnswered, useAssessment } from '../hooks/use-assessment';
import { clearSavedAnswers, savedAnswersKey } from '../lib/saved-answers';
import { QUIZ_TEXT } from '../texts';
import '../assessment.css';

/** The framework named by `?only=`, for a single-framework retake (decision 0017). */
const retakeFramework = (value: string | null): FrameworkId | null =>
  FRAMEWORKS.find((framework) => framework === value) ?? null;

/** /quiz (docs/product.md#s2, #s4): one question at a time, result cards per framework, then submit. */
export function QuizRoute() {
  usePageTitle('Assessment');
  const [params] = useSearchParams();
  const only = retakeFramework(params.get('only'));
  return only ? <RetakeQuiz framework={only} /> : <Quiz questions={QUESTIONS} retake={null} />;
}

/** "Retake only DiSC (3 questions)": needs the latest result's answers to merge into. */
function RetakeQuiz({ framework }: { framework: FrameworkId }) {
  const query = useMyProfile();
  if (query.status === 'loading') return <PageSpinner label={QUIZ_TEXT.retakeLoading} />;
  const previous =
    query.status === 'success' && query.data.answers ? answersFromList(query.data.answers) : null;
  if (previous === null || !canRetakeOnly(previous, framework)) {
    const text = QUIZ_TEXT.retakeUnavailable;
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
  return <Quiz questions={questionsOf(framework)} retake={{ framework, previous }} />;
}

interface QuizProps {
  questions: readonly Question[];
  /** A single-framework retake and the answers it merges into, or null for the whole quiz. */
  retake: { framework: FrameworkId; previous: Answers } | null;
}

function Quiz({ questions, retake }: QuizProps) {
  const client = useApiClient();
  const navigate = useNavigate();
  // Sent here from an invite link (`?next=/invite/…`, decision 0104): back there afterwards.
  const { search } = useLocation();
  const { user } = useAuth();
  const storageKey = savedAnswersKey(user?.uid ?? 'signed-out', retake?.framework ?? 'all');
  const [state, dispatch] = useAssessment(questions, storageKey);

  const total = questions.length;
  const question = questions[state.index];
  if (!question) throw new Error(`No question at index ${state.index}`);
  const isLast = state.index === total - 1;
  const answered = isAnswered(questions, state);
  // What gets scored: the answers given here, merged into the latest result for a retake.
  const scored = retake
    ? (mergeRetake(retake.previous, retake.framework, state.answers) ?? state.answers)
    : state.answers;
  const frameworkQuestions = questionsOf(question.framework);
  const closesFramework = frameworkQuestions[frameworkQuestions.length - 1]?.id === question.id;
  const card = closesFramework ? resultCard(question.framework, scored) : null;

  const submit = async () => {
    dispatch({ type: 'submitStarted' });
    try {
      await submitAssessment(client, buildPayload(scored));
      clearSavedAnswers(storageKey);
      navigate(returnPathOf(search) ?? paths.profile);
    } catch (error) {
      // docs/product.md#s4 logs the failure; we also tell the person and keep every answer (decision 0033).
      console.error('Assessment submission failed', error);
      const reason = isApiError(error) ? error.message : null;
      dispatch({
        type: 'submitFailed',
        message: reason ? `${QUIZ_TEXT.submitFailed} (${reason})` : QUIZ_TEXT.submitFailed,
      });
    }
  };

  const goNext = () => {
    if (!answered || state.submitting) return;
    if (isLast) {
      void submit();
      return;
    }
    dispatch({ type: 'next' });
  };

  const progress = QUIZ_TEXT.progress(state.index + 1, total);
  return (
    <div className="page quiz">
      <header className="quiz__header">
        <h1>{QUIZ_TEXT.title}</h1>
        <p className="page__lead">
          {retake ? QUIZ_TEXT.retakeLead(retake.framework, total) : QUIZ_TEXT.lead}
        </p>
        {state.restored && Object.keys(state.answers).length > 0 ? (
          <RestoredAnswersNotice onDiscard={() => dispatch({ type: 'discard' })} />
        ) : null}
        <div className="quiz__progress">
          <span className="quiz__count">{progress}</span>
          <ProgressBar
            label={QUIZ_TEXT.progressLabel}
            value={state.index + 1}
            max={total}
            valueText={progress}
          />
        </div>
      </header>

      <div className="card quiz__card">
        <QuestionCard
          key={question.id}
          question={question}
          number={state.index + 1}
          selected={chosenValue(state.answers, question)}
          disabled={state.submitting}
          focusOnShow={state.moved}
          onAnswer={(answer) => dispatch({ type: 'answer', answer })}
          onContinue={goNext}
        />
        <p className="quiz__hint">{QUIZ_TEXT.keyboardHint}</p>
        {state.submitError ? <Alert>{state.submitError}</Alert> : null}
        <div className="quiz__nav">
          <Button
            variant="ghost"
            onClick={() => dispatch({ type: 'previous' })}
            disabled={state.index === 0 || state.submitting}
          >
            {QUIZ_TEXT.previous}
          </Button>
          <Button onClick={goNext} disabled={!answered || state.submitting} busy={state.submitting}>
            {isLast ? QUIZ_TEXT.complete : QUIZ_TEXT.next}
          </Button>
        </div>
        <p className="visually-hidden" role="status">
          {state.submitting ? QUIZ_TEXT.submitting : ''}
          {card ? QUIZ_TEXT.result.ready(FRAMEWORK_STYLE_LABELS[card.framework]) : ''}
        </p>
      </div>

      {card ? <ResultCardView card={card} /> : null}
      <IndependenceNotice />
    </div>
  );
}
