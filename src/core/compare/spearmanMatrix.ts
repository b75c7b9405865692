import { pearson } from '../stats/pearson';
import { midranks } from '../stats/ranks';

/** Spearman's ρ between every pair of metrics over the puzzles rated by both. */
export interface SpearmanMatrix<Id extends string> {
  readonly metrics: readonly Id[];
  /** rho[i][j]: null when undefined (fewer than two shared puzzles, or a constant metric). */
  readonly rho: readonly (readonly (number | null)[])[];
  /** n[i][j]: puzzles rated by both (n[i][i]: rated by metric i). */
  readonly n: readonly (readonly number[])[];
}

/**
 * The Spearman heat map among raters: pairwise-complete ρ (each pair over the puzzles both rate),
 * on midranks. A metric's ranks over its own rated puzzles are computed once and reused for every
 * partner rated on exactly the same puzzles (the usual case once a selection is rated through);
 * other pairs are re-ranked on their shared puzzles.
 */
export function spearmanMatrix<Id extends string>(columns: readonly { readonly id: Id; readonly values: readonly (number | null)[] }[]): SpearmanMatrix<Id> {
  const k = columns.length;
  const present = columns.map(({ values }) => values.map((value) => value !== null));
  const counts = present.map((flags) => flags.filter(Boolean).length);
  const fullRanks = columns.map(({ values }, i) => midranks(values.filter((_, row) => present[i]![row]) as number[]));
  const rho = Array.from({ length: k }, () => new Array<number | null>(k).fill(null));
  const n = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  for (let i = 0; i < k; i++) {
    n[i]![i] = counts[i]!;
    rho[i]![i] = counts[i]! >= 2 ? 1 : null;
    for (let j = i + 1; j < k; j++) {
      const a = columns[i]!.values;
      const b = columns[j]!.values;
      const complete = counts[i] === a.length && counts[j] === b.length;
      const shared: number[] = [];
      if (!complete) for (let row = 0; row < a.length; row++) if (present[i]![row] && present[j]![row]) shared.push(row);
      const same = complete || (shared.length === counts[i] && shared.length === counts[j]);
      const sharedCount = complete ? a.length : shared.length;
      const value = same
        ? pearson(fullRanks[i]!, fullRanks[j]!)
        : pearson(midranks(shared.map((row) => a[row]!)), midranks(shared.map((row) => b[row]!)));
      const defined = sharedCount >= 2 && !Number.isNaN(value) ? value : null;
      rho[i]![j] = rho[j]![i] = defined;
      n[i]![j] = n[j]![i] = sharedCount;
    }
  }
  return { metrics: columns.map((column) => column.id), rho, n };
}
