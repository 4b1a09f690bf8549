import { FRAMEWORKS, type FrameworkId } from '@styleprint/contracts';
import { FRAMEWORK_STYLE_LABELS, questionsOf, type ResultExplanation } from '@styleprint/scoring';
import { CertaintyNote } from '#web/components/certainty';
import { Link } from 'react-router';
import { ButtonLink } from '#web/components/ui';
import { paths } from '#web/config/paths';
import { PROFILE_TEXT } from '../texts';

/** Quiz order, as the answers were given. */
const ORDER: readonly FrameworkId[] = FRAMEWORKS;

const retakePath = (framework: FrameworkId) => `${paths.quiz}?only=${framework}`;

/**
 * "How your results were worked out": for each framework, what the result rests on, the answers
 * behind it, and a retake of that framework alone (docs/decisions/0014-ties-uncertainty-and-measured-facts.md). Without stored answers it says so.
 */
export function ResultExplanations({
  explanations,
}: {
  explanations: Record<FrameworkId, ResultExplanation | null> | null;
}) {
  const text = PROFILE_TEXT.explanations;
  return (
    <section className="card explanations" aria-labelledby="explanations-heading">
      <h2 id="explanations-heading">{text.heading}</h2>
      {explanations === null ? (
        <p>{text.noAnswers}</p>
      ) : (
        <>
          <p className="muted">
            {text.lead} <Link to={paths.aboutResults}>{text.aboutLink}</Link>
          </p>
          <div className="explanations__grid">
            {ORDER.map((framework) => {
              const explanation = explanations[framework];
              if (!explanation) return null;
              const name = FRAMEWORK_STYLE_LABELS[framework];
              return (
                <article
                  key={framework}
                  className="explanation"
                  aria-labelledby={`explanation-${framework}`}
                >
                  <h3 id={`explanation-${framework}`}>{name}</h3>
                  {explanation.tie ? <p className="explanation__tie">{explanation.tie}</p> : null}
                  {explanation.certainty ? (
                    <CertaintyNote certainty={explanation.certainty} />
                  ) : null}
                  <p>{explanation.basis}</p>
                  {explanation.tieBreak ? <p className="muted">{explanation.tieBreak}</p> : null}
                  <h4>{text.answersHeading}</h4>
                  <ul>
                    {explanation.answers.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                  <ButtonLink to={retakePath(framework)} variant="secondary">
                    {text.retakeOnly(name, questionsOf(framework).length)}
                  </ButtonLink>
                </article>
              );
            })}
          </div>
        </>
      )}
    </section>
  );
}
