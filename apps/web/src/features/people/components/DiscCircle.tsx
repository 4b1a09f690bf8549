import { Group } from '@visx/group';
import { Text } from '@visx/text';
import { DISC_STYLES, type DiscStyle } from '@styleprint/contracts';
import { placeOnDiscCircle, type TeamMember } from '../lib/team-layout';

interface DiscCircleProps {
  members: readonly TeamMember[];
  /** Said by assistive technology instead of the drawing (the table beside it has the detail). */
  description: string;
}

// A fixed coordinate box scaled by CSS: the circle keeps its shape at any width.
const SIZE = 400;
const RADIUS = 170;

const QUADRANT: Record<
  DiscStyle,
  { path: string; fill: string; label: string; x: number; y: number }
> = {
  D: {
    path: `M0,0 L${-RADIUS},0 A${RADIUS},${RADIUS} 0 0 1 0,${-RADIUS} Z`,
    fill: '#fde2e1',
    label: 'D',
    x: -RADIUS * 0.78,
    y: -RADIUS * 0.78,
  },
  I: {
    path: `M0,0 L0,${-RADIUS} A${RADIUS},${RADIUS} 0 0 1 ${RADIUS},0 Z`,
    fill: '#fef3c7',
    label: 'I',
    x: RADIUS * 0.78,
    y: -RADIUS * 0.78,
  },
  S: {
    path: `M0,0 L${RADIUS},0 A${RADIUS},${RADIUS} 0 0 1 0,${RADIUS} Z`,
    fill: '#dcfce7',
    label: 'S',
    x: RADIUS * 0.78,
    y: RADIUS * 0.78,
  },
  C: {
    path: `M0,0 L0,${RADIUS} A${RADIUS},${RADIUS} 0 0 1 ${-RADIUS},0 Z`,
    fill: '#dbeafe',
    label: 'C',
    x: -RADIUS * 0.78,
    y: RADIUS * 0.78,
  },
};

/** The DiSC circle: four quadrants and a labelled dot for each person with a known DiSC style. */
export function DiscCircle({ members, description }: DiscCircleProps) {
  const dots = placeOnDiscCircle(members, RADIUS);
  return (
    <svg
      className="team-chart__svg"
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={description}
    >
      <Group top={SIZE / 2} left={SIZE / 2}>
        {DISC_STYLES.map((style) => (
          <g key={style}>
            <path
              d={QUADRANT[style].path}
              fill={QUADRANT[style].fill}
              stroke="#6b7280"
              strokeWidth={1}
            />
            <Text
              x={QUADRANT[style].x}
              y={QUADRANT[style].y}
              textAnchor="middle"
              verticalAnchor="middle"
              fontSize={26}
              fontWeight={700}
              fill="#374151"
            >
              {QUADRANT[style].label}
            </Text>
          </g>
        ))}
        {dots.map(({ member, x, y }) => (
          <g key={member.id} className={member.isYou ? 'team-dot team-dot--you' : 'team-dot'}>
            <circle
              cx={x}
              cy={y}
              r={member.isYou ? 8 : 6}
              fill={member.isYou ? '#4338ca' : '#111827'}
              stroke="#ffffff"
              strokeWidth={2}
            />
            {/* The name ends its own text element, so a bidirectional override in it has nothing
                after it to reorder: it needs no isolation (docs/decisions/0027). */}
            <Text
              x={x + (x >= 0 ? 11 : -11)}
              y={y}
              textAnchor={x >= 0 ? 'start' : 'end'}
              verticalAnchor="middle"
              fontSize={16}
              fontWeight={member.isYou ? 700 : 500}
              fill="#111827"
              width={110}
            >
              {member.name}
            </Text>
          </g>
        ))}
      </Group>
    </svg>
  );
}
