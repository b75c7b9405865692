/**
 * The series the difficulty-along-the-path chart draws: each step's value, the running maximum
 * (for a max-folded set such as SE this ends at the rating) and, for a sum-folded set (costs,
 * HoDoKu), the running total (which ends at the score).
 */
import type { RatingFold } from '../../shared/workspaceTypes';

export interface PathSeries {
  /** Each step's value; null where the set gives the step none. */
  readonly values: readonly (number | null)[];
  readonly runningMax: readonly (number | null)[];
  /** Only for sum-folded sets. */
  readonly runningTotal: readonly number[] | null;
}

export function pathSeries(values: readonly (number | null)[], fold: RatingFold): PathSeries {
  let max: number | null = null;
  let total = 0;
  const runningMax: (number | null)[] = [];
  const runningTotal: number[] = [];
  for (const value of values) {
    if (value !== null) {
      max = max === null ? value : Math.max(max, value);
      total += value;
    }
    runningMax.push(max);
    runningTotal.push(total);
  }
  return { values, runningMax, runningTotal: fold === 'sum' ? runningTotal : null };
}
