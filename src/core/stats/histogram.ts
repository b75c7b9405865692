/** Counts of a sample in given bins, and what fell outside them. */
export interface Histogram {
  /** The bin edges as given, ascending: bin k is [edges[k], edges[k+1]), the last bin closed. */
  readonly edges: readonly number[];
  readonly counts: readonly number[];
  /** Values below the first edge and above the last. */
  readonly below: number;
  readonly above: number;
}

/**
 * Counts values into the bins between consecutive `edges` (strictly ascending, at least two):
 * half-open [a, b) like the universal scale's bins, except the last, which includes its upper
 * edge so the maximum lands in it when the edges span the data. Values outside are counted in
 * `below` and `above`, never dropped silently; NaN values are ignored. Binary search per value.
 */
export function histogram(values: readonly number[], edges: readonly number[]): Histogram {
  if (edges.length < 2) throw new RangeError(`a histogram needs at least two bin edges, got ${edges.length}`);
  for (let k = 1; k < edges.length; k++) {
    if (!(edges[k]! > edges[k - 1]!)) throw new RangeError(`bin edges must be strictly ascending: ${edges[k - 1]} then ${edges[k]}`);
  }
  const bins = edges.length - 1;
  const counts = new Array<number>(bins).fill(0);
  let below = 0;
  let above = 0;
  const last = edges[bins]!;
  for (const value of values) {
    if (Number.isNaN(value)) continue;
    if (value < edges[0]!) below++;
    else if (value > last) above++;
    else if (value === last) counts[bins - 1]!++;
    else {
      // The last edge at or below the value.
      let low = 0;
      let high = bins;
      while (high - low > 1) {
        const middle = (low + high) >> 1;
        if (edges[middle]! <= value) low = middle;
        else high = middle;
      }
      counts[low]!++;
    }
  }
  return { edges: [...edges], counts, below, above };
}

/**
 * `bins` equal-width bins from `min` to `max`: bins + 1 edges. A sample with one value gets a
 * bin of width 1 centred on it, so the edges stay strictly ascending.
 */
export function equalWidthEdges(min: number, max: number, bins: number): number[] {
  if (!Number.isInteger(bins) || bins < 1) throw new RangeError(`bins must be a positive integer, got ${bins}`);
  if (!(Number.isFinite(min) && Number.isFinite(max)) || max < min)
    throw new RangeError(`bin range must be finite with min ≤ max, got ${min}..${max}`);
  if (max === min) return [min - 0.5, min + 0.5];
  const width = (max - min) / bins;
  return Array.from({ length: bins + 1 }, (_, k) => (k === bins ? max : min + k * width));
}
