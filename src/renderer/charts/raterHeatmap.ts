/**
 * The Spearman heat map among the raters: the comparison's matrix (computed in the compare
 * worker) cut to the metrics that have ratings in the selection, its CSV, and the colour of a ρ.
 */
import { findCompareMetric, type CompareMetricId, type SpearmanMatrix } from '../../core/compare/index';
import { fixed, toCsv } from '../state/compareTables';

interface HeatmapCell {
  readonly rho: number | null;
  /** Puzzles rated by both metrics. */
  readonly n: number;
}

export interface RaterHeatmap {
  readonly metrics: readonly { readonly id: CompareMetricId; readonly name: string; readonly rated: number }[];
  /** cells[i][j] for metrics i and j. */
  readonly cells: readonly (readonly HeatmapCell[])[];
}

/** The matrix's metrics with at least two rated puzzles (a Spearman needs two), in its order. */
export function raterHeatmap(matrix: SpearmanMatrix<CompareMetricId>): RaterHeatmap {
  const kept = matrix.metrics.map((_, i) => i).filter((i) => (matrix.n[i]?.[i] ?? 0) >= 2);
  return {
    metrics: kept.map((i) => ({
      id: matrix.metrics[i]!,
      name: findCompareMetric(matrix.metrics[i]!)?.short ?? matrix.metrics[i]!,
      rated: matrix.n[i]![i]!,
    })),
    cells: kept.map((i) => kept.map((j) => ({ rho: matrix.rho[i]![j] ?? null, n: matrix.n[i]![j]! }))),
  };
}

/** The heat map as CSV: one row per pair of metrics (each pair once), with ρ and n. */
export function heatmapCsv(heatmap: RaterHeatmap): string {
  const rows: (string | number)[][] = [];
  heatmap.metrics.forEach((a, i) =>
    heatmap.metrics.forEach((b, j) => {
      if (j <= i) return;
      const cell = heatmap.cells[i]![j]!;
      rows.push([a.name, b.name, cell.rho === null ? '' : cell.rho.toFixed(4), cell.n]);
    }),
  );
  return toCsv(['metric', 'other metric', 'rho', 'n'], rows);
}

/**
 * The fill of a cell: agreement (ρ > 0) in the accent colour, disagreement in the warning
 * colour, stronger as |ρ| grows; no ρ leaves the cell bare.
 */
export function rhoFill(
  rho: number | null,
  colours: { readonly accent: string; readonly bad: string },
): { readonly colour: string; readonly opacity: number } {
  if (rho === null) return { colour: 'none', opacity: 0 };
  return { colour: rho >= 0 ? colours.accent : colours.bad, opacity: Math.round(Math.min(1, Math.abs(rho)) * 0.8 * 100) / 100 };
}

/** A cell's number: ρ with two decimals, a dash when undefined. */
export function rhoText(rho: number | null): string {
  return fixed(rho);
}
