/**
 * The metrics a table holds: Patti's own that were gathered, then the published columns that
 * came with its sources' imports, each described as fully as the table allows.
 */
import {
  COMPARE_METRICS,
  customMetric,
  findCompareMetric,
  isCustomMetricId,
  isPublishedMetricId,
  publishedMetric,
  type CompareMetric,
  type CompareMetricId,
} from './metrics';
import type { CompareTable } from './table';

/** A metric of the table by id; a published one is named after its column and sources. */
export function compareMetricOf(table: Pick<CompareTable, 'published'>, id: CompareMetricId | string): CompareMetric | undefined {
  if (isPublishedMetricId(id)) {
    const column = table.published?.find((candidate) => candidate.id === id);
    if (column) return publishedMetric(column.column, column.sources, column.discrete, column.whole);
  }
  return findCompareMetric(id);
}

/** Every metric with a column in the table: Patti's in their fixed order, then custom sets' and the published ones by name. */
export function gatheredMetrics(table: Pick<CompareTable, 'values' | 'published'>): CompareMetric[] {
  const own = COMPARE_METRICS.filter((metric) => table.values[metric.id] !== undefined);
  const custom = Object.keys(table.values)
    .filter(isCustomMetricId)
    .sort()
    .map((id) => customMetric(id.slice('custom:'.length)));
  const published = (table.published ?? [])
    .filter((column) => table.values[column.id] !== undefined)
    .map((column) => publishedMetric(column.column, column.sources, column.discrete, column.whole));
  return [...own, ...custom, ...published];
}

/** Widest span of whole numbers still drawn as discrete: one histogram bin per value in between. */
const MAX_DISCRETE_SPAN = 30;

/** Whether every value of a column is a whole number (and there is one). */
export function allWhole(values: readonly (number | null)[]): boolean {
  let any = false;
  for (const value of values) {
    if (value === null) continue;
    if (!Number.isInteger(value)) return false;
    any = true;
  }
  return any;
}

/** Whether a column's values are whole numbers within a narrow span (a site's 1–5 grade, not a 100–20,000 score). */
export function looksDiscrete(values: readonly (number | null)[]): boolean {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value === null) continue;
    if (!Number.isInteger(value)) return false;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return max >= min && max - min <= MAX_DISCRETE_SPAN;
}
