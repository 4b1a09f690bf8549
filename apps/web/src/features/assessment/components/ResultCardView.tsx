import { FRAMEWORK_LABELS } from '@styleprint/contracts';
import type { ResultCard } from '@styleprint/scoring';
import { Badge, ListColumns, type BadgeTone } from '../../../components/ui';
import { QUIZ_TEXT } from '../texts';

const LEVEL_TONE: Record<string, BadgeTone> = { High: 'high', Medium: 'medium' };

/** Spec §2: the result card shown once a framework's questions are all answered. */
export function ResultCardView({ card }: { card: ResultCard }) {
  const text = QUIZ_TEXT.result;
  return (
    <section className="card result-card" aria-labelledby="result-heading">
      <Badge>{FRAMEWORK_LABELS[card.framework]}</Badge>
      <h2 id="result-heading">{text.heading(card.trait)}</h2>
      <p>{card.evaluation}</p>
      {card.behaviourLevels ? (
        <ul className="result-card__chips list-plain" aria-label={text.behaviours}>
          {card.behaviourLevels.map(({ behaviour, level }) => (
            <li key={behaviour}>
              <Badge tone={LEVEL_TONE[level] ?? 'low'}>{`${behaviour}: ${level}`}</Badge>
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
      <p className="result-card__note">{text.note}</p>
    </section>
  );
}
