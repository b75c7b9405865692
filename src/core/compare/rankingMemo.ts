/**
 * What the Compare statistics remember between calls on the same rows: each metric's ranking
 * and the figures that depend on that metric alone (per-source Spearman, bootstrap intervals),
 * and the rater matrix. A table that carries `versions` (the compare service's fingerprints of
 * its rows and of each metric's ratings) lets a later call reuse what a changed column does not
 * touch: choosing another metric or scale recomputes no Spearman, and a batch of NHC-4 ratings
 * landing recomputes only NHC-4's. Without versions nothing is remembered.
 */
import type { CompareMetricId } from './metrics';
import type { CompareTable, TableVersions } from './table';

export class RankingMemo {
  private rows: string | null = null;
  private readonly byMetric = new Map<CompareMetricId, { version: string; parts: Map<string, unknown> }>();
  private matrix: { key: string; value: unknown } | null = null;

  /** A figure of one metric's column (`part` names which), computed once per version of the column. */
  ofMetric<T>(table: CompareTable, metric: CompareMetricId, part: string, compute: () => T): T {
    const version = this.columnVersion(table, metric);
    if (version === undefined) return compute();
    let entry = this.byMetric.get(metric);
    if (!entry || entry.version !== version) {
      entry = { version, parts: new Map() };
      this.byMetric.set(metric, entry);
    }
    if (!entry.parts.has(part)) entry.parts.set(part, compute());
    return entry.parts.get(part) as T;
  }

  /** A figure of several metrics' columns together (the matrix), computed again when any changed. */
  ofMetrics<T>(table: CompareTable, metrics: readonly CompareMetricId[], compute: () => T): T {
    const versions = metrics.map((metric) => this.columnVersion(table, metric));
    if (versions.some((version) => version === undefined)) return compute();
    const key = metrics.map((metric, index) => `${metric}=${versions[index]}`).join('\u0000');
    if (this.matrix?.key !== key) this.matrix = { key, value: compute() };
    return this.matrix.value as T;
  }

  /** The column's version on these rows, forgetting everything remembered of other rows. */
  private columnVersion(table: CompareTable, metric: CompareMetricId): string | undefined {
    const versions: TableVersions | undefined = table.versions;
    if (!versions) return undefined;
    if (versions.rows !== this.rows) {
      this.rows = versions.rows;
      this.byMetric.clear();
      this.matrix = null;
    }
    return versions.columns[metric];
  }
}
