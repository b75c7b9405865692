/**
 * What the Compare view's metric chooser offers, and which sources it opens on when none is
 * named: every source of the library whose puzzles have levels (as the library overview lists
 * them), and every metric over the selection — Patti's with how many puzzles each has rated,
 * then the library's custom technique sets (saved, or with ratings), then the columns the
 * sources published.
 */
import { COMPARE_METRICS, gatheredMetrics, type CompareMetric, type CompareTable } from '../../../core/compare/index';
import type { CompareMetricChoice, CompareMetricList } from '../../../shared/compareTypes';
import type { LibraryReader } from '../library/store/db';
import { readSources } from '../library/store/puzzles';

/** Sources with at least one puzzle in a level, by name (the library overview's order). */
export function sourcesWithLevels(db: LibraryReader): string[] {
  return readSources(db)
    .filter((source) => source.levels.some((level) => level.puzzles > 0))
    .map((source) => source.name);
}

/** Distinct puzzles of the table with a value in the column. */
function ratedPuzzles(table: CompareTable, column: readonly (number | null)[] | undefined): number {
  if (!column) return 0;
  const seen = new Set<number>();
  for (let row = 0; row < column.length; row++) if (column[row] !== null) seen.add(table.ids[row]!);
  return seen.size;
}

function choiceOf(table: CompareTable, metric: CompareMetric): CompareMetricChoice {
  return {
    id: metric.id,
    name: metric.name,
    short: metric.short,
    description: metric.description,
    ...(metric.rater ? { rater: metric.rater } : {}),
    ...(metric.published ? { publishedBy: metric.published.sources } : {}),
    rated: ratedPuzzles(table, table.values[metric.id]),
    harderWhen: metric.harderWhen,
    discrete: metric.discrete,
  };
}

/** Patti's metrics (all of them, rated or not), the custom sets' and the published columns, over the table's rows. */
export function metricList(table: CompareTable): CompareMetricList {
  const added = gatheredMetrics(table).filter((metric) => metric.published || metric.rater.startsWith('custom:'));
  return {
    sources: table.sources.map((source) => source.name),
    puzzles: new Set(table.ids).size,
    metrics: [...COMPARE_METRICS, ...added].map((metric) => choiceOf(table, metric)),
  };
}
