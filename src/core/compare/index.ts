export { compareAdjacentLevels, type AdjacentLevels } from './adjacentLevels';
export { computeSpearmanIntervals, type SpearmanIntervals } from './spearmanIntervals';
export { computeComparison, type Comparison, type ComparisonOptions, type LevelFigures, type SourceFigures, type SpearmanFigures } from './comparison';
export { computeFindings, missingSentence, type Finding, type FindingsInput } from './findings';
export { ladderOf, type LadderRow, type LevelSample } from './ladder';
export { lexiconTier, LEVEL_LEXICON } from './levelNames';
export { allWhole, compareMetricOf, gatheredMetrics, looksDiscrete } from './tableMetrics';
export { levelSpearman, type LevelSpearman } from './levelSpearman';
export {
  COLOURS,
  COMPARE_METRIC_IDS,
  COMPARE_METRICS,
  PUBLISHED_PREFIX,
  findCompareMetric,
  formatMetricValue,
  isCompareMetricId,
  isPattiMetricId,
  isPublishedMetricId,
  metricFieldOf,
  publishedMetric,
  type CompareMetric,
  type CompareMetricId,
  type PattiMetricId,
  type PublishedMetricId,
  type StoredField,
} from './metrics';
export { MIN_LEVEL_SIZE, type CompareProblem } from './problems';
export { isRefit, refitCutPoints, type Refit, type RefitMethod } from './refit';
export { spearmanMatrix, type SpearmanMatrix } from './spearmanMatrix';
export { PAPER_SCALE, selectPuzzleIds, type CompareScale, type CompareSource, type CompareTable, type PublishedColumn, type RowSelection, type TableVersions } from './table';
export { RankingMemo } from './rankingMemo';
export { runCompareCall, type CompareCall } from './serveCall';
export { listFacts, puzzleFacts, type ListedFacts, type PuzzleFacts, type PickedPuzzles } from './puzzleFacts';
export { drawnScatter, pointsNear, scatterSeries, seriesName, worthLogAxis, type Bounds, type DrawnScatter, type DrawnSeries, type ScatterSeriesKey } from './scatter';
export { levelFindings, type LevelFindings } from './levelFindings';
