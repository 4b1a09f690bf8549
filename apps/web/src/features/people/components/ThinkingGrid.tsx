import { Group } from '@visx/group';
import { Text } from '@visx/text';
import type { ThinkingStyle } from '@styleprint/contracts';
import { THINKING_GRID, groupByThinking, type TeamMember } from '../lib/team-layout';
import { PEOPLE_TEXT } from '../texts';

interface ThinkingGridProps {
  members: readonly TeamMember[];
  /** Said by assistive technology instead of the drawing (the table beside it has the detail). */
  description: string;
}

const SIZE = 400;
const CELL = SIZE / 2;
const LINE = 22;
/** Names that fit under a cell's title; the rest are counted ("and 3 more"). */
const MAX_NAMES = 6;

// Emergenetics' colours, lightened so dark text on them passes 4.5:1.
const FILL: Record<ThinkingStyle, string> = {
  Analytical: '#dbeafe',
  Conceptual: '#fef3c7',
  Structural: '#dcfce7',
  Social: '#fde2e1',
};

/** The thinking-preference grid: four cells, each naming who prefers that way of thinking. */
export function ThinkingGrid({ members, description }: ThinkingGridProps) {
  const cells = groupByThinking(members);
  return (
    <svg
      className="team-chart__svg"
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={description}
    >
      {THINKING_GRID.map((row, rowIndex) =>
        row.map((style, columnIndex) => {
          const people = cells[style];
          const shown = people.slice(0, MAX_NAMES);
          const more = people.length - shown.length;
          return (
            <Group key={style} left={columnIndex * CELL} top={rowIndex * CELL}>
              <rect
                width={CELL}
                height={CELL}
                fill={FILL[style]}
                stroke="#6b7280"
                strokeWidth={1}
              />
              <Text x={12} y={28} fontSize={18} fontWeight={700} fill="#111827">
                {style}
              </Text>
              {/* Each name ends its own text element, so a bidirectional override in it has nothing
                  after it to reorder: it needs no isolation (docs/decisions/0027). */}
              {shown.map((member, index) => (
                <Text
                  key={member.id}
                  x={16}
                  y={58 + index * LINE}
                  fontSize={16}
                  fontWeight={member.isYou ? 700 : 400}
                  fill="#111827"
                  width={CELL - 24}
                >
                  {`• ${member.name}`}
                </Text>
              ))}
              {more > 0 ? (
                <Text x={16} y={58 + shown.length * LINE} fontSize={16} fill="#374151">
                  {PEOPLE_TEXT.team.more(more)}
                </Text>
              ) : null}
            </Group>
          );
        }),
      )}
    </svg>
  );
}
