import { quantileSorted } from './quantile';

/** Descriptive statistics of one sample. */
export interface Summary {
  readonly n: number;
  readonly mean: number;
  /** Type-7 median (the mean of the two middle values for an even count). */
  readonly median: number;
  /** Sample standard deviation (n − 1 denominator); 0 for a single value. */
  readonly sd: number;
  readonly min: number;
  readonly max: number;
  /** First and third quartiles, type 7. */
  readonly q1: number;
  readonly q3: number;
}

/**
 * Mean, median, sample standard deviation (Bessel's n − 1, computed around the mean in two
 * passes for accuracy), extremes and type-7 quartiles. Every field is NaN for an empty sample.
 */
export function summarize(values: readonly number[]): Summary {
  const n = values.length;
  if (n === 0) return { n: 0, mean: NaN, median: NaN, sd: NaN, min: NaN, max: NaN, q1: NaN, q3: NaN };
  const sorted = [...values].sort((a, b) => a - b);
  let sum = 0;
  for (const value of sorted) sum += value;
  const mean = sum / n;
  let squares = 0;
  for (const value of sorted) squares += (value - mean) ** 2;
  return {
    n,
    mean,
    median: quantileSorted(sorted, 0.5),
    sd: n > 1 ? Math.sqrt(squares / (n - 1)) : 0,
    min: sorted[0]!,
    max: sorted[n - 1]!,
    q1: quantileSorted(sorted, 0.25),
    q3: quantileSorted(sorted, 0.75),
  };
}

/** The arithmetic mean; NaN for an empty sample. */
export function mean(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}
