import type { RatingAggregate } from '@styleprint/contracts';
import { ratingLean } from '@styleprint/scoring';
import { Badge } from '#web/components/ui';
import { OTHERS_TEXT } from '../texts';

const TONE = { matches: 'high', differs: 'medium', unknown: 'neutral' } as const;

/** Where an average sits on a -2…2 line: inset by the marker's half-width, so the ends show whole. */
const leftOf = (average: number): string => `calc(0.5rem + (100% - 1rem) * ${(average + 2) / 4})`;

/** The combined view: framework by framework beside the self-view, then each question's line. */
export function RatingsResult({ aggregate }: { aggregate: RatingAggregate }) {
  return (
    <div className="others__result">
      <h3>{OTHERS_TEXT.resultTitle(aggregate.raters)}</h3>
      <p className="muted">{OTHERS_TEXT.resultNote}</p>
      <ul className="self-read__frameworks">
        {aggregate.frameworks.map((entry) => (
          <li key={entry.framework} className="card self-read__framework">
            <div className="self-read__framework-head">
              <h4>{entry.label}</h4>
              <Badge tone={TONE[entry.agreement]}>{OTHERS_TEXT.agreement[entry.agreement]}</Badge>
            </div>
            <dl className="self-read__pair">
              <div>
                <dt>{OTHERS_TEXT.selfLabel}</dt>
                <dd>{entry.self ?? OTHERS_TEXT.noSelf}</dd>
              </div>
              <div>
                <dt>{OTHERS_TEXT.seenLabel}</dt>
                <dd>{entry.seen ?? OTHERS_TEXT.notSeen}</dd>
              </div>
            </dl>
            <p>{entry.summary}</p>
          </li>
        ))}
      </ul>
      <h4 className="others__axes-title">{OTHERS_TEXT.axesTitle}</h4>
      <ul className="others__axes">
        {aggregate.axes.map((axis) => {
          const lean = ratingLean(axis.average);
          const leaning =
            lean === 'between'
              ? OTHERS_TEXT.between
              : OTHERS_TEXT.leansTo(lean === 'first' ? axis.first : axis.second);
          return (
            <li key={axis.axis} className="others__axis">
              <div className="others__axis-ends" aria-hidden="true">
                <span>{axis.first}</span>
                <span>{axis.second}</span>
              </div>
              {/* The line is a picture of the sentence below it, which says the same in words. */}
              <div className="others__line" aria-hidden="true">
                <span className="others__marker" style={{ left: leftOf(axis.average) }} />
              </div>
              <p className="others__axis-text">
                <span className="visually-hidden">{`${axis.first} or ${axis.second}: `}</span>
                {leaning}.{axis.split ? ` ${OTHERS_TEXT.split}` : ''}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
