export { compareAdjacentLevels, type AdjacentLevels } from './adjacentLevels';
export { computeSpearmanIntervals, type SpearmanIntervals } from './spearmanIntervals';
export { computeComparison, type Comparison, type ComparisonOptions, type LevelFigures, type SourceFigures, type SpearmanFigures } from './comparison';
export { levelSpearman, type LevelSpearman } from './levelSpearman';
export { COLOURS, COMPARE_METRIC_IDS, COMPARE_METRICS, findCompareMetric, isCompareMetricId, type CompareMetric, type CompareMetricId, type StoredField } from './metrics';
export { MIN_LEVEL_SIZE, type CompareProblem } from './problems';
export { isRefit, refitCutPoints, type Refit, type RefitMethod } from './refit';
export { spearmanMatrix, type SpearmanMatrix } from './spearmanMatrix';
export { PAPER_SCALE, selectPuzzleIds, type CompareScale, type CompareSource, type CompareTable, type RowSelection } from './table';
