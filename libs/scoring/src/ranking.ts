/**
 * The one tie-break rule of the lib: rank keys by count, highest first, and keep the given order
 * among equal counts (D, i, S, C for DiSC; Analytical, Structural, Social, Conceptual for thinking;
 * Executing, Influencing, Relationship, Thinking for strengths). Every "top" choice goes through it,
 * so a result card, the payload and the derived profile never disagree on a tie.
 */
export function rankByCount<K extends string>(
  order: readonly K[],
  countOf: (key: K) => number,
): K[] {
  return order
    .map((key, position) => ({ key, position, count: countOf(key) }))
    .sort((a, b) => b.count - a.count || a.position - b.position)
    .map(({ key }) => key);
}

/** The highest-ranked key under `rankByCount`. */
export function topByCount<K extends string>(order: readonly K[], countOf: (key: K) => number): K {
  const [top] = rankByCount(order, countOf);
  if (top === undefined) throw new Error('topByCount needs at least one key');
  return top;
}
