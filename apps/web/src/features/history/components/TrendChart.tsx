import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';

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

const WIDTH = 420;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 16, bottom: 40, left: 44 };
const INNER_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const INNER_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;

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
  const indices = dates.map((_, i) => i);
  const x = scalePoint<number>({ domain: indices, range: [0, INNER_WIDTH], padding: 0.5 });
  const y = scaleLinear<number>({ domain: [0, max], range: [INNER_HEIGHT, 0], clamp: true });
  const headingId = `trend-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

  return (
    <section className="trend" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <svg
        className="trend__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
      >
        <Group top={MARGIN.top} left={MARGIN.left}>
          <GridRows scale={y} width={INNER_WIDTH} numTicks={4} className="chart__grid" />
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
          <AxisLeft scale={y} numTicks={4} label={yLabel} labelOffset={24} />
          <AxisBottom top={INNER_HEIGHT} scale={x} tickFormat={(i) => dates[i] ?? ''} />
        </Group>
      </svg>
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
      <table className="trend__table">
        <caption className="visually-hidden">{`${title}, ${yLabel.toLowerCase()} by date`}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            {series.map((line) => (
              <th scope="col" key={line.label}>
                {line.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dates.map((date, i) => (
            <tr key={`${date}-${i}`}>
              <th scope="row">{date}</th>
              {series.map((line) => (
                <td key={line.label}>{line.values[i]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
