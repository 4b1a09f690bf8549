import type { PracticeFeedback } from '@styleprint/contracts';
import { PRACTICE_RUBRIC } from '@styleprint/contracts';
import { PRACTICE_TEXT } from '../texts';

/** The rubric scores, each with the user's line it rests on, then what worked and what to change. */
export function FeedbackPanel({ feedback }: { feedback: PracticeFeedback }) {
  return (
    <section className="card practice__feedback" aria-labelledby="practice-feedback-title">
      <h2 id="practice-feedback-title" tabIndex={-1}>
        {PRACTICE_TEXT.feedbackTitle}
      </h2>
      <p className="practice__summary">{feedback.summary}</p>
      <p className="muted">{PRACTICE_TEXT.rubric}</p>
      <ul className="practice__scores">
        {feedback.scores.map((score) => (
          <li key={score.criterion} className="practice__score">
            <div className="practice__score-head">
              <strong>{score.label}</strong>
              <span className="practice__score-value">
                {score.score} of {score.max}
              </span>
            </div>
            <p className="muted">{PRACTICE_RUBRIC[score.criterion].question}</p>
            <p>{score.because}</p>
            {score.quote ? (
              <blockquote className="practice__quote">{score.quote}</blockquote>
            ) : null}
          </li>
        ))}
      </ul>
      {feedback.worked.length > 0 ? (
        <>
          <h3>{PRACTICE_TEXT.worked}</h3>
          <ul className="practice__notes">
            {feedback.worked.map((item) => (
              <li key={`${item.quote}-${item.why}`}>
                <blockquote className="practice__quote">{item.quote}</blockquote>
                <p>{item.why}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {feedback.change.length > 0 ? (
        <>
          <h3>{PRACTICE_TEXT.change}</h3>
          <ul className="practice__notes">
            {feedback.change.map((item) => (
              <li key={`${item.quote ?? ''}-${item.instead}`}>
                {item.quote ? (
                  <blockquote className="practice__quote">{item.quote}</blockquote>
                ) : null}
                <p>{item.instead}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
