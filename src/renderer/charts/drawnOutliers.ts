/**
 * The outliers a box plot draws. A skewed metric over tens of thousands of puzzles gives a box
 * thousands of outliers; drawn, most lie on top of each other and cost the page a long task. A
 * box draws at most `limit` of them, spread evenly over their values from the lowest to the
 * highest, so its extent and density read the same; a click still lists all of them.
 */

/** At most `limit` of `outliers`, evenly spaced in value order, the lowest and the highest kept. */
export function drawnOutliers<T extends { readonly value: number }>(outliers: readonly T[], limit: number): T[] {
  if (outliers.length <= limit) return [...outliers];
  if (limit <= 0) return [];
  const sorted = [...outliers].sort((a, b) => a.value - b.value);
  if (limit === 1) return [sorted.at(-1)!];
  const step = (sorted.length - 1) / (limit - 1);
  return Array.from({ length: limit }, (_, k) => sorted[Math.round(k * step)]!);
}
