import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { spacedTicks } from '../lib/ticks';
import { useMeasuredWidth } from '../lib/use-measured-width';
import { StackTable } from './StackTable';

export interface TrendSeries {
  label: string;
  /** One value per result, oldest first. */
  values: readonly number[];
}

interface TrendChartProps {
  /** The chart's heading (an h3), which also names the table of its values. */
  title: string;
  /** Short dates of the results, oldest first. */
  dates: readonly string[];
  series: readonly TrendSeries[];
  max: number;
  yLabel: string;
}

/** Drawn at its container's width (docs/decisions/0037-history-on-narrow-screens.md). */
const FALLBACK_WIDTH = 420;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 20, bottom: 40, left: 44 };
/** Room one "23 Nov" label needs on the date axis at 11 px, with a gap to the next. */
const DATE_LABEL_ROOM = 52;

/** Four distinguishable strokes, each also dashed differently so colour is not the only cue. */
const STROKES = [
  { className: 'trend__line trend__line--1', dash: undefined },
  { className: 'trend__line trend__line--2', dash: '6 3' },
  { className: 'trend__line trend__line--3', dash: '2 3' },
  { className: 'trend__line trend__line--4', dash: '10 3 2 3' },
];

/**
 * How scores moved across retakes. The drawing is hidden from assistive technology; the same
 * numbers follow in a table under the same heading, read once, in order (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md: charts whose
 * axes were read item by item and whose titles were read three times).
 */
export function TrendChart({ title, dates, series, max, yLabel }: TrendChartProps) {
  const [frameRef, width] = useMeasuredWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const innerWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const indices = dates.map((_, i) => i);
  const x = scalePoint<number>({ domain: indices, range: [0, innerWidth], padding: 0.5 });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], clamp: true });
  const dateTicks = spacedTicks(dates.length, innerWidth / DATE_LABEL_ROOM);
  const valueTicks = width < 320 ? 3 : 4;
  const headingId = `trend-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

  return (
    <section className="trend" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <div ref={frameRef} className="trend__frame">
        <svg
          className="trend__svg"
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          aria-hidden="true"
          focusable="false"
        >
          <Group top={MARGIN.top} left={MARGIN.left}>
            <GridRows scale={y} width={innerWidth} numTicks={valueTicks} className="chart__grid" />
            {series.map((line, index) => {
              const stroke = STROKES[index % STROKES.length];
              return (
                <LinePath<number>
                  key={line.label}
                  data={line.values.map((_, i) => i)}
                  x={(i) => x(i) ?? 0}
                  y={(i) => y(line.values[i] ?? 0)}
                  className={stroke?.className}
                  strokeDasharray={stroke?.dash}
                  strokeWidth={2.5}
                  fill="none"
                />
              );
            })}
            <AxisLeft scale={y} numTicks={valueTicks} label={yLabel} labelOffset={24} />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={dateTicks}
              tickFormat={(i) => dates[i] ?? ''}
            />
          </Group>
        </svg>
      </div>
      <ul className="trend__legend" aria-hidden="true">
        {series.map((line, index) => (
          <li key={line.label}>
            <svg width="28" height="10">
              <line
                x1="0"
                y1="5"
                x2="28"
                y2="5"
                className={STROKES[index % STROKES.length]?.className}
                strokeDasharray={STROKES[index % STROKES.length]?.dash}
                strokeWidth={2.5}
              />
            </svg>
            {line.label}
          </li>
        ))}
      </ul>
      <StackTable
        caption={`${title}, ${yLabel.toLowerCase()} by date`}
        corner="Date"
        columns={series.map((line) => line.label)}
        rows={dates.map((date, i) => ({
          label: date,
          cells: series.map((line) => line.values[i] ?? ''),
        }))}
      />
    </section>
  );
}
