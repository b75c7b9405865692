import { pearson } from '../stats/pearson';
import { RankedColumn } from '../stats/rankedColumn';

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
export function spearmanMatrix<Id extends string>(
  columns: readonly { readonly id: Id; readonly values: readonly (number | null)[] }[],
): SpearmanMatrix<Id> {
  const rows = Array.from({ length: columns[0]?.values.length ?? 0 }, (_, row) => row);
  return rankedSpearmanMatrix(
    columns.map(({ id, values }) => ({ id, ranked: new RankedColumn(values) })),
    rows,
  );
}

/** `spearmanMatrix` over some rows of columns already grouped into ties (one sort per metric serves every ranking). */
export function rankedSpearmanMatrix<Id extends string>(
  columns: readonly { readonly id: Id; readonly ranked: RankedColumn }[],
  rows: readonly number[],
): SpearmanMatrix<Id> {
  const k = columns.length;
  const presentRows = columns.map(({ ranked }) => rows.filter((row) => ranked.has(row)));
  const counts = presentRows.map((present) => present.length);
  const fullRanks = columns.map(({ ranked }, i) => ranked.midranksOf(presentRows[i]!));
  const rho = Array.from({ length: k }, () => new Array<number | null>(k).fill(null));
  const n = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  for (let i = 0; i < k; i++) {
    n[i]![i] = counts[i]!;
    rho[i]![i] = counts[i]! >= 2 ? 1 : null;
    for (let j = i + 1; j < k; j++) {
      const a = columns[i]!.ranked;
      const b = columns[j]!.ranked;
      const complete = counts[i] === rows.length && counts[j] === rows.length;
      const shared = complete ? rows : presentRows[i]!.filter((row) => b.has(row));
      const same = complete || (shared.length === counts[i] && shared.length === counts[j]);
      const value = same ? pearson(fullRanks[i]!, fullRanks[j]!) : pearson(a.midranksOf(shared), b.midranksOf(shared));
      const defined = shared.length >= 2 && !Number.isNaN(value) ? value : null;
      rho[i]![j] = rho[j]![i] = defined;
      n[i]![j] = n[j]![i] = shared.length;
    }
  }
  return { metrics: columns.map((column) => column.id), rho, n };
}
