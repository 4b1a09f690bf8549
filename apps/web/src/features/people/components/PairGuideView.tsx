import { useId } from 'react';
import { Badge } from '#web/components/ui';
import type { GuideSectionView } from '../lib/person-view';
import { PEOPLE_TEXT } from '../texts';

interface PairGuideViewProps {
  sections: readonly GuideSectionView[];
}

const T = PEOPLE_TEXT.guide;

/** The pair guide's sections, each line tagged with the framework that drove it. */
export function PairGuideView({ sections }: PairGuideViewProps) {
  const baseId = useId();
  const filled = sections.filter((section) => section.lines.length > 0);
  if (filled.length === 0) return <p>{T.empty}</p>;
  return (
    <div className="pair-guide__sections">
      {filled.map((section) => (
        <section
          key={section.id}
          className="pair-guide__section"
          aria-labelledby={`${baseId}-${section.id}`}
        >
          <h3 id={`${baseId}-${section.id}`}>{T.sections[section.id] ?? section.title}</h3>
          <ul className="pair-guide__lines">
            {section.lines.map((line, index) => (
              <li key={index} className="pair-guide__line">
                {line.text}{' '}
                <Badge tone="brand">
                  <span className="visually-hidden">{T.drivenBy} </span>
                  {line.framework}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
