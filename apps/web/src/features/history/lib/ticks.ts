/**
 * Which of `count` dates get a label on a chart's date axis when only `room` labels fit: evenly
 * spaced, always the latest (the one a person looks for), never two labels touching
 * (docs/decisions/0037-history-on-narrow-screens.md).
 */
export function spacedTicks(count: number, room: number): number[] {
  if (count <= 0) return [];
  const fit = Math.max(1, Math.floor(room));
  if (count <= fit) return Array.from({ length: count }, (_, i) => i);
  if (fit === 1) return [count - 1];
  const step = Math.ceil((count - 1) / (fit - 1));
  const ticks: number[] = [];
  // Counted back from the latest, so the latest always has its label.
  for (let i = count - 1; i >= 0; i -= step) ticks.unshift(i);
  return ticks;
}
