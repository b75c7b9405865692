import { quantileSorted } from './quantile';

/** What a box plot draws for one sample, and the outliers with what names them. */
export interface BoxPlot<Id> {
  readonly n: number;
  readonly min: number;
  readonly q1: number;
  readonly median: number;
  readonly q3: number;
  readonly max: number;
  readonly mean: number;
  /** The most extreme values inside the fences q1 − 1.5·IQR and q3 + 1.5·IQR. */
  readonly lowerWhisker: number;
  readonly upperWhisker: number;
  /** Values beyond the fences, ascending (ties by id order of the input), each with its id. */
  readonly outliers: readonly { readonly value: number; readonly id: Id }[];
}

/**
 * Tukey's box plot: type-7 quartiles (as `quantile`), whiskers drawn to the most extreme
 * value within 1.5 interquartile ranges of the box, every value beyond that an outlier with its
 * id. `ids[i]` names `values[i]`. NaN figures and no outliers for an empty sample.
 */
export function boxPlot<Id>(values: readonly number[], ids: readonly Id[]): BoxPlot<Id> {
  if (values.length !== ids.length) throw new RangeError(`boxPlot needs one id per value: ${values.length} values, ${ids.length} ids`);
  const n = values.length;
  if (n === 0)
    return { n, min: NaN, q1: NaN, median: NaN, q3: NaN, max: NaN, mean: NaN, lowerWhisker: NaN, upperWhisker: NaN, outliers: [] };
  const order = Array.from(values.keys()).sort((a, b) => values[a]! - values[b]! || a - b);
  const sorted = order.map((index) => values[index]!);
  const q1 = quantileSorted(sorted, 0.25);
  const q3 = quantileSorted(sorted, 0.75);
  const spread = 1.5 * (q3 - q1);
  const lowFence = q1 - spread;
  const highFence = q3 + spread;
  let sum = 0;
  for (const value of sorted) sum += value;
  let first = 0;
  while (sorted[first]! < lowFence) first++;
  let last = n - 1;
  while (sorted[last]! > highFence) last--;
  const outliers: { value: number; id: Id }[] = [];
  for (let i = 0; i < first; i++) outliers.push({ value: sorted[i]!, id: ids[order[i]!]! });
  for (let i = last + 1; i < n; i++) outliers.push({ value: sorted[i]!, id: ids[order[i]!]! });
  return {
    n,
    min: sorted[0]!,
    q1,
    median: quantileSorted(sorted, 0.5),
    q3,
    max: sorted[n - 1]!,
    mean: sum / n,
    lowerWhisker: sorted[first]!,
    upperWhisker: sorted[last]!,
    outliers,
  };
}
