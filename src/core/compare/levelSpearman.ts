import { bootstrapSpearman, type BootstrapOptions } from '../stats/bootstrapSpearman';
import { pearson } from '../stats/pearson';
import { midranks } from '../stats/ranks';

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
  if (levelRanks.length !== values.length)
    throw new RangeError(`levelSpearman needs pairs: ${levelRanks.length} levels, ${values.length} values`);
  const rho = levelRho(levelRanks, midranks(values));
  if (Number.isNaN(rho)) return { n: values.length, rho: null, low: null, high: null };
  const interval = bootstrapSpearman(levelRanks, values, bootstrap);
  return {
    n: values.length,
    rho,
    low: Number.isNaN(interval.low) ? null : interval.low,
    high: Number.isNaN(interval.high) ? null : interval.high,
  };
}

/**
 * Spearman's ρ between level ranks and values already turned into midranks (Pearson of the two
 * midrank samples; NaN when undefined). `levelSpearman` and the Compare statistics both come
 * here; the statistics rank each metric once for every source (see RankedColumn) and hand the
 * ranks in.
 */
export function levelRho(levelRanks: readonly number[], valueMidranks: readonly number[]): number {
  return pearson(midranks(levelRanks), valueMidranks);
}
