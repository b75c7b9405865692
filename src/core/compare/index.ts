export { computeSpearmanIntervals, type SpearmanIntervals } from './spearmanIntervals';
export { computeComparison, type Comparison, type SourceFigures } from './comparison';
export type { LadderRow } from './ladder';
export { allWhole, compareMetricOf, gatheredMetrics, looksDiscrete } from './tableMetrics';
export {
  COLOURS,
  COMPARE_METRIC_IDS,
  COMPARE_METRICS,
  PUBLISHED_PREFIX,
  findCompareMetric,
  formatMetricValue,
  isCompareMetricId,
  isPublishedMetricId,
  metricFieldOf,
  type CompareMetric,
  type CompareMetricId,
  type PublishedMetricId,
} from './metrics';
export type { CompareProblem } from './problems';
export { isRefit, refitCutPoints, type Refit, type RefitMethod } from './refit';
export { spearmanMatrix, type SpearmanMatrix } from './spearmanMatrix';
export { PAPER_SCALE, selectPuzzleIds, type CompareScale, type CompareSource, type CompareTable, type PublishedColumn } from './table';
export { RankingMemo } from './rankingMemo';
export { runCompareCall, type CompareCall } from './serveCall';
export { listFacts, type ListedFacts, type PuzzleFacts, type PickedPuzzles } from './puzzleFacts';
export {
  drawnScatter,
  pointsNear,
  scatterSeries,
  seriesName,
  worthLogAxis,
  type Bounds,
  type DrawnScatter,
  type DrawnSeries,
  type ScatterSeriesKey,
} from './scatter';
export { levelFindings } from './levelFindings';
