import { useId, type ReactNode } from 'react';

/**
 * The accessible frame of every chart: a visible heading, the drawing hidden from assistive
 * technology (its axis ticks and labels would be read item by item), and the data as a list
 * named by what is measured. The title is read once, as the heading.
 */
export function ChartFigure({
  title,
  measure,
  items,
  viewBox,
  children,
  note,
}: {
  title: string;
  /** What the values are, e.g. "Score (0–3) by domain": the list's name. */
  measure: string;
  /** Every value in words, e.g. "Executing: 2 of 3". */
  items: readonly string[];
  viewBox: string;
  /** The SVG's drawing. */
  children: ReactNode;
  /** A visible line under the chart (the radar's scale), already said by the list's name. */
  note?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="chart">
      <h2 id={`${id}-title`} className="chart__title">
        {title}
      </h2>
      <svg className="chart__svg" viewBox={viewBox} aria-hidden="true" focusable="false">
        {children}
      </svg>
      <ul className="visually-hidden" aria-label={measure}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {note ? <div aria-hidden="true">{note}</div> : null}
    </div>
  );
}
