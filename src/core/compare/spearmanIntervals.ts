import type { CompareMetricId } from './metrics';
import { gatheredMetrics } from './tableMetrics';
import type { BootstrapOptions } from '../stats/bootstrapSpearman';
import { levelRows, presentLevels, rankedValues } from './levelRows';
import { levelSpearman, type LevelSpearman } from './levelSpearman';
import { RankingMemo } from './rankingMemo';
import type { CompareTable } from './table';

export interface SpearmanIntervals {
  readonly resamples: number;
  readonly seed: number;
  readonly level: number;
  /** Per source with two levels or more, per gathered metric: ρ, n and the interval's ends. */
  readonly sources: readonly {
    readonly name: string;
    readonly rows: readonly ({ readonly metric: CompareMetricId } & LevelSpearman)[];
  }[];
}

/**
 * The bootstrap intervals of every Spearman row of `computeComparison` (Table 2). Apart because
 * they cost far more than every chart together (1000 resamples of every source × metric), so
 * the charts need not wait for them.
 */
export function computeSpearmanIntervals(
  table: CompareTable,
  bootstrap: BootstrapOptions = {},
  memo: RankingMemo = new RankingMemo(),
): SpearmanIntervals {
  const settings = { resamples: bootstrap.resamples ?? 1000, seed: bootstrap.seed ?? 1, level: bootstrap.level ?? 0.95 };
  const grouped = levelRows(table);
  const metrics = gatheredMetrics(table);
  const sources = table.sources.flatMap((source, s) => {
    const present = presentLevels(source.levels, grouped[s]!);
    if (present.length < 2) return [];
    const rows = metrics.map((metric) =>
      memo.ofMetric(table, metric.id, `interval ${s} ${settings.resamples} ${settings.seed} ${settings.level}`, () => {
        const { ranks, values } = rankedValues(present, table.values[metric.id]!);
        return { metric: metric.id, ...levelSpearman(ranks, values, settings) };
      }),
    );
    return [{ name: source.name, rows }];
  });
  return { ...settings, sources };
}
