/**
 * What `patti compare` prints, read from a library: the selection's rows (every source with
 * levels unless sources are named), the comparison the Compare view computes on them, and its
 * ladder, findings and problems. Computed by the same core module as the view, so the sentences
 * are the view's.
 */
import {
  compareMetricOf,
  computeComparison,
  isCompareMetricId,
  isPublishedMetricId,
  type Comparison,
  type CompareMetric,
  type CompareMetricId,
  type CompareProblem,
  type CompareScale,
  type LadderRow,
} from '../../../core/compare/index';
import type { LibraryReader } from '../library/store/db';
import { readCompareRows } from './gatherRows';
import { sourcesWithLevels } from './metricList';
import { readScales } from './scaleStore';

export interface CompareReportInput {
  /** Source names; none: every source with levels. */
  readonly sources: readonly string[];
  readonly metric: string;
  /** A scale by name: `paper` or a saved one. */
  readonly scale: string;
  readonly tag?: string;
  readonly collection?: string;
}

export interface CompareReport {
  readonly sources: readonly string[];
  readonly metric: CompareMetricId;
  /** The metric's names and how it is read (a published column's from the table). */
  readonly metricInfo: CompareMetric;
  readonly scale: CompareScale;
  readonly ladder: readonly LadderRow[];
  readonly comparison: Comparison;
  readonly problems: readonly CompareProblem[];
}

/** A request the library cannot answer as asked (an unknown metric, scale, or no source), said so a person can fix it. */
export class CompareRequestError extends Error {}

export function compareReport(db: LibraryReader, libraryPath: string, input: CompareReportInput): CompareReport {
  const sources = input.sources.length > 0 ? [...new Set(input.sources)] : sourcesWithLevels(db);
  if (sources.length === 0)
    throw new CompareRequestError(
      'the library has no source whose puzzles have levels: import puzzles with a level (patti db import --level, or a level column).',
    );
  const { scales, problem } = readScales(libraryPath);
  const scale = scales.find((candidate) => candidate.name === input.scale);
  if (!scale)
    throw new CompareRequestError(
      `there is no scale named ${input.scale}: choose one of ${scales.map((candidate) => candidate.name).join(', ')}${problem ? ` (${problem})` : ''}.`,
    );
  const selection = {
    sources,
    ...(input.tag !== undefined ? { tag: input.tag } : {}),
    ...(input.collection !== undefined ? { collection: input.collection } : {}),
  };
  const { table, problems } = readCompareRows(db, selection);
  const published: string[] = (table.published ?? []).map((column) => column.id);
  if (!isCompareMetricId(input.metric) || (isPublishedMetricId(input.metric) && !published.includes(input.metric))) {
    const offered =
      published.length > 0
        ? `, or a published column of these sources: ${published.join(', ')}`
        : ' (these sources published no rating column)';
    throw new CompareRequestError(
      `there is no metric '${input.metric}': choose one of nhc4, nhc2, alone, shortPct, cost, grader, se, hodoku, sisus, colour${offered}.`,
    );
  }
  const comparison = computeComparison(table, { metric: input.metric, scale });
  return {
    sources,
    metric: comparison.metric,
    metricInfo: compareMetricOf(table, comparison.metric)!,
    scale,
    ladder: comparison.ladder,
    comparison,
    problems: [...problems, ...comparison.problems],
  };
}
