import { equalCountBins } from '../stats/equalCountBins';
import { mean } from '../stats/summary';
import { quantile } from '../stats/quantile';

/**
 * The universal Easy / Medium / Hard scale of the Project Patti paper (§8.2): three equal-count
 * bins of one metric over a set of puzzles, applied to single puzzles and to whole publisher
 * levels.
 */
export type UniversalCategory = 'easy' | 'medium' | 'hard';
export const UNIVERSAL_CATEGORIES: readonly UniversalCategory[] = ['easy', 'medium', 'hard'];

export interface UniversalScale {
  /** What is binned: NHC-4 (mean cycles over the runs) or the short-clause share in percent. */
  readonly metric: 'nhc4' | 'shortPct';
  /** The two cut points, ascending. */
  readonly cutPoints: readonly [number, number];
  /**
   * Which end is hard. NHC grows with difficulty; the short-clause share shrinks with it (more
   * short clauses = more forced cells = easier).
   */
  readonly harderWhen: 'higher' | 'lower';
}

/** The Project Patti paper's bins over its 1,320 puzzles: Easy [1.30, 3.48), Medium [3.48, 6.52), Hard [6.52, 98.14]. */
export const PAPER_NHC_SCALE: UniversalScale = { metric: 'nhc4', cutPoints: [3.48, 6.52], harderWhen: 'higher' };

/** The Project Patti paper's bins of the short-clause share: Easy (22.6 %, 100 %], Medium (17.6 %, 22.6 %], Hard [0, 17.6 %]. */
export const PAPER_CLD_SCALE: UniversalScale = { metric: 'shortPct', cutPoints: [17.6, 22.6], harderWhen: 'lower' };

/**
 * The category of one value. The intervals are half-open as the Project Patti paper writes them: a value on
 * a cut point belongs to the harder side for NHC ([3.48, 6.52) is Medium) and to the harder
 * side for the short-clause share too ([22.6 %, 17.6 %) is Medium, 17.6 % is Hard).
 */
export function categorize(value: number, scale: Pick<UniversalScale, 'cutPoints' | 'harderWhen'>): UniversalCategory {
  const [low, high] = scale.cutPoints;
  if (scale.harderWhen === 'higher') return value < low ? 'easy' : value < high ? 'medium' : 'hard';
  return value > high ? 'easy' : value > low ? 'medium' : 'hard';
}

/**
 * The same three bins refit as equal-count tertiles on any chosen set of values (the Project
 * Patti paper's §8.2.1: equal-bin-count, three bins). Ties follow `equalCountBins`: every copy
 * of a value lands in the same bin. For a lower-is-harder metric the bins are cut on the negated
 * values, so the easy tertile is the one with the highest values and cut points keep the Project Patti paper's
 * half-open sides.
 */
export function refitScale(values: readonly number[], metric: UniversalScale['metric']): UniversalScale {
  const harderWhen = metric === 'nhc4' ? 'higher' : 'lower';
  return { metric, cutPoints: tertileCutPoints(values, harderWhen), harderWhen };
}

/** The tertile cut points of `refitScale` for any metric, given which end is hard. */
export function tertileCutPoints(values: readonly number[], harderWhen: UniversalScale['harderWhen']): [number, number] {
  if (harderWhen === 'higher') {
    const [low, high] = equalCountBins(values, 3).cutPoints as [number, number];
    return [low, high];
  }
  const [negHigh, negLow] = equalCountBins(
    values.map((value) => -value),
    3,
  ).cutPoints as [number, number];
  return [-negLow, -negHigh];
}

/** A publisher level's category from the mean and from the median of its puzzles' values (§8.2.2). */
export interface LevelCategory {
  readonly byMean: UniversalCategory;
  readonly byMedian: UniversalCategory;
  readonly mean: number;
  readonly median: number;
}

export function categorizeLevel(values: readonly number[], scale: UniversalScale): LevelCategory {
  if (values.length === 0) throw new RangeError('a level needs at least one rated puzzle');
  const levelMean = mean(values);
  const levelMedian = quantile(values, 0.5);
  return { byMean: categorize(levelMean, scale), byMedian: categorize(levelMedian, scale), mean: levelMean, median: levelMedian };
}
