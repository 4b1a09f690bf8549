import type { ResultCard } from '@styleprint/scoring';
import { FRAMEWORK_STYLE_LABELS, NOT_MEASURED } from '@styleprint/scoring';
import { CertaintyNote } from '#web/components/certainty';
import { Badge, ListColumns, type BadgeTone } from '#web/components/ui';
import { QUIZ_TEXT } from '../texts';

const LEVEL_TONE: Record<string, BadgeTone> = { High: 'high', Medium: 'medium', Low: 'low' };

/** docs/product.md#s2: the result card shown once a framework's questions are all answered. */
export function ResultCardView({ card }: { card: ResultCard }) {
  const text = QUIZ_TEXT.result;
  const { explanation } = card;
  return (
    <section className="card result-card" aria-labelledby="result-heading">
      <Badge>{FRAMEWORK_STYLE_LABELS[card.framework]}</Badge>
      <h2 id="result-heading">{text.heading(card.trait)}</h2>
      {explanation.tie ? <p className="result-card__tie">{explanation.tie}</p> : null}
      <p>{card.evaluation}</p>
      {card.behaviourLevels ? (
        <ul className="result-card__chips list-plain" aria-label={text.behaviours}>
          {card.behaviourLevels.map(({ behaviour, level }) => (
            <li key={behaviour}>
              <Badge tone={level === NOT_MEASURED ? 'neutral' : (LEVEL_TONE[level] ?? 'low')}>
                {`${behaviour}: ${level}`}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <blockquote className="superpower">
        <span className="superpower__label">{text.superpower}</span>
        <p>“{card.superpower}”</p>
      </blockquote>
      <ListColumns
        lists={[
          { heading: text.strengths, items: card.strengths },
          { heading: text.growth, items: card.growth },
        ]}
      />
      <div className="result-card__basis">
        <h3>{text.basisHeading}</h3>
        {explanation.certainty ? <CertaintyNote certainty={explanation.certainty} /> : null}
        <p>{explanation.basis}</p>
        {explanation.tieBreak ? <p className="muted">{explanation.tieBreak}</p> : null}
        <h3>{text.answersHeading}</h3>
        <ul className="result-card__answers">
          {explanation.answers.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <p className="result-card__note">{text.note}</p>
    </section>
  );
}
