/** Cut points that split a sample into bins of (about) equal counts. */
export interface EqualCountBins {
  /** The bins − 1 interior cut points, ascending; bin k is [cut(k−1), cut(k)). */
  readonly cutPoints: readonly number[];
  /** The smallest and largest value (the outer edges of the first and last bins). */
  readonly min: number;
  readonly max: number;
  /** How many of the sample's values fall in each bin under `binOf`. */
  readonly counts: readonly number[];
}

/**
 * Equal-count (equal-frequency) binning into `bins` bins, as the Project Patti paper's universal
 * scale uses (§8.2.1). The sample is sorted; cut point k (k = 1..bins−1) is the value at sorted
 * index ⌊k·n/bins⌋, and the bins are half-open, [cut(k−1), cut(k)). Ties are broken by value,
 * never by position: every copy of a value lands in the same bin (the upper one when it equals
 * a cut point), so tied samples can make the counts unequal, and the result does not depend on
 * the input order.
 */
export function equalCountBins(values: readonly number[], bins: number): EqualCountBins {
  if (!Number.isInteger(bins) || bins < 1) throw new RangeError(`bins must be a positive integer, got ${bins}`);
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) throw new RangeError('equal-count binning needs at least one finite value');
  const sorted = [...finite].sort((a, b) => a - b);
  const n = sorted.length;
  const cutPoints: number[] = [];
  for (let k = 1; k < bins; k++) cutPoints.push(sorted[Math.min(n - 1, Math.floor((k * n) / bins))]!);
  const counts = new Array<number>(bins).fill(0);
  for (const value of sorted) counts[binOf(value, cutPoints)]!++;
  return { cutPoints, min: sorted[0]!, max: sorted[n - 1]!, counts };
}

/** The bin (0-based) of a value: how many cut points are at or below it. */
export function binOf(value: number, cutPoints: readonly number[]): number {
  let bin = 0;
  while (bin < cutPoints.length && value >= cutPoints[bin]!) bin++;
  return bin;
}
