import { useId, type ReactNode } from 'react';

/**
 * The accessible frame of every chart: a visible title, and an SVG that assistive technology
 * reads as one image named by that title and described by the data in words (the text
 * alternative), so no reader has to make sense of the shapes.
 */
export function ChartFigure({
  title,
  description,
  viewBox,
  children,
  note,
}: {
  title: string;
  /** Every value in words, e.g. "Score by domain. Executing: 2 of 3, …". */
  description: string;
  viewBox: string;
  /** The SVG's drawing. */
  children: ReactNode;
  /** A line under the chart (the radar's scale). */
  note?: ReactNode;
}) {
  const id = useId();
  return (
    <figure className="chart">
      <figcaption id={`${id}-title`} className="chart__title">
        {title}
      </figcaption>
      <svg
        className="chart__svg"
        viewBox={viewBox}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <desc id={`${id}-desc`}>{description}</desc>
        {children}
      </svg>
      {note}
    </figure>
  );
}
