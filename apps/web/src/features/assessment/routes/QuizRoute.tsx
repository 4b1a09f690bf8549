import { FRAMEWORK_LABELS } from '@styleprint/contracts';
import { buildPayload, chosenValue, questionsOf, QUESTIONS, resultCard } from '@styleprint/scoring';
import { useNavigate } from 'react-router';
import { Alert, Button, ProgressBar } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/use-api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { submitAssessment } from '../api/submit-assessment';
import { QuestionCard } from '../components/QuestionCard';
import { ResultCardView } from '../components/ResultCardView';
import { isAnswered, useAssessment } from '../hooks/use-assessment';
import { QUIZ_TEXT } from '../texts';
import '../assessment.css';

/** /quiz (spec §2, §4): one question at a time, result cards per framework, then submit. */
export function QuizRoute() {
  usePageTitle('Assessment');
  const client = useApiClient();
  const navigate = useNavigate();
  const [state, dispatch] = useAssessment();

  const total = QUESTIONS.length;
  const question = QUESTIONS[state.index];
  if (!question) throw new Error(`No question at index ${state.index}`);
  const isLast = state.index === total - 1;
  const answered = isAnswered(state);
  const frameworkQuestions = questionsOf(question.framework);
  const closesFramework = frameworkQuestions[frameworkQuestions.length - 1]?.id === question.id;
  const card = closesFramework ? resultCard(question.framework, state.answers) : null;

  const submit = async () => {
    dispatch({ type: 'submitStarted' });
    try {
      await submitAssessment(client, buildPayload(state.answers));
      navigate(paths.profile);
    } catch (error) {
      // Spec §4 logs the failure; we also tell the person and keep every answer (decision 0033).
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

  const goPrevious = () => {
    dispatch({ type: 'previous' });
  };

  return (
    <div className="page quiz">
      <header className="quiz__header">
        <h1>{QUIZ_TEXT.title}</h1>
        <p className="page__lead">{QUIZ_TEXT.lead}</p>
        <div className="quiz__progress">
          <span className="quiz__count">{QUIZ_TEXT.progress(state.index + 1, total)}</span>
          <ProgressBar
            label={QUIZ_TEXT.progressLabel}
            value={state.index + 1}
            max={total}
            valueText={QUIZ_TEXT.progress(state.index + 1, total)}
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
            onClick={goPrevious}
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
          {card ? QUIZ_TEXT.result.ready(FRAMEWORK_LABELS[card.framework]) : ''}
        </p>
      </div>

      {card ? <ResultCardView card={card} /> : null}
    </div>
  );
}
