/**
 * Everything the Compare view charts and `patti analyze` prints about a selection, as one pure
 * function of its rows: per source and level the box plot of the chosen metric and the level's
 * universal category by mean and median, the crosstab level × universal category, the
 * monotonicity checks between consecutive levels, Spearman between level and every metric with
 * its bootstrap interval, the histogram with the scale's cut points, and the Spearman matrix
 * among the metrics. Problems (no levels, one level, missing ratings, small levels) come back as
 * data beside whatever could still be computed.
 */
import { UNIVERSAL_CATEGORIES, categorize, type UniversalCategory } from '../rate/universal';
import { boxPlot, type BoxPlot } from '../stats/boxPlot';
import { crosstab, type Crosstab } from '../stats/crosstab';
import { equalWidthEdges, histogram, type Histogram } from '../stats/histogram';
import { quantile } from '../stats/quantile';
import { mean } from '../stats/summary';
import type { AdjacentLevels } from './adjacentLevels';
import { RankedColumn } from '../stats/rankedColumn';
import { levelRho } from './levelSpearman';
import { levelRows, presentLevels } from './levelRows';
import { missingSentence, type Finding } from './findings';
import type { LadderRow } from './ladder';
import { levelFindings } from './levelFindings';
import type { CompareMetric, CompareMetricId } from './metrics';
import { compareMetricOf, gatheredMetrics } from './tableMetrics';
import { MIN_LEVEL_SIZE, type CompareProblem } from './problems';
import { rankedSpearmanMatrix, type SpearmanMatrix } from './spearmanMatrix';
import { RankingMemo } from './rankingMemo';
import { PAPER_SCALE, type CompareScale, type CompareTable } from './table';

export interface ComparisonOptions {
  /** The metric of the box plots, histogram and adjacent-level tests. */
  readonly metric: CompareMetricId;
  /** The universal scale of the crosstab and the levels' categories (default: the Project Patti paper's). */
  readonly scale?: CompareScale;
  /** Histogram bin edges; default: one bin per value of a discrete metric, else `bins` equal bins. */
  readonly edges?: readonly number[];
  readonly bins?: number;
}

interface LevelFigures {
  readonly name: string;
  /** Index in the source's levels (0 = easiest). */
  readonly rank: number;
  /** Puzzles of this level in the selection, and those with a value of the chosen metric. */
  readonly n: number;
  readonly rated: number;
  /** Box plot of the chosen metric, outliers naming their puzzle ids; null when none is rated. */
  readonly box: BoxPlot<number> | null;
  /** Mean and median of the scale's metric and their universal categories (null: no value). */
  readonly scaleMean: number | null;
  readonly scaleMedian: number | null;
  readonly byMean: UniversalCategory | null;
  readonly byMedian: UniversalCategory | null;
}

/** Spearman between a source's level order and one metric; its interval comes from `computeSpearmanIntervals`. */
interface SpearmanFigures {
  readonly metric: CompareMetricId;
  /** Puzzles with both a level and a value. */
  readonly n: number;
  /** null when undefined (one level only, or a constant metric). */
  readonly rho: number | null;
  /** Puzzles with a level but no rating for this metric. */
  readonly missing: number;
}

export interface SourceFigures {
  readonly name: string;
  /** Levels with at least one puzzle in the selection, easiest first. */
  readonly levels: readonly LevelFigures[];
  /** Rows: `levels`; columns: easy, medium, hard on the scale's metric. */
  readonly crosstab: Crosstab;
  readonly adjacent: readonly AdjacentLevels[];
  /** One row per metric gathered, in the metrics' order. */
  readonly spearman: readonly SpearmanFigures[];
}

export interface Comparison {
  readonly metric: CompareMetricId;
  readonly scale: CompareScale;
  readonly categories: readonly UniversalCategory[];
  /** Rows in the selection, and those with a value of the chosen metric. */
  readonly rows: number;
  readonly rated: number;
  readonly sources: readonly SourceFigures[];
  /** The chosen metric over the whole selection, with one count row per source (same edges). */
  readonly histogram: Histogram & { readonly bySource: readonly (readonly number[])[] };
  readonly matrix: SpearmanMatrix<CompareMetricId>;
  /** Levels on one scale: every level with a value, easiest to hardest by median on the metric. */
  readonly ladder: readonly LadderRow[];
  /** What the charts say, in sentences (see findings.ts). */
  readonly findings: readonly Finding[];
  readonly problems: readonly CompareProblem[];
}

const DEFAULT_BINS = 30;

export function computeComparison(table: CompareTable, options: ComparisonOptions, memo: RankingMemo = new RankingMemo()): Comparison {
  const metric = compareMetricOf(table, options.metric);
  if (!metric) throw new RangeError(`unknown metric ${options.metric}`);
  const scale = options.scale ?? PAPER_SCALE;
  const scaleMetric = compareMetricOf(table, scale.metric) ?? metric;
  const problems: CompareProblem[] = [];
  const values = table.values[metric.id];
  const scaleValues = table.values[scale.metric];
  const gathered = gatheredMetrics(table);
  const rows = table.ids.length;
  if (rows === 0)
    problems.push({
      kind: 'ERR_EMPTY',
      message: 'No puzzle is selected: choose a source that has puzzles, or widen the tag or collection.',
    });
  const rated = values ? values.filter((v) => v !== null).length : 0;
  const scaleRated = scaleValues ? scaleValues.filter((v) => v !== null).length : 0;
  if (rows > 0 && rated < rows) problems.push(missingProblem(metric, rows - rated, rows));
  if (rows > 0 && scale.metric !== metric.id && scaleRated < rows)
    problems.push(missingProblem(scaleMetric, rows - scaleRated, rows, true));
  const levelled = levelFindings(table, metric, scale, scaleMetric);

  const bySource = levelRows(table);
  // Each metric sorted once; every source's Spearman and the matrix rank from it.
  const ranked = new Map(gathered.map((m) => [m.id, memo.ofMetric(table, m.id, 'ranked', () => new RankedColumn(table.values[m.id]!))]));

  const sources = table.sources.map((source, s): SourceFigures => {
    const groups = bySource[s]!;
    const present = presentLevels(source.levels, groups);
    if (present.length === 0) {
      problems.push({
        kind: 'ERR_NO_LEVELS',
        source: source.name,
        count: groups.unlevelled,
        message: `${source.name} gives its puzzles no levels, so there is nothing to set against the scale: import it with a level column.`,
      });
    } else if (present.length === 1) {
      problems.push({
        kind: 'ERR_SINGLE_LEVEL',
        source: source.name,
        level: present[0]!.name,
        message: `${source.name} has one level in this selection (${present[0]!.name}): levels cannot be compared or correlated.`,
      });
    }
    const levels = present.map((level): LevelFigures => {
      const withValue = values ? level.rows.filter((row) => values[row] !== null) : [];
      // A level small only because its puzzles lack ratings is covered by the one missing-ratings problem.
      if (withValue.length < MIN_LEVEL_SIZE && level.rows.length < MIN_LEVEL_SIZE) {
        problems.push({
          kind: 'ERR_SMALL_LEVEL',
          source: source.name,
          level: level.name,
          metric: metric.id,
          count: withValue.length,
          message:
            `${source.name} · ${level.name} has ${withValue.length} puzzle${withValue.length === 1 ? '' : 's'} ` +
            `rated for ${metric.short} (fewer than ${MIN_LEVEL_SIZE}): its box and tests say little.`,
        });
      }
      const scaleOf = scaleValues
        ? (level.rows.map((row) => scaleValues[row]).filter((v) => v !== null && v !== undefined) as number[])
        : [];
      const scaleMean = scaleOf.length > 0 ? mean(scaleOf) : null;
      const scaleMedian = scaleOf.length > 0 ? quantile(scaleOf, 0.5) : null;
      return {
        name: level.name,
        rank: level.rank,
        n: level.rows.length,
        rated: withValue.length,
        box:
          withValue.length === 0
            ? null
            : boxPlot(
                withValue.map((row) => values![row]!),
                withValue.map((row) => table.ids[row]!),
              ),
        scaleMean,
        scaleMedian,
        byMean: scaleMean === null ? null : categorize(scaleMean, scale),
        byMedian: scaleMedian === null ? null : categorize(scaleMedian, scale),
      };
    });
    const cellRows: number[] = [];
    const cellColumns: number[] = [];
    present.forEach((level, index) => {
      for (const row of level.rows) {
        const value = scaleValues?.[row];
        if (value === null || value === undefined) continue;
        cellRows.push(index);
        cellColumns.push(UNIVERSAL_CATEGORIES.indexOf(categorize(value, scale)));
      }
    });
    const adjacent = levelled.adjacent[s]!;
    const spearman =
      present.length < 2
        ? []
        : gathered.map((m) => memo.ofMetric(table, m.id, `spearman ${s}`, () => sourceSpearman(m, present, ranked.get(m.id)!)));
    return {
      name: source.name,
      levels,
      crosstab: crosstab(cellRows, cellColumns, present.length, UNIVERSAL_CATEGORIES.length),
      adjacent,
      spearman,
    };
  });

  return {
    metric: metric.id,
    scale,
    categories: UNIVERSAL_CATEGORIES,
    rows,
    rated,
    sources,
    histogram: histogramOf(table, metric, values, options),
    matrix: memo.ofMetrics(
      table,
      gathered.map((m) => m.id),
      () =>
        rankedSpearmanMatrix(
          gathered.map((m) => ({ id: m.id, ranked: ranked.get(m.id)! })),
          firstRowOfEachPuzzle(table),
        ),
    ),
    ladder: levelled.ladder,
    findings: levelled.findings,
    problems,
  };
}

function missingProblem(metric: CompareMetric, missing: number, rows: number, forScale = false): CompareProblem {
  return {
    kind: 'ERR_MISSING_RATINGS',
    metric: metric.id,
    // A published column has no rater: no rate job can fill it.
    ...(metric.rater ? { rater: metric.rater } : {}),
    count: missing,
    message: missingSentence(metric, missing, rows, forScale),
  };
}

function sourceSpearman(
  metric: CompareMetric,
  levels: readonly { readonly rank: number; readonly rows: readonly number[] }[],
  column: RankedColumn,
): SpearmanFigures {
  const ranks: number[] = [];
  const rows: number[] = [];
  let missing = 0;
  for (const level of levels) {
    for (const row of level.rows) {
      if (!column.has(row)) missing++;
      else {
        ranks.push(level.rank);
        rows.push(row);
      }
    }
  }
  const rho = levelRho(ranks, column.midranksOf(rows));
  return { metric: metric.id, missing, n: rows.length, rho: Number.isNaN(rho) ? null : rho };
}

function histogramOf(
  table: CompareTable,
  metric: CompareMetric,
  values: readonly (number | null)[] | undefined,
  options: ComparisonOptions,
): Comparison['histogram'] {
  const present = values ? (values.filter((v) => v !== null) as number[]) : [];
  let edges = options.edges;
  if (!edges) {
    let min = Infinity;
    let max = -Infinity;
    for (const value of present) {
      if (value < min) min = value;
      if (value > max) max = value;
    }
    if (present.length === 0) edges = [0, 1];
    else if (metric.discrete) edges = Array.from({ length: max - min + 2 }, (_, k) => min - 0.5 + k);
    else edges = equalWidthEdges(min, max, options.bins ?? DEFAULT_BINS);
  }
  const overall = histogram(present, edges);
  const bySource = table.sources.map((_, s) => {
    const ofSource: number[] = [];
    if (values)
      for (let row = 0; row < values.length; row++) if (table.source[row] === s && values[row] !== null) ofSource.push(values[row]!);
    return histogram(ofSource, edges).counts;
  });
  return { ...overall, bySource };
}

/** The first row of each distinct puzzle (a puzzle in two sources counts once in the matrix). */
function firstRowOfEachPuzzle(table: CompareTable): number[] {
  const seen = new Set<number>();
  const keep: number[] = [];
  table.ids.forEach((id, row) => {
    if (seen.has(id)) return;
    seen.add(id);
    keep.push(row);
  });
  return keep;
}
