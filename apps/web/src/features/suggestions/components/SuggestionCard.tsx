import { FRAMEWORK_STYLE_LABELS, type Suggestion } from '@styleprint/scoring';
import { useId, useState } from 'react';
import { Badge, ListColumns } from '#web/components/ui';
import { SUGGESTIONS_TEXT } from '../texts';

/**
 * One framework's suggestion (docs/product.md#s2): trait, evaluation and superpower always visible; natural
 * strengths and growth opportunities behind a disclosure button (aria-expanded + aria-controls).
 */
export function SuggestionCard({ suggestion }: { suggestion: Suggestion }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const framework = FRAMEWORK_STYLE_LABELS[suggestion.category];
  const headingId = `${id}-heading`;
  const panelId = `${id}-details`;
  const context = suggestion.behaviouralContext;

  return (
    <article className="card suggestion" aria-labelledby={headingId}>
      <div className="suggestion__top">
        <Badge>{framework}</Badge>
      </div>
      <h2 id={headingId} className="suggestion__trait">
        {suggestion.trait}
      </h2>
      <p>{suggestion.evaluation}</p>
      <blockquote className="superpower">
        <span className="superpower__label">{SUGGESTIONS_TEXT.superpower}</span>
        <p>{suggestion.superpower}</p>
      </blockquote>
      <button
        type="button"
        className="btn btn--secondary suggestion__toggle"
        aria-expanded={expanded}
        aria-label={`${expanded ? SUGGESTIONS_TEXT.hide : SUGGESTIONS_TEXT.show} for ${framework}`}
        aria-controls={panelId}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? SUGGESTIONS_TEXT.hide : SUGGESTIONS_TEXT.show}
        <span className="suggestion__chevron" aria-hidden="true" />
      </button>
      <div id={panelId} className="suggestion__details" hidden={!expanded}>
        <ListColumns
          lists={[
            { heading: SUGGESTIONS_TEXT.strengths, items: suggestion.strengths },
            { heading: SUGGESTIONS_TEXT.growth, items: suggestion.growth },
          ]}
        />
        {context ? (
          <div className="suggestion__context">
            <h3>{SUGGESTIONS_TEXT.behaviouralContext}</h3>
            <dl>
              <dt>{SUGGESTIONS_TEXT.behaviours.expressiveness}</dt>
              <dd>{context.expressiveness}</dd>
              <dt>{SUGGESTIONS_TEXT.behaviours.assertiveness}</dt>
              <dd>{context.assertiveness}</dd>
              <dt>{SUGGESTIONS_TEXT.behaviours.flexibility}</dt>
              <dd>{context.flexibility}</dd>
            </dl>
          </div>
        ) : null}
      </div>
    </article>
  );
}
