import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Line } from '@visx/shape';
import { Text } from '@visx/text';
import { ChartFigure } from './ChartFigure';

export interface ChartDatum {
  label: string;
  value: number;
  /** Shown instead of the bare value, e.g. "4.3 (2)" for a smoothed score and its answers. */
  display?: string;
}

interface RadarChartProps {
  title: string;
  data: readonly ChartDatum[];
  /** The axis runs from 0 to this value (docs/product.md#s9: 10 for thinking scores). */
  max: number;
  /** Values at which a grid ring is drawn and labelled. */
  rings: readonly number[];
  /** How the value axis is described, e.g. "Score from 0 to 10". */
  axisLabel: string;
}

// Drawn in a fixed coordinate box and scaled by CSS, so the chart keeps its shape at any width
// and takes its final size before it renders (no layout shift).
const SIZE = 360;
const MARGIN = 72;
const RADIUS = SIZE / 2 - MARGIN;

const pointAt = (index: number, count: number, radius: number) => {
  const angle = (Math.PI * 2 * index) / count - Math.PI / 2;
  return { x: Math.cos(angle) * radius, y: Math.sin(angle) * radius };
};

const polygon = (radii: readonly number[]) =>
  radii
    .map((radius, index) => {
      const { x, y } = pointAt(index, radii.length, radius);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');

const format = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** A radar chart of a few scores on one shared axis: plain series in, SVG out. */
export function RadarChart({ title, data, max, rings, axisLabel }: RadarChartProps) {
  const radius = scaleLinear<number>({ domain: [0, max], range: [0, RADIUS], clamp: true });
  const shown = (d: ChartDatum) => d.display ?? format(d.value);
  const items = data.map((d) => `${d.label}: ${shown(d)}`);

  return (
    <ChartFigure
      title={title}
      measure={axisLabel}
      items={items}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      note={<p className="chart__axis-note">{axisLabel}</p>}
    >
      <Group top={SIZE / 2} left={SIZE / 2}>
        {rings.map((ring) => (
          <polygon
            key={ring}
            points={polygon(data.map(() => radius(ring)))}
            className="chart__grid"
          />
        ))}
        {data.map((datum, index) => {
          const end = pointAt(index, data.length, RADIUS);
          return <Line key={datum.label} from={{ x: 0, y: 0 }} to={end} className="chart__grid" />;
        })}
        {rings.map((ring) => (
          <Text
            key={ring}
            x={4}
            y={-radius(ring)}
            dy="-0.2em"
            className="chart__tick"
            aria-hidden="true"
          >
            {format(ring)}
          </Text>
        ))}
        <polygon points={polygon(data.map((d) => radius(d.value)))} className="chart__area" />
        {data.map((datum, index) => {
          const dot = pointAt(index, data.length, radius(datum.value));
          return <circle key={datum.label} cx={dot.x} cy={dot.y} r={4} className="chart__dot" />;
        })}
        {data.map((datum, index) => {
          const label = pointAt(index, data.length, RADIUS + 26);
          return (
            <Text
              key={datum.label}
              x={label.x}
              y={label.y}
              textAnchor="middle"
              verticalAnchor="middle"
              className="chart__label"
              aria-hidden="true"
            >
              {`${datum.label} ${shown(datum)}`}
            </Text>
          );
        })}
      </Group>
    </ChartFigure>
  );
}
