/** Until the statistics carry the ladder: its rows from the box plots and crosstabs. */
import type { Comparison } from '../../core/compare/index';
import type { LadderLevel } from './ladderLayout';

export function interimLadder(comparison: Comparison): LadderLevel[] {
  const rows = comparison.sources.flatMap((source) =>
    source.levels.flatMap((level, index) => {
      if (!level.box) return [];
      const counts = source.crosstab.counts[index] ?? [0, 0, 0];
      const total = counts.reduce((sum, count) => sum + count, 0) || 1;
      return [{ source: source.name, level: level.name, n: level.box.n, q1: level.box.q1, median: level.box.median, q3: level.box.q3, shares: { easy: counts[0]! / total, medium: counts[1]! / total, hard: counts[2]! / total } }];
    }),
  );
  return rows.sort((a, b) => a.median - b.median);
}
