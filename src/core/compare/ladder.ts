/**
 * Levels on one scale: every level of every source as one row, its middle half and median on
 * the chosen metric, sorted easiest to hardest, with the shares of its puzzles in each universal
 * category. The same level samples feed the findings (see findings.ts), so the words and the
 * chart cannot disagree.
 */
import { quantileSorted } from '../stats/quantile';
import type { UniversalCategory } from '../rate/universal';

export interface LadderRow {
  readonly source: string;
  readonly level: string;
  /** Puzzles of the level with a value of the metric. */
  readonly n: number;
  /** Type-7 quartiles and median of the metric over those puzzles. */
  readonly q1: number;
  readonly median: number;
  readonly q3: number;
  /**
   * Fractions (0–1) of the level's puzzles in each universal category of the scale, by the
   * scale's metric, among those that have a value of it (all 0 when none has), as the crosstab.
   */
  readonly shares: { readonly easy: number; readonly medium: number; readonly hard: number };
}

/** One level's values and categories, as the ladder and the findings read them. */
export interface LevelSample {
  readonly source: string;
  /** Index of the source in the table (its colour, and the ladder's tie-break). */
  readonly sourceIndex: number;
  readonly level: string;
  /** Index in the source's levels (0 = easiest). */
  readonly rank: number;
  /** Place among the source's levels present in the selection, 0 (easiest) to 1 (hardest); 0.5 for a lone level. */
  readonly position: number;
  /** The metric's values, each times +1 (harder when higher) or −1 (harder when lower), ascending: higher is harder. */
  readonly oriented: Float64Array;
  /** Counts per universal category (easy, medium, hard) on the scale's metric. */
  readonly categoryCounts: Readonly<Record<UniversalCategory, number>>;
}

/** Quartiles and median of a sample in the metric's own units. */
export function sampleQuartiles(sample: LevelSample, sign: 1 | -1): { q1: number; median: number; q3: number } {
  const at = (p: number): number => sign * quantileSorted(sample.oriented as unknown as number[], p);
  // Oriented ascending = harder last; in raw units for a lower-is-harder metric the order flips.
  return sign === 1 ? { q1: at(0.25), median: at(0.5), q3: at(0.75) } : { q1: at(0.75), median: at(0.5), q3: at(0.25) };
}

export function categoryShares(counts: Readonly<Record<UniversalCategory, number>>): LadderRow['shares'] {
  const total = counts.easy + counts.medium + counts.hard;
  if (total === 0) return { easy: 0, medium: 0, hard: 0 };
  return { easy: counts.easy / total, medium: counts.medium / total, hard: counts.hard / total };
}

/**
 * The ladder: one row per level with at least one value, easiest first by median (for a metric
 * where lower is harder, highest first); ties by the box's easier then harder quartile, then
 * source order, then level rank.
 */
export function ladderOf(samples: readonly LevelSample[], harderWhen: 'higher' | 'lower'): LadderRow[] {
  const sign = harderWhen === 'higher' ? 1 : -1;
  const keyed = samples
    .filter((sample) => sample.oriented.length > 0)
    .map((sample) => {
      const { q1, median, q3 } = sampleQuartiles(sample, sign);
      const row: LadderRow = {
        source: sample.source,
        level: sample.level,
        n: sample.oriented.length,
        q1,
        median,
        q3,
        shares: categoryShares(sample.categoryCounts),
      };
      return { row, sample, easier: sign * Math.min(sign * q1, sign * q3), harder: sign * Math.max(sign * q1, sign * q3) };
    });
  keyed.sort(
    (a, b) =>
      sign * (a.row.median - b.row.median) ||
      sign * (a.easier - b.easier) ||
      sign * (a.harder - b.harder) ||
      a.sample.sourceIndex - b.sample.sourceIndex ||
      a.sample.rank - b.sample.rank,
  );
  return keyed.map((entry) => entry.row);
}
