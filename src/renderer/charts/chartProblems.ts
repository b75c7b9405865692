/**
 * Why a chart of the Compare view has nothing to draw, in words a person can act on: shown in
 * the chart's place instead of empty axes. The selection's own problems (no levels, missing
 * ratings, small levels) are listed above the charts by the statistics; these cover what each
 * chart needs beyond them.
 */
import { findCompareMetric, type CompareMetricId, type Comparison, type DrawnScatter, type SourceFigures } from '../../core/compare/index';
import type { RaterHeatmap } from './raterHeatmap';

export interface ChartProblem {
  readonly message: string;
  /** The rater whose rate job would give the chart its data. */
  readonly rater?: string;
}

const nameOf = (metric: CompareMetricId): string => findCompareMetric(metric)?.short ?? metric;

/** The rater a second metric is best started with: the short-clause share is the quickest to compute. */
const QUICK_SECOND_RATER = 'cld';

/** The box plot needs a level with a rated puzzle. */
export function levelChartProblem(comparison: Comparison): ChartProblem | null {
  const metric = findCompareMetric(comparison.metric)!;
  if (comparison.sources.some((source) => source.levels.some((level) => level.rated > 0))) return null;
  if (comparison.sources.every((source) => source.levels.length === 0)) {
    const names = comparison.sources.map((source) => source.name).join(', ');
    return {
      message: `The box plot needs levels, and ${names || 'the selection'} ${comparison.sources.length === 1 ? 'gives' : 'give'} no puzzle a level.`,
    };
  }
  return { message: `No puzzle of the chosen levels has a ${metric.short} rating yet.`, rater: metric.rater };
}

/** The scatter needs a second metric and puzzles rated on both. */
export function scatterProblem(scatter: DrawnScatter | null): ChartProblem | null {
  if (!scatter) return null;
  const { x, y } = scatter;
  if (y === null) {
    return {
      message:
        `The scatter needs a second metric rated on these puzzles, and only ${nameOf(x)} has ratings: ` +
        'rate them with another rater (short clauses are the quickest).',
      rater: QUICK_SECOND_RATER,
    };
  }
  if (scatter.total === 0) {
    const missing = scatter.xRated ? y : x;
    return {
      message: `No puzzle is rated on both ${nameOf(x)} and ${nameOf(y)}: rate them with the ${findCompareMetric(missing)!.rater} rater.`,
      rater: findCompareMetric(missing)!.rater,
    };
  }
  return null;
}

/** The heat map needs two metrics with ratings. */
export function heatmapProblem(heatmap: RaterHeatmap): ChartProblem | null {
  if (heatmap.metrics.length >= 2) return null;
  const rated = heatmap.metrics.map((metric) => metric.name);
  const ratedNow = rated.length === 0 ? 'none is' : `only ${rated[0]} is`;
  return {
    message:
      `The heat map among the raters needs at least two metrics rated on the selection; ${ratedNow}. ` +
      'Rate it with another rater (short clauses are the quickest).',
    rater: QUICK_SECOND_RATER,
  };
}

/** A Spearman table needs two levels; a source with one gets this line instead of an empty table. */
export function spearmanTableProblem(source: SourceFigures): ChartProblem | null {
  if (source.spearman.length > 0) return null;
  const levels = source.levels.length === 1 ? `one level (${source.levels[0]!.name})` : 'no level';
  return {
    message: `${source.name} has ${levels} here: Spearman between levels and metrics needs two or more.`,
  };
}
