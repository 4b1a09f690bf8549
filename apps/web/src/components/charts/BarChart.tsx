import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { Text } from '@visx/text';
import { ChartFigure } from './ChartFigure';
import type { ChartDatum } from './RadarChart';

interface BarChartProps {
  title: string;
  data: readonly ChartDatum[];
  /** The value axis runs from 0 to this value (docs/product.md#s9: 3 for strengths domains). */
  max: number;
  xLabel: string;
  yLabel: string;
}

// Fixed coordinate box scaled by CSS: final size before render, no layout shift.
const WIDTH = 400;
const HEIGHT = 302;
const MARGIN = { top: 24, right: 12, bottom: 76, left: 60 };
const INNER_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const INNER_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;

/** A vertical bar chart with labelled axes: plain series in, SVG out. */
export function BarChart({ title, data, max, xLabel, yLabel }: BarChartProps) {
  const x = scaleBand<string>({
    domain: data.map((d) => d.label),
    range: [0, INNER_WIDTH],
    padding: 0.35,
  });
  const y = scaleLinear<number>({ domain: [0, max], range: [INNER_HEIGHT, 0], clamp: true });
  const ticks = Array.from({ length: Math.floor(max) + 1 }, (_, i) => i);
  const measure = `${yLabel} by ${xLabel.toLowerCase()}`;
  const items = data.map((d) => `${d.label}: ${d.value} of ${max}`);

  return (
    <ChartFigure title={title} measure={measure} items={items} viewBox={`0 0 ${WIDTH} ${HEIGHT}`}>
      <Group top={MARGIN.top} left={MARGIN.left}>
        <GridRows scale={y} width={INNER_WIDTH} tickValues={ticks} className="chart__grid" />
        {data.map((datum) => {
          const barHeight = INNER_HEIGHT - y(datum.value);
          const barX = x(datum.label) ?? 0;
          return (
            <Group key={datum.label}>
              <Bar
                x={barX}
                y={INNER_HEIGHT - barHeight}
                width={x.bandwidth()}
                height={barHeight}
                rx={4}
                className="chart__bar"
              />
              <Text
                x={barX + x.bandwidth() / 2}
                y={INNER_HEIGHT - barHeight - 6}
                textAnchor="middle"
                className="chart__value"
                aria-hidden="true"
              >
                {String(datum.value)}
              </Text>
            </Group>
          );
        })}
        <AxisLeft
          scale={y}
          tickValues={ticks}
          tickFormat={(value) => String(value)}
          label={yLabel}
          labelOffset={28}
          axisClassName="chart__axis"
          labelClassName="chart__axis-label"
          tickClassName="chart__tick"
        />
        <AxisBottom
          top={INNER_HEIGHT}
          scale={x}
          label={xLabel}
          labelOffset={32}
          axisClassName="chart__axis"
          labelClassName="chart__axis-label"
          tickClassName="chart__tick"
          // Long names ("Relationship Building") wrap within their band instead of overlapping.
          tickLabelProps={() => ({
            width: x.step(),
            textAnchor: 'middle',
            verticalAnchor: 'start',
          })}
        />
      </Group>
    </ChartFigure>
  );
}
