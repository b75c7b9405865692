/** Two cut points and the three-way grouping of ordered labels that agree best with them. */
export interface AgreementCuts {
  /** Ascending; bins as in `categorize`: [−∞, low) easy, [low, high) medium, [high, ∞) hard. */
  readonly cutPoints: readonly [number, number];
  /** Per label (0 = easiest): the bin (0 easy, 1 medium, 2 hard) the grouping gives it. */
  readonly grouping: readonly number[];
  /** Values whose bin equals their label's bin, and the share of all values. */
  readonly agreeing: number;
  readonly agreement: number;
}

/**
 * The cut points that best reproduce an ordered labelling (a site's levels) in three bins.
 * Criterion: over every grouping of the labels into easy < medium < hard (contiguous, each bin
 * holding at least one label) and every pair of cut points taken at the sample's own distinct
 * values (so each bin holds at least one distinct value), maximize the number of values whose
 * bin equals their label's bin (exact agreement). Ties go to the earliest grouping (easy bin as
 * small as possible, then medium), then the lowest upper cut, then the lowest lower cut, so the
 * result is deterministic. Each grouping is scored for all cut pairs in one pass over the
 * distinct values (prefix counts and a running best lower cut): O(L² · (D + L)) for L labels and
 * D distinct values. Needs at least 3 labels and 3 distinct values; returns null otherwise.
 * `labels[i]` is the label (0..labelCount−1) of `values[i]`; larger values are harder.
 */
export function agreementCuts(values: readonly number[], labels: readonly number[], labelCount: number): AgreementCuts | null {
  if (values.length !== labels.length)
    throw new RangeError(`agreementCuts needs one label per value: ${values.length} values, ${labels.length} labels`);
  if (labelCount < 3) return null;
  const distinct = [...new Set(values)].sort((a, b) => a - b);
  const d = distinct.length;
  if (d < 3) return null;
  const indexOf = new Map(distinct.map((value, index) => [value, index]));
  // perLabel[label][j]: values of that label equal to distinct[j].
  const perLabel = Array.from({ length: labelCount }, () => new Float64Array(d));
  for (let i = 0; i < values.length; i++) {
    const label = labels[i]!;
    if (!(label >= 0 && label < labelCount && Number.isInteger(label)))
      throw new RangeError(`label ${label} is outside 0..${labelCount - 1}`);
    perLabel[label]![indexOf.get(values[i]!)!]!++;
  }
  const n = values.length;
  let best: { total: number; a: number; b: number; k1: number; k2: number } | null = null;
  const inBin = [new Float64Array(d), new Float64Array(d), new Float64Array(d)];
  for (let a = 1; a < labelCount - 1; a++) {
    for (let b = a + 1; b < labelCount; b++) {
      for (const bin of inBin) bin.fill(0);
      for (let label = 0; label < labelCount; label++) {
        const bin = inBin[label < a ? 0 : label < b ? 1 : 2]!;
        const counts = perLabel[label]!;
        for (let j = 0; j < d; j++) bin[j]! += counts[j]!;
      }
      // With cut k (values at distinct index < k fall below it): below_t(k) = Σ_{j<k} inBin[t][j].
      // Agreement(k1, k2) = below_0(k1) − below_1(k1) + below_1(k2) − below_2(k2) + total_2.
      let total2 = 0;
      for (let j = 0; j < d; j++) total2 += inBin[2]![j]!;
      let below0 = 0;
      let below1 = 0;
      let below2 = 0;
      let bestLower = -Infinity;
      let bestK1 = -1;
      for (let k = 1; k < d; k++) {
        below0 += inBin[0]![k - 1]!;
        below1 += inBin[1]![k - 1]!;
        below2 += inBin[2]![k - 1]!;
        // k as the upper cut pairs with the best lower cut strictly below it (seen before this k).
        if (bestK1 >= 1) {
          const total = bestLower + below1 - below2 + total2;
          if (best === null || total > best.total) best = { total, a, b, k1: bestK1, k2: k };
        }
        const lower = below0 - below1;
        if (lower > bestLower) {
          bestLower = lower;
          bestK1 = k;
        }
      }
    }
  }
  if (best === null) return null;
  const { a, b } = best;
  return {
    cutPoints: [distinct[best.k1]!, distinct[best.k2]!],
    grouping: Array.from({ length: labelCount }, (_, label) => (label < a ? 0 : label < b ? 1 : 2)),
    agreeing: best.total,
    agreement: best.total / n,
  };
}
