/**
 * The exact null distribution of the Mann–Whitney U statistic for samples of n1 and n2 values
 * without ties: entry u is P(U = u), u = 0..n1·n2, where U counts the pairs in which the second
 * sample's value is the larger. Built by the classic recursion on the largest of the n1 + n2
 * values (it belongs to the second sample with probability n2/(n1+n2) and then beats all n1
 * values of the first): P(n1, n2, u) = n2/(n1+n2)·P(n1, n2−1, u−n1) + n1/(n1+n2)·P(n1−1, n2, u),
 * in probabilities rather than counts so large binomials never overflow. O(n1²·n2²) time.
 */
export function rankSumDistribution(n1: number, n2: number): Float64Array {
  if (!Number.isInteger(n1) || !Number.isInteger(n2) || n1 < 0 || n2 < 0)
    throw new RangeError(`sample sizes must be whole numbers ≥ 0, got ${n1} and ${n2}`);
  // row[j] holds the distribution for (i, j) while i rises from 0 to n1.
  let row: Float64Array[] = Array.from({ length: n2 + 1 }, () => Float64Array.of(1));
  for (let i = 1; i <= n1; i++) {
    const next: Float64Array[] = [Float64Array.of(1)];
    for (let j = 1; j <= n2; j++) {
      const out = new Float64Array(i * j + 1);
      const largestInSecond = next[j - 1]!;
      const largestInFirst = row[j]!;
      const toSecond = j / (i + j);
      const toFirst = i / (i + j);
      for (let u = 0; u < largestInSecond.length; u++) out[u + i]! += toSecond * largestInSecond[u]!;
      for (let u = 0; u < largestInFirst.length; u++) out[u]! += toFirst * largestInFirst[u]!;
      next.push(out);
    }
    row = next;
  }
  return row[n2]!;
}
