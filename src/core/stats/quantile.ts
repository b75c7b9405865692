/**
 * The p-quantile of a sample, Hyndman & Fan type 7 (the default of R, NumPy and
 * simple-statistics' quantileSorted): h = (n − 1)·p, linear interpolation between the order
 * statistics around h. NaN for an empty sample. `sorted` must be in ascending order.
 */
export function quantileSorted(sorted: readonly number[], p: number): number {
  const n = sorted.length;
  if (n === 0) return NaN;
  if (!(p >= 0 && p <= 1)) throw new RangeError(`quantile probability must be in [0, 1], got ${p}`);
  const h = (n - 1) * p;
  const low = Math.floor(h);
  const high = Math.min(low + 1, n - 1);
  return sorted[low]! + (h - low) * (sorted[high]! - sorted[low]!);
}

/** The type-7 p-quantile of an unsorted sample (sorts a copy). */
export function quantile(values: readonly number[], p: number): number {
  return quantileSorted(
    [...values].sort((a, b) => a - b),
    p,
  );
}
