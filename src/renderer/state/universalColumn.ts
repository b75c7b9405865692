/**
 * The Library table's universal category (Easy / Medium / Hard): a puzzle's value of the
 * scale's metric, binned by the scale's cut points with core's `categorize` (the Project Patti paper's NHC-4
 * scale until another is chosen). The value is read from the rating column that holds the
 * metric (NHC-4's is `nhc4@$.mean`), so only metrics kept as one number of one rating qualify.
 */
import { COMPARE_METRICS, metricFieldOf, type CompareScale } from '../../core/compare/index';
import { ratingColumnName } from '../../core/rate/names';
import { categorize, type UniversalCategory } from '../../core/rate/universal';
import type { PuzzleRow, RatingColumn } from '../../shared/libraryTypes';

/** The rating column holding the scale's metric, or null when the library has none (not rated yet). */
export function metricColumnOf(scale: CompareScale, columns: readonly RatingColumn[]): RatingColumn | null {
  const metric = COMPARE_METRICS.find((candidate) => candidate.id === scale.metric);
  const path = metric && metricFieldOf(metric);
  if (!metric || path === undefined) return null;
  const fits = (column: RatingColumn): boolean =>
    !column.external && column.rater === metric.rater && (column.path === path || column.path === undefined);
  // Several parameter sets (runs): the one with the most puzzles, as Compare reads it.
  return columns.filter(fits).sort((a, b) => b.count - a.count)[0] ?? null;
}

/** The scale's metric as its column is headed ("NHC-4"), for the words around the category. */
export function scaleMetricName(scale: CompareScale): string {
  const metric = COMPARE_METRICS.find((candidate) => candidate.id === scale.metric);
  // A metric read from several fields (strategies alone) has no one column: Compare's name serves.
  const path = metric && metricFieldOf(metric);
  if (!metric || path === undefined) return metric?.name ?? scale.metric;
  const field = /^\$\.(\w+)$/.exec(path)?.[1];
  return ratingColumnName(metric.rater, field).short;
}

/** The row's category on the scale, or null where the puzzle has no value of the metric. */
export function universalOf(row: PuzzleRow, column: RatingColumn | null, scale: CompareScale): UniversalCategory | null {
  const value = column ? row.ratings[column.key] : null;
  return value === null || value === undefined ? null : categorize(value, scale);
}

const TITLES: Record<UniversalCategory, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

export function categoryTitle(category: UniversalCategory | null): string {
  return category === null ? '–' : TITLES[category];
}
