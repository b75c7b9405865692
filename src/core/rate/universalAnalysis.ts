/**
 * The Project Patti paper's analysis of a labelled puzzle set (§8): per source and level, the
 * NHC, strategies-alone and clause-length figures and the level's universal category; per
 * source, Spearman between the level order and each metric (with n, its bootstrap interval and
 * the Mann–Whitney tests between consecutive levels, computed by src/core/compare as the
 * Compare view computes them), and the §8 monotonicity assertions checked one by one. Pure: the
 * caller computes each puzzle's metrics.
 */
import { compareAdjacentLevels } from '../compare/adjacentLevels';
import { levelSpearman } from '../compare/levelSpearman';
import type { BootstrapOptions } from '../stats/bootstrapSpearman';
import { mean } from '../stats/summary';
import { quantile } from '../stats/quantile';
import { PAPER_CLD_SCALE, PAPER_NHC_SCALE, categorize, refitScale, type UniversalCategory, type UniversalScale } from './universal';

/** One rated puzzle of the set. */
export interface AnalyzedPuzzle {
  readonly source: string;
  readonly level: string;
  /** NHC-4 and NHC-2: mean cycles over the runs. */
  readonly nhc4: number;
  readonly nhc2: number;
  readonly alone2: boolean;
  readonly alone3: boolean;
  readonly alone4: boolean;
  /** Clause-length shares in percent; null when not computed. */
  readonly shortPct: number | null;
  readonly mediumPct: number | null;
  readonly longPct: number | null;
}

/** One level of one source: the row of the Project Patti paper's per-site tables (JSON shape of `patti analyze --json`). */
interface LevelRow {
  readonly source: string;
  readonly level: string;
  readonly n: number;
  readonly nhc4Mean: number;
  readonly nhc4Median: number;
  readonly nhc2Mean: number;
  readonly alone2Pct: number;
  readonly alone3Pct: number;
  readonly alone4Pct: number;
  readonly shortPct: number | null;
  readonly universalByMean: UniversalCategory;
  readonly universalByMedian: UniversalCategory;
}

/** Figures the text tables show beyond the JSON row. */
interface LevelDetail {
  readonly nhc2Median: number;
  readonly mediumPct: number | null;
  readonly longPct: number | null;
}

interface SpearmanRow {
  readonly source: string;
  readonly metric: AnalysisMetric;
  /** null when undefined (one level only, or a constant metric). */
  readonly rho: number | null;
  /** Puzzles in the correlation. */
  readonly n: number;
  /** The 95 % percentile bootstrap interval of rho (null when rho is undefined). */
  readonly low: number | null;
  readonly high: number | null;
  /** Mann–Whitney between each pair of consecutive levels on this metric (see `compareAdjacentLevels`). */
  readonly adjacent: readonly AdjacentTestRow[];
}

/** One pair of consecutive levels on one metric: overlap and its p values, rounded for print. */
interface AdjacentTestRow {
  readonly easier: string;
  readonly harder: string;
  /** The probability that a puzzle of the harder level rates harder (0.5 = full overlap). */
  readonly probabilityHarder: number;
  readonly u: number;
  readonly z: number;
  /** Two-sided p, and one-sided p against "the harder level is not harder". */
  readonly p: number;
  readonly pInOrder: number;
  readonly method: 'exact' | 'normal';
}

/** Which end of each analysis metric is hard: fewer short clauses, more medium and long ones. */
const HARDER_WHEN: Readonly<Record<AnalysisMetric, 'higher' | 'lower'>> = {
  nhc4: 'higher',
  nhc2: 'higher',
  shortPct: 'lower',
  mediumPct: 'higher',
  longPct: 'higher',
};

const roundP = (p: number): number => Number(p.toPrecision(4));

/** One §8 assertion for one source: whether it holds between every pair of consecutive levels. */
interface AssertionRow {
  readonly source: string;
  readonly id: string;
  readonly statement: string;
  readonly holds: boolean;
  /** Where it fails: the level pair (or the level) and the values compared. */
  readonly failures: readonly { readonly where: string; readonly values: readonly number[] }[];
}

export interface AnalysisResult {
  readonly levels: readonly LevelRow[];
  readonly details: readonly LevelDetail[];
  readonly spearman: readonly SpearmanRow[];
  readonly assertions: readonly AssertionRow[];
  readonly cutPoints: {
    /** The scale the levels' universal categories use. */
    readonly used: 'paper' | 'refit';
    readonly nhc: { readonly paper: readonly number[]; readonly refit: readonly number[] };
    readonly cld: { readonly paper: readonly number[]; readonly refit: readonly number[] | null };
  };
}

const ANALYSIS_METRICS = ['nhc4', 'nhc2', 'shortPct', 'mediumPct', 'longPct'] as const;
type AnalysisMetric = (typeof ANALYSIS_METRICS)[number];

const round = (value: number, digits: number): number => Math.round(value * 10 ** digits) / 10 ** digits;
const pct = (flags: readonly boolean[]): number => round((100 * flags.filter(Boolean).length) / flags.length, 1);
const meanOrNull = (values: readonly (number | null)[]): number | null =>
  values.some((value) => value === null) ? null : round(mean(values as number[]), 2);

/**
 * Analyzes the set. `levelOrder(source)` gives that source's levels from easiest to hardest;
 * `refit` bins the universal categories on this set's own tertiles instead of the Project Patti paper's cut points.
 */
export function analyzeLevels(
  puzzles: readonly AnalyzedPuzzle[],
  levelOrder: (source: string) => readonly string[],
  refit = false,
  bootstrap: BootstrapOptions = {},
): AnalysisResult {
  const nhcRefit = refitScale(
    puzzles.map((p) => p.nhc4),
    'nhc4',
  );
  const shortValues = puzzles.map((p) => p.shortPct);
  const cldRefit = shortValues.every((v) => v !== null) ? refitScale(shortValues as number[], 'shortPct') : null;
  const scale: UniversalScale = refit ? nhcRefit : PAPER_NHC_SCALE;

  const sources = [...new Set(puzzles.map((p) => p.source))];
  const levels: LevelRow[] = [];
  const details: LevelDetail[] = [];
  const spearmanRows: SpearmanRow[] = [];
  const assertions: AssertionRow[] = [];
  for (const source of sources) {
    const order = levelOrder(source);
    const ofSource = puzzles.filter((p) => p.source === source);
    const rows: LevelRow[] = [];
    const rowDetails: LevelDetail[] = [];
    for (const level of order) {
      const group = ofSource.filter((p) => p.level === level);
      if (group.length === 0) continue;
      const nhc4 = group.map((p) => p.nhc4);
      const nhc4Mean = mean(nhc4);
      const nhc4Median = quantile(nhc4, 0.5);
      rows.push({
        source,
        level,
        n: group.length,
        nhc4Mean: round(nhc4Mean, 2),
        nhc4Median: round(nhc4Median, 2),
        nhc2Mean: round(mean(group.map((p) => p.nhc2)), 2),
        alone2Pct: pct(group.map((p) => p.alone2)),
        alone3Pct: pct(group.map((p) => p.alone3)),
        alone4Pct: pct(group.map((p) => p.alone4)),
        shortPct: meanOrNull(group.map((p) => p.shortPct)),
        universalByMean: categorize(nhc4Mean, scale),
        universalByMedian: categorize(nhc4Median, scale),
      });
      rowDetails.push({
        nhc2Median: round(
          quantile(
            group.map((p) => p.nhc2),
            0.5,
          ),
          2,
        ),
        mediumPct: meanOrNull(group.map((p) => p.mediumPct)),
        longPct: meanOrNull(group.map((p) => p.longPct)),
      });
    }
    levels.push(...rows);
    details.push(...rowDetails);
    const rank = new Map(order.map((level, index) => [level, index]));
    const ranked = ofSource.filter((p) => rank.has(p.level));
    for (const metric of ANALYSIS_METRICS) {
      const values = ranked.map((p) => p[metric]);
      if (values.some((v) => v === null)) continue;
      const figures = levelSpearman(
        ranked.map((p) => rank.get(p.level)!),
        values as number[],
        bootstrap,
      );
      const roundOrNull = (value: number | null): number | null => (value === null ? null : round(value, 3));
      const adjacent = compareAdjacentLevels(
        rows.map((row) => ({ level: row.level, values: ofSource.filter((p) => p.level === row.level).map((p) => p[metric] as number) })),
        HARDER_WHEN[metric],
      ).map((pair) => ({
        easier: pair.easier,
        harder: pair.harder,
        probabilityHarder: round(pair.probabilityHarder, 3),
        u: pair.u,
        z: round(pair.z, 3),
        p: roundP(pair.p),
        pInOrder: roundP(pair.pInOrder),
        method: pair.method,
      }));
      spearmanRows.push({
        source,
        metric,
        rho: roundOrNull(figures.rho),
        n: figures.n,
        low: roundOrNull(figures.low),
        high: roundOrNull(figures.high),
        adjacent,
      });
    }
    assertions.push(...checkAssertions(source, rows, rowDetails));
  }
  return {
    levels,
    details,
    spearman: spearmanRows,
    assertions,
    cutPoints: {
      used: refit ? 'refit' : 'paper',
      nhc: { paper: PAPER_NHC_SCALE.cutPoints, refit: nhcRefit.cutPoints.map((v) => round(v, 2)) },
      cld: { paper: PAPER_CLD_SCALE.cutPoints, refit: cldRefit ? cldRefit.cutPoints.map((v) => round(v, 2)) : null },
    },
  };
}

/**
 * The §8 assertions, each as "non-decreasing" or "non-increasing" between consecutive levels
 * (ties hold: the Project Patti paper counts Sudoku.org.uk's identical Tough and Diabolical CLD as holding).
 * The Project Patti paper writes that the share solved by strategies alone "should increase" with difficulty;
 * its tables and discussion make plain it means decrease, which is what is checked.
 */
function checkAssertions(source: string, rows: readonly LevelRow[], details: readonly LevelDetail[]): AssertionRow[] {
  const out: AssertionRow[] = [];
  const monotone = (id: string, statement: string, values: readonly (number | null)[], direction: 1 | -1): void => {
    if (values.some((v) => v === null)) return;
    const failures: { where: string; values: number[] }[] = [];
    for (let i = 1; i < rows.length; i++) {
      const before = values[i - 1] as number;
      const after = values[i] as number;
      if ((after - before) * direction < 0) failures.push({ where: `${rows[i - 1]!.level} → ${rows[i]!.level}`, values: [before, after] });
    }
    out.push({ source, id, statement, holds: failures.length === 0, failures });
  };
  monotone(
    'cld.short',
    'the short-clause share falls as difficulty rises',
    rows.map((r) => r.shortPct),
    -1,
  );
  monotone(
    'cld.medium',
    'the medium-clause share rises with difficulty',
    details.map((d) => d.mediumPct),
    1,
  );
  monotone(
    'cld.long',
    'the long-clause share rises with difficulty',
    details.map((d) => d.longPct),
    1,
  );
  monotone(
    'alone.2',
    'the share solved by 2 strategies alone falls as difficulty rises',
    rows.map((r) => r.alone2Pct),
    -1,
  );
  monotone(
    'alone.3',
    'the share solved by 3 strategies alone falls as difficulty rises',
    rows.map((r) => r.alone3Pct),
    -1,
  );
  monotone(
    'alone.4',
    'the share solved by 4 strategies alone falls as difficulty rises',
    rows.map((r) => r.alone4Pct),
    -1,
  );
  const widening: { where: string; values: number[] }[] = [];
  for (const row of rows) {
    if (!(row.alone2Pct <= row.alone3Pct && row.alone3Pct <= row.alone4Pct)) {
      widening.push({ where: row.level, values: [row.alone2Pct, row.alone3Pct, row.alone4Pct] });
    }
  }
  out.push({
    source,
    id: 'alone.more',
    statement: 'in every level, more strategies solve at least as many puzzles (2 ≤ 3 ≤ 4)',
    holds: widening.length === 0,
    failures: widening,
  });
  monotone(
    'nhc4.mean',
    'mean NHC-4 rises with difficulty',
    rows.map((r) => r.nhc4Mean),
    1,
  );
  monotone(
    'nhc4.median',
    'median NHC-4 rises with difficulty',
    rows.map((r) => r.nhc4Median),
    1,
  );
  monotone(
    'nhc2.mean',
    'mean NHC-2 rises with difficulty',
    rows.map((r) => r.nhc2Mean),
    1,
  );
  monotone(
    'nhc.gap',
    'the gap NHC-2 − NHC-4 (means) widens with difficulty',
    rows.map((r) => round(r.nhc2Mean - r.nhc4Mean, 2)),
    1,
  );
  return out;
}
