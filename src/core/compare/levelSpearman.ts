import { bootstrapSpearman, type BootstrapOptions } from '../stats/bootstrapSpearman';
import { spearman } from '../stats/spearman';

/** Spearman between a site's level order and one metric, with its sample size and interval. */
export interface LevelSpearman {
  /** Puzzles with both a level and a value. */
  readonly n: number;
  /** null when undefined (one level only, or a constant metric). */
  readonly rho: number | null;
  /** Percentile bootstrap interval (see `bootstrapSpearman`); null ends when undefined. */
  readonly low: number | null;
  readonly high: number | null;
}

/**
 * Spearman's ρ (midranks) between level ranks and values, and its bootstrap interval. The one
 * computation behind `patti analyze`'s Spearman rows and the Compare view's Table 2, so both
 * print the same numbers for the same puzzles.
 */
export function levelSpearman(levelRanks: readonly number[], values: readonly number[], bootstrap: BootstrapOptions = {}): LevelSpearman {
  const rho = spearman(levelRanks, values);
  if (Number.isNaN(rho)) return { n: values.length, rho: null, low: null, high: null };
  const interval = bootstrapSpearman(levelRanks, values, bootstrap);
  return {
    n: values.length,
    rho,
    low: Number.isNaN(interval.low) ? null : interval.low,
    high: Number.isNaN(interval.high) ? null : interval.high,
  };
}
